import { err, ok } from '@tableside/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOW, billDoc, eur, rawSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = (bill = billDoc(), venue = venueDoc()) => ({
  'bills/bill-1': bill,
  'venues/venue-1': venue,
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});

describe('bill page (1-core §2 "Bill page")', () => {
  test('shows the table name, the amount with a progress bar, products with zero price hidden, discounts and charges', async () => {
    await renderApp({ path: BILL, docs: docs() });
    expect(await screen.findByRole('heading', { name: 'Table 1' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Amount paid' }).getAttribute('aria-valuenow')).toBe('0');
    const products = screen.getByRole('list', { name: 'Products' });
    expect(within(products).getByText('Steak frites')).toBeTruthy();
    expect(within(products).getByText('2×')).toBeTruthy();
    expect(within(products).queryByText('Free water')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Discounts' })).getByText('Happy hour')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Included taxes' })).getByText('TVA 10%')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('"the table name or TAB": a tab bill is titled TAB', async () => {
    await renderApp({ path: BILL, docs: docs(billDoc({ tabId: 'tab-1' })) });
    expect(await screen.findByRole('heading', { name: 'TAB' })).toBeTruthy();
  });

  test.each([
    ['"bill neither up to date nor too old, money remains" shows POS-disconnected', NOW - 10 * 60_000, /can't reach the restaurant's till/],
    ['a bill older than 7 hours is not refreshed', NOW - 8 * 3_600_000, /has not been updated for a while/],
  ])('%s', async (_name, refreshedAt, message) => {
    await renderApp({ path: BILL, docs: docs(billDoc({ refreshedAt })) });
    await screen.findByRole('heading', { name: 'Table 1' });
    expect(screen.getByRole('status').textContent).toMatch(message);
    expect(screen.getByRole('button', { name: 'Pay or split the check' })).toHaveProperty('disabled', true);
  });

  test('a bill that stops being refreshed while the page is open shows POS-disconnected within the freshness tick, and payment closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      await renderApp({ path: BILL, docs: docs(billDoc({ refreshedAt: NOW })), now: () => Date.now() });
      await screen.findByRole('heading', { name: 'Table 1' });
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('button', { name: 'Pay or split the check' })).toHaveProperty('disabled', false);
      vi.setSystemTime(NOW + 10 * 60_000);
      await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/can't reach the restaurant's till/));
      expect(screen.getByRole('button', { name: 'Pay or split the check' })).toHaveProperty('disabled', true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('already paid: "you paid" with a receipt link only on my payment; another guest shows their name, no link', async () => {
    const bill = billDoc({
      leftToPay: eur(16.5),
      sundayBillSplits: { 'split-me': rawSplit('split-me', 'guest-me', 10), 'split-alex': rawSplit('split-alex', 'guest-alex', 30, 'Alex') },
    });
    await renderApp({ path: BILL, docs: docs(bill) });
    const paid = await screen.findByRole('list', { name: 'Already paid' });
    expect(within(paid).getByText('You paid')).toBeTruthy();
    expect(within(paid).getByText('Alex paid')).toBeTruthy();
    const links = within(paid).getAllByRole('link', { name: 'Receipt' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${BILL}/splits/split-me/success`);
  });

  test('"A pending banner shows the count and total of the user\'s unpaid ongoing payments"', async () => {
    const bill = billDoc({ sundayBillSplits: { p: { ...rawSplit('p', 'guest-me', 20), status: 'PENDING' } } });
    await renderApp({ path: BILL, docs: docs(bill) });
    expect(await screen.findByText('1 payment in progress (€20.00)')).toBeTruthy();
  });

  test('a fully paid bill offers the details instead of payment', async () => {
    await renderApp({ path: BILL, docs: docs(billDoc({ leftToPay: eur(0) })) });
    expect(await screen.findByText('This check is fully paid')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See the details' }));
    expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
  });

  test('#pay-full-bill-or-split opens the choice; "Pay full bill" issues a left-to-pay split and goes to tips', async () => {
    const issueLeftToPay = vi.fn(async () => ok({ splitId: 'split-new', billSplitAmount: eur(56.5) }));
    const { router } = await renderApp({ path: BILL, docs: docs(), api: { billing: { issueLeftToPay } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay or split the check' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
    expect(router.state.location.hash).toBe('#pay-full-bill-or-split');
    expect(within(dialog).getByRole('button', { name: 'Split the check' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay the full check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-new/tips`));
    expect(issueLeftToPay).toHaveBeenCalledWith({ billId: 'bill-1', consumer: { guestId: 'guest-me' } });
  });

  test('after a partial payment the choice reads "Pay what\'s left"; without split flags only paying is offered', async () => {
    const venue = venueDoc({ configuration: { SPLIT_BY_ITEMS_ENABLED: false, SPLIT_BY_SHARE_ENABLED: false, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: false } });
    await renderApp({ path: `${BILL}#pay-full-bill-or-split`, docs: docs(billDoc({ leftToPay: eur(20) }), venue) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: "Pay what's left" })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Split the check' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a failed split issue shows "split.issueSplit.failed" in a toast', async () => {
    const issueLeftToPay = vi.fn(async () =>
      err({
        code: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        type: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        retryable: true,
        cause: { type: 'network' as const, message: 'down', timedOut: false },
      }),
    );
    await renderApp({ path: `${BILL}#pay-full-bill-or-split`, docs: docs(), api: { billing: { issueLeftToPay } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the full check' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't create your split/);
  });

  test('"Pay full bill" refused because another diner took the bill first opens the anomaly recovery, not the toast (2-paying §4)', async () => {
    const issueLeftToPay = vi.fn(async () =>
      err({ code: 'BILL_SPLIT_DOMAIN_REFUSAL' as const, type: 'bill-split-exceeds-forecasted-left-to-pay' as const, status: 409, newBillSplitAmount: eur(0) }),
    );
    const { router } = await renderApp({ path: `${BILL}#pay-full-bill-or-split`, docs: docs(), api: { billing: { issueLeftToPay } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the full check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/new/anomaly`));
    const dialog = await screen.findByRole('dialog', { name: 'Your amount is more than what is left to pay' });
    expect(dialog.textContent).toMatch(/Another guest is already paying the rest/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .slice(1)
        .map((button) => button.textContent),
    ).toEqual(['Back to the check']);
    expect(screen.queryByText(/couldn't create your split/)).toBeNull();
  });

  test('live updates: a realtime change of the bill is shown', async () => {
    const { fake } = await renderApp({ path: BILL, docs: docs() });
    await screen.findByRole('heading', { name: 'Table 1' });
    fake.set('bills/bill-1', billDoc({ leftToPay: eur(6.5) }));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88'));
  });

  test('"Shortly after the page regains focus (30-second grace), a table order refresh is triggered, at most once per 20 seconds"', async () => {
    // The page's clock and TanStack Query's staleness both read Date, moved by hand here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      const refreshTable = vi.fn(async () => ok({ advisoryDelayUntilNext: 60_000, fallback: false }));
      await renderApp({ path: BILL, docs: docs(), now: () => Date.now(), api: { refresh: { refreshTable } } });
      await screen.findByRole('heading', { name: 'Table 1' });
      const regainFocusAt = async (ms: number) => {
        vi.setSystemTime(NOW + ms);
        await act(async () => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      };
      expect(refreshTable).not.toHaveBeenCalled();
      await regainFocusAt(29_999);
      expect(refreshTable).not.toHaveBeenCalled();
      await regainFocusAt(31_000);
      await waitFor(() => expect(refreshTable).toHaveBeenCalledTimes(1));
      expect(refreshTable).toHaveBeenCalledWith('table-1');
      await regainFocusAt(36_000);
      await regainFocusAt(50_999);
      expect(refreshTable).toHaveBeenCalledTimes(1);
      await regainFocusAt(51_000);
      await waitFor(() => expect(refreshTable).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  test('a missing bill shows the default error title', async () => {
    await renderApp({ path: BILL, docs: { 'venues/venue-1': venueDoc() } });
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
  });
});
