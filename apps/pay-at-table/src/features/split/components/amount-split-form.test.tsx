import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };

async function typeAmount(value: string) {
  await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs });
  fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
  const input = screen.getByLabelText('Amount in EUR');
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('custom amount: a refused amount says why (issue 10 "Custom amounts")', () => {
  test.each([
    ['0', 'The amount must be more than 0.'],
    ['-5', 'The amount must be more than 0.'],
    ['abc', 'Enter an amount in figures, for example 12.50.'],
    ['Infinity', 'That amount is too large: enter a real amount to pay.'],
    ['0.001', 'Use at most 2 decimal places.'],
    ['0.20', 'The minimum amount is €0.50.'],
  ])('%j: confirm disabled, the field invalid and described by the reason', async (value, message) => {
    const input = await typeAmount(value);
    expect(screen.getByRole('button', { name: 'Confirm my share' })).toHaveProperty('disabled', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(message);
  });

  test.each([
    ['', true],
    ['12,50', false],
    ['0.50', false],
  ])('%j: no message, disabled=%s', async (value, disabled) => {
    const input = await typeAmount(value);
    expect(screen.getByRole('button', { name: 'Confirm my share' })).toHaveProperty('disabled', disabled);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('custom amount above what is left: the choices of 2-paying §4, in order', () => {
  async function askAbove(tippingEnabled: boolean) {
    const base = venueDoc();
    const venue = venueDoc({ tipsSuggestion: { configuration: { ...base.tipsSuggestion.configuration, tippingEnabled } } });
    await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs: { ...docs, 'venues/venue-1': venue } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '466.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your amount is more than what is left to pay' });
    return within(dialog)
      .getAllByRole('button')
      .slice(1)
      .map((button) => button.textContent);
  }

  test('"Add the excess as a tip (only if tipping is enabled), pay only what is left (if above 0), or delete the split"', async () => {
    expect(await askAbove(true)).toEqual(['Add the extra €410.00 as a tip', 'Pay only what is left (€56.50)', 'Back to the check']);
  });

  test('tipping disabled: no tip offer, paying what is left comes first', async () => {
    expect(await askAbove(false)).toEqual(['Pay only what is left (€56.50)', 'Back to the check']);
  });
});
