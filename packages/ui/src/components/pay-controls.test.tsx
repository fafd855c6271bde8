import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ActionBar } from './action-bar.js';
import { EmptyState } from './empty-state.js';
import { RadioOption } from './radio-option.js';
import { SelectField } from './select-field.js';
import { VenueHeader } from './venue-header.js';

afterEach(cleanup);

describe('VenueHeader', () => {
  test('the name, a detail line and a decorative logo when the venue has one', () => {
    const { container } = render(<VenueHeader name="Le Petit Zinc" logoUrl="/logo.svg" detail="Table 1" />);
    expect(screen.getByText('Le Petit Zinc')).toBeTruthy();
    expect(screen.getByText('Table 1')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  test('no image without a logo', () => {
    const { container } = render(<VenueHeader name="Liberty Diner" />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('RadioOption', () => {
  test('a native radio named by its row, which reports the choice', () => {
    const onChange = vi.fn();
    render(
      <fieldset>
        <legend>Payment method</legend>
        <RadioOption name="method" value="card" checked={false} onChange={onChange} trailing="€63.08">
          Card
        </RadioOption>
      </fieldset>,
    );
    const radio = screen.getByRole('radio', { name: /Card/ });
    fireEvent.click(screen.getByText('Card'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(radio.closest('label')?.textContent).toContain('€63.08');
  });
});

describe('SelectField', () => {
  test('a labelled native select', () => {
    render(
      <>
        <label htmlFor="language">Language</label>
        <SelectField id="language" defaultValue="fr">
          <option value="en-US">English</option>
          <option value="fr">Français</option>
        </SelectField>
      </>,
    );
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('fr');
  });
});

describe('ActionBar and EmptyState', () => {
  test('the action bar holds its action and names a spacer class', () => {
    render(
      <ActionBar>
        <button type="button">Pay €63.08</button>
      </ActionBar>,
    );
    expect(screen.getByRole('button', { name: 'Pay €63.08' })).toBeTruthy();
    expect(typeof ActionBar.spacerClassName).toBe('string');
  });

  test('an empty state under a page heading is an h2', () => {
    render(<EmptyState title="Your basket is empty" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeTruthy();
  });
});
