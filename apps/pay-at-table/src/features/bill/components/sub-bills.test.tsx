import { err, ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, tableDeviceDoc, U, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';

const line = (productId: string, name: string, unit: number) => ({
  productId,
  quantity: U,
  product: { name, discounts: [], subProducts: [], exclusiveCharges: [], unitPriceAfterTax: eur(unit), unitPriceAfterTaxAndDiscount: eur(unit) },
});

const check = (id: string, name: string, productId: string, left: number, total: number) => ({
  id,
  name,
  charges: [],
  discounts: [],
  subOrderAmount: eur(total),
  forecastedLeftToPay: eur(left),
  quantifiedProducts: [line(productId, `${name} dish`, total)],
});

const splitBill = (posSplitMode: string) =>
  billDoc({
    totalBillAmount: eur(60),
    leftToPay: eur(45),
    forecastedLeftToPay: eur(45),
    order: {
      ...billDoc().order,
      posSplitMode,
      subOrders: [check('c-1', 'Seat 1', 'p-1', 0, 15), check('c-2', 'Seat 2', 'p-2', 10, 20), check('c-3', 'Seat 3', 'p-3', 25, 25)],
    },
    unpaidItems: [
      { productId: 'p-2', quantity: U },
      { productId: 'p-3', quantity: U },
    ],
  });

const docs = (bill: ReturnType<typeof billDoc>) => ({
  'bills/bill-1': bill,
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});

describe('sub-bills on the bill page (1-core §3 "Sub-bill display", §4 "Sub-bills")', () => {
  test('"types paid, partiallyPaid, other"; "Paid sub-bills sort after unpaid ones"', async () => {
    await renderApp({ path: BILL, docs: docs(splitBill('SPLIT_BY_SEAT_ON_POS')) });
    const seats = await screen.findByRole('region', { name: 'Seats' });
    const cards = within(seats).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Seat 2', 'Seat 3', 'Seat 1']);
    expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual(['Partly paid', 'To pay', 'Paid']);
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
  });

  test('"with seat splitting on the point of sale, opens the split page with a subOrderId state"', async () => {
    const { router } = await renderApp({ path: BILL, docs: docs(splitBill('SPLIT_BY_SEAT_ON_POS')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Seat 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/new`));
    expect(router.state.location.state).toEqual({ subOrderId: 'c-3' });
  });

  test('"Pay-check starts a split by items for that sub-order"', async () => {
    const issueByItems = vi.fn(async () => ok({ splitId: 'split-check', billSplitAmount: eur(25) }));
    const { router } = await renderApp({ path: BILL, docs: docs(splitBill('SPLIT_BY_CHECK_ON_POS')), api: { billing: { issueByItems } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Seat 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-check/tips`));
    expect(issueByItems).toHaveBeenCalledWith({ billId: 'bill-1', consumer: { guestId: 'guest-me' }, items: { 'p-3': U }, relatedSubOrder: 'c-3' });
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
  });

  test("a failed pay-check shows 'split.issueSplit.failed'", async () => {
    const issueByItems = vi.fn(async () =>
      err({
        code: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        type: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        retryable: true,
        cause: { type: 'network' as const, message: 'down', timedOut: false },
      }),
    );
    await renderApp({ path: BILL, docs: docs(splitBill('SPLIT_BY_CHECK_ON_POS')), api: { billing: { issueByItems } } });
    expect(await screen.findByRole('heading', { name: 'Checks' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Seat 2' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  test('a bill not split on the point of sale shows no sub-bills', async () => {
    await renderApp({ path: BILL, docs: docs(billDoc()) });
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Checks' })).toBeNull();
  });
});
