import { ok } from '@tableside/api-client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, issuedSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const PAYMENT = '/venues/venue-1/bills/bill-1/splits/split-1/payment-intents/new';
const split = issuedSplit('split-1', 'guest-me', 56.5);
const docs = (venue: Record<string, unknown>) => ({
  'bills/bill-1': billDoc(),
  'venues/venue-1': venue,
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const render = (venue: Record<string, unknown>) => renderApp({ path: PAYMENT, docs: docs(venue), api: { billing: { getSplit: async () => ok(split) } } });

describe('payment intent page by country (2-paying §2, §9)', () => {
  test.each([
    // Issue 10 "Layout on a phone" puts the pay button after the card fields in every country (sticky at the bottom).
    ['"the title is \'confirm payment\' for FR venues"; the button after the form', 'FR', 'Confirm payment', false],
    ['"\'payment method\' for others"; the button after the form', 'GB', 'Payment method', false],
  ])('%s', async (_rule, countryCode, title, buttonFirst) => {
    await render(venueDoc({ countryCode }));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Pay / });
    const cardFields = await screen.findByTitle('Card details');
    const follows = Boolean(button.compareDocumentPosition(cardFields) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows).toBe(buttonFirst);
    expect(screen.queryByText('Step 2 of 2')).toBeNull();
  });

  test('"In US venues with tipping enabled, a two-step funnel (tip, then pay)": step 2 of 2', async () => {
    await render(venueDoc({ countryCode: 'US' }));
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
  });
});
