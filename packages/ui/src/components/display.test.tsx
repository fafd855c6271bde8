import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { brandingVariables } from './branding.js';
import { EmptyState } from './empty-state.js';
import { ErrorState } from './error-state.js';
import { MoneyText, currencyFormat, formatMoneyText } from './money-text.js';
import { ProductList, ProductRow } from './product-list.js';
import { ProgressBar } from './progress-bar.js';
import { Spinner } from './spinner.js';

afterEach(cleanup);

describe('MoneyText', () => {
  test.each([
    [{ amount: 5_650_000, currency: 'EUR' }, 'fr', /56,50\s€/],
    [{ amount: 5_650_000, currency: 'EUR' }, 'en-US', /€56\.50/],
    [{ amount: 1_234_500, currency: 'GBP' }, 'en-GB', /£12\.35|£12\.34/],
    [{ amount: 100_000, currency: 'USD' }, 'en-US', /\$1\.00/],
  ])('%j in %s', (amount, locale, expected) => {
    render(<MoneyText amount={amount} locale={locale} />);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(formatMoneyText(amount, locale)).toMatch(expected);
  });

  test('reuses one formatter per locale and currency', () => {
    const euros = currencyFormat('fr', 'EUR');
    expect(currencyFormat('fr', 'EUR')).toBe(euros);
    expect(currencyFormat('fr', 'USD')).not.toBe(euros);
    expect(currencyFormat('de-DE', 'EUR')).not.toBe(euros);
    expect(euros.resolvedOptions()).toMatchObject({ locale: 'fr', currency: 'EUR', style: 'currency' });
  });
});

describe('ProgressBar', () => {
  test.each([
    [0.25, '25'],
    [1.5, '100'],
    [-1, '0'],
    [Number.NaN, '0'],
  ])('value %s is reported as %s%%', (value, now) => {
    render(<ProgressBar value={value} label="Paid" valueText="some" />);
    const bar = screen.getByRole('progressbar', { name: 'Paid' });
    expect(bar.getAttribute('aria-valuenow')).toBe(now);
    expect(bar.getAttribute('aria-valuetext')).toBe('some');
  });
});

describe('ProductList', () => {
  test('rows show quantity, name, price and details', () => {
    render(
      <ProductList label="Products">
        <ProductRow name="Steak frites" quantity="2×" price="€49.00" details={['Extra sauce']} />
        <ProductRow name="Discount" price="-€5.00" />
      </ProductList>,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.textContent).toContain('Steak frites');
    expect(list.textContent).toContain('2×');
    expect(screen.getByText('Extra sauce')).toBeTruthy();
    expect(screen.getByText('-€5.00')).toBeTruthy();
  });
});

describe('states', () => {
  test('EmptyState has a heading, a description and an action', () => {
    render(<EmptyState title="There is no check for this table yet" description="Soon" action={<button type="button">Menu</button>} />);
    expect(screen.getByRole('heading', { name: 'There is no check for this table yet' })).toBeTruthy();
    expect(screen.getByText('Soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  test('EmptyState and ErrorState without description render only the title', () => {
    render(<EmptyState title="Nothing" />);
    render(<ErrorState title="Something went wrong" />);
    expect(screen.getByRole('alert', { name: 'Something went wrong' }).textContent).toBe('Something went wrong');
  });

  test('ErrorState is an alert with the message', () => {
    render(<ErrorState title="Something went wrong" message="Please retry" action={<button type="button">Go back</button>} />);
    expect(screen.getByRole('alert').textContent).toContain('Please retry');
  });

  test('Spinner with a label is a status; without, it is decorative', () => {
    const { container } = render(<Spinner label="" size="small" />);
    expect(container.querySelector('[role="status"]')).toBeNull();
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('brandingVariables', () => {
  test.each([
    [
      { primaryColor: '#ff0000', onPrimaryColor: '#fff' },
      { '--ts-brand-primary': '#ff0000', '--ts-brand-on-primary': '#fff' },
    ],
    [{ primaryColor: 'red; background: url(x)' }, {}],
    [{}, {}],
  ])('%j → %j', (branding, expected) => {
    expect(brandingVariables(branding)).toEqual(expected);
  });
});
