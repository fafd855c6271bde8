import { err, ok } from '@tableside/api-client';
import { focusManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, issuedSplit, paidSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = {
  'bills/bill-1': billDoc(),
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
};
const issued = (guestId: string) => issuedSplit('split-1', guestId, 56.5);

describe('split route guard (2-paying §2 "Current split page", §5)', () => {
  test('the owner reaches the split page', async () => {
    await renderApp({ path: `${BILL}/splits/split-1`, docs, api: { billing: { getSplit: async () => ok(issued('guest-me')) } } });
    expect(await screen.findByText('Your share: €56.50')).toBeTruthy();
  });

  test.each([
    ["another diner's split", async () => ok(issued('guest-other'))],
    ['an unknown split', async () => err({ code: 'BILL_SPLIT_REJECTED' as const, type: 'split-not-found', status: 404 })],
  ])('%s sends the diner back to the bill with a replace navigation', async (_name, getSplit) => {
    const { router } = await renderApp({ path: `${BILL}/splits/split-1/payment-intents/new`, docs, api: { billing: { getSplit } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a device without an identity owns no split', async () => {
    const { router } = await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      identity: null,
      api: { billing: { getSplit: async () => ok(issued('guest-me')) } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('the receipt link of a paid split leads to its success page', async () => {
    await renderApp({ path: `${BILL}/splits/split-1/success`, docs, api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } } });
    expect(await screen.findByText(`You paid ${'€56.50'}`)).toBeTruthy();
  });
});

describe('split leases (issue 10 "An abandoned split blocks everyone")', () => {
  const expired = err({ code: 'BILL_SPLIT_REJECTED' as const, type: 'bill-split-expired', status: 410, message: 'released' });

  test('an open page of my issued split beats at once, and keeps the page while the lease lives', async () => {
    const beats: string[] = [];
    await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      api: {
        billing: {
          getSplit: async () => ok(issued('guest-me')),
          heartbeat: async (_billId: string, splitId: string) => (beats.push(splitId), ok({ ...issued('guest-me'), leaseExpiresAt: 1, leaseMs: 120_000 })),
        },
      },
    });
    expect(await screen.findByText('Your share: €56.50')).toBeTruthy();
    await waitFor(() => expect(beats).toEqual(['split-1']));
  });

  test('a split released while I was away says so plainly and leads back to the bill to start again', async () => {
    const { router } = await renderApp({
      path: `${BILL}/splits/split-1/tips`,
      docs,
      api: { billing: { getSplit: async () => ok(issued('guest-me')), heartbeat: async () => expired } },
    });
    expect(await screen.findByRole('heading', { name: 'Your split was released' })).toBeTruthy();
    expect(screen.getByText('Your split was released because you were away. Nothing was charged. Start again from the check.')).toBeTruthy();
    screen.getByRole('button', { name: 'Back to the check to start again' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('coming back to a released split (the read answers bill-split-expired) shows the same message, not a silent redirect', async () => {
    const { router } = await renderApp({ path: `${BILL}/splits/split-1/payment-intents/new`, docs, api: { billing: { getSplit: async () => expired } } });
    expect(await screen.findByRole('heading', { name: 'Your split was released' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BILL}/splits/split-1/payment-intents/new`);
  });

  test('the heartbeat paces on the lease the server states, pauses while the page is hidden and beats at once when it is visible again', async () => {
    let beats = 0;
    await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      api: {
        billing: {
          getSplit: async () => ok(issued('guest-me')),
          heartbeat: async () => ((beats += 1), ok({ ...issued('guest-me'), leaseExpiresAt: 1, leaseMs: 150 })),
        },
      },
    });
    // A 150 ms lease: a beat every 50 ms.
    await waitFor(() => expect(beats).toBeGreaterThanOrEqual(3));
    try {
      focusManager.setFocused(false);
      const hiddenAt = beats;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(beats - hiddenAt).toBeLessThanOrEqual(1);
      const beforeVisible = beats;
      focusManager.setFocused(true);
      await waitFor(() => expect(beats).toBeGreaterThan(beforeVisible));
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  test('a paid split holds no lease: no heartbeat is sent', async () => {
    let beats = 0;
    await renderApp({
      path: `${BILL}/splits/split-1/success`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)), heartbeat: async () => ((beats += 1), expired) } },
    });
    expect(await screen.findByText(`You paid ${'€56.50'}`)).toBeTruthy();
    expect(beats).toBe(0);
  });
});
