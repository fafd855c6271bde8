import { ok } from '@tableside/api-client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, eur, issuedSplit, paidSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const SPLIT = `${BILL}/splits/split-1`;
const docs = {
  'bills/bill-1': billDoc(),
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
};

describe('a settled split sends every page that would pay it again to its success page (issue 10 "Back after paying")', () => {
  test.each([
    ['the split edit page', SPLIT],
    ['the tips page', `${SPLIT}/tips`],
    ['the payment page', `${SPLIT}/payment-intents/new`],
    ['the payment error page', `${SPLIT}/error`],
  ])('%s of a paid split', async (_page, path) => {
    const { router } = await renderApp({ path, docs, api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('You paid €56.50')).toBeTruthy();
  });

  test('the anomaly page of a split paid since then', async () => {
    const anomaly = { type: 'NotEnoughLeftToPay', splitAmount: eur(56.5), forecastedLeftToPay: eur(56.5) };
    const { router } = await renderApp({
      path: `${BILL}/splits/new/anomaly`,
      state: { anomaly, splitId: 'split-1' },
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
  });

  test('a split still to pay keeps its pages', async () => {
    await renderApp({ path: SPLIT, docs, api: { billing: { getSplit: async () => ok(issuedSplit('split-1', 'guest-me', 56.5)) } } });
    expect(await screen.findByText('Your share: €56.50')).toBeTruthy();
  });
});
