import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, issuedSplit, rawSplit, U, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const NEW = `${BILL}/splits/new`;

const line = (productId: string, name: string, unit: number, quantity: number) => ({
  productId,
  quantity: quantity * U,
  product: { name, discounts: [], subProducts: [], exclusiveCharges: [], unitPriceAfterTax: eur(unit), unitPriceAfterTaxAndDiscount: eur(unit) },
});

const seat = (id: string, name: string, products: ReturnType<typeof line>[], left: number, total: number) => ({
  id,
  name,
  charges: [],
  discounts: [],
  subOrderAmount: eur(total),
  forecastedLeftToPay: eur(left),
  quantifiedProducts: products,
});

const seatBill = (overrides: Record<string, unknown> = {}) =>
  billDoc({
    totalBillAmount: eur(40),
    leftToPay: eur(40),
    forecastedLeftToPay: eur(40),
    order: {
      ...billDoc().order,
      posSplitMode: 'SPLIT_BY_SEAT_ON_POS',
      subOrders: [
        seat('seat-1', 'Seat 1', [line('s1-burger', 'Burger', 15, 1), line('s1-fries', 'Fries', 5, 1)], 20, 20),
        seat('seat-2', 'Seat 2', [line('s2-salad', 'Salad', 20, 1)], 20, 20),
      ],
    },
    unpaidItems: [
      { productId: 's1-burger', quantity: U },
      { productId: 's1-fries', quantity: U },
      { productId: 's2-salad', quantity: U },
    ],
    ...overrides,
  });

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('split by items (2-paying §2 "Items-split page", §4 "By items", §5)', () => {
  test('"confirm disabled when selected total is 0"; a selection shows its total and issues by items', async () => {
    const issueByItems = vi.fn(async () => ok({ splitId: 'split-items', billSplitAmount: eur(15) }));
    const { router } = await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() }, api: { billing: { issueByItems } } });
    expect(((await screen.findByRole('radio', { name: 'Pay for my items' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Confirm my share' })).toHaveProperty('disabled', true);
    fireEvent.click(checkbox(/Burger/));
    expect(screen.getByText('Your selection').nextElementSibling?.textContent).toBe('€15.00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-items/tips`));
    expect(issueByItems).toHaveBeenCalledWith({ billId: 'bill-1', consumer: { guestId: 'guest-me' }, items: { 's1-burger': U } });
  });

  test('"a group can be toggled at once": a seat is selected and unselected as a whole', async () => {
    await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Select all of Seat 1' }));
    expect((checkbox(/Burger/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/Fries/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/Salad/) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect all of Seat 1' }));
    expect((checkbox(/Burger/) as HTMLInputElement).checked).toBe(false);
  });

  test('"with seat splitting … opens the split page with a subOrderId state": the seat starts selected and is sent as relatedSubOrder', async () => {
    const issueByItems = vi.fn(async () => ok({ splitId: 'split-seat', billSplitAmount: eur(20) }));
    await renderApp({
      path: NEW,
      state: { subOrderId: 'seat-1' },
      docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() },
      api: { billing: { issueByItems } },
    });
    expect(((await screen.findByRole('checkbox', { name: /Fries/ })) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/Burger/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() =>
      expect(issueByItems).toHaveBeenCalledWith({
        billId: 'bill-1',
        consumer: { guestId: 'guest-me' },
        items: { 's1-burger': U, 's1-fries': U },
        relatedSubOrder: 'seat-1',
      }),
    );
  });

  test('"Items paid in the meantime show as already paid with a warning count"; the selection turns red above left to pay', async () => {
    const { fake } = await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill({ leftToPay: eur(18) }), 'venues/venue-1': venueDoc() } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Burger/ }));
    fireEvent.click(checkbox(/Fries/));
    expect(screen.getByText('Your selection').nextElementSibling?.className).toMatch(/exceeding/);
    expect(screen.getByText('Your selection is more than what is left to pay.')).toBeTruthy();
    fake.set(
      'bills/bill-1',
      seatBill({
        unpaidItems: [
          { productId: 's1-fries', quantity: U },
          { productId: 's2-salad', quantity: U },
        ],
      }),
    );
    expect(await screen.findByText('Items paid in the meantime: 1')).toBeTruthy();
    expect(checkbox(/Burger.*Already paid/)).toHaveProperty('disabled', true);
  });

  test('"Check for anomalies first. If one exists, navigate to the anomaly screen": an item paid in the meantime opens the AlreadyPaidItems recovery', async () => {
    const issueByItems = vi.fn(async () => ok({ splitId: 'split-items', billSplitAmount: eur(5) }));
    const { fake, router } = await renderApp({
      path: NEW,
      docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() },
      api: { billing: { issueByItems } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Burger/ }));
    fireEvent.click(checkbox(/Fries/));
    fake.set(
      'bills/bill-1',
      seatBill({
        leftToPay: eur(25),
        forecastedLeftToPay: eur(25),
        unpaidItems: [
          { productId: 's1-fries', quantity: U },
          { productId: 's2-salad', quantity: U },
        ],
      }),
    );
    expect(await screen.findByText('Items paid in the meantime: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${NEW}/anomaly`));
    const dialog = await screen.findByRole('dialog', { name: 'Some items have already been paid' });
    expect(issueByItems).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay only the remaining items' }));
    await waitFor(() => expect(issueByItems).toHaveBeenCalledWith({ billId: 'bill-1', consumer: { guestId: 'guest-me' }, items: { 's1-fries': U } }));
  });

  test('"A \'mark as paid\' button writes to a shared store": the selection is added to valueAtScale5 of each item', async () => {
    const { fake } = await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() } });
    const increment = vi.fn(async () => ok({}));
    fake.store.increment = increment;
    fireEvent.click(await screen.findByRole('button', { name: 'Select all of Seat 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(increment).toHaveBeenCalledTimes(2));
    expect(increment).toHaveBeenCalledWith('bills/bill-1/itemsManuallyMarkedAsPaid/s1-burger', 'valueAtScale5', U);
    expect(increment).toHaveBeenCalledWith('bills/bill-1/itemsManuallyMarkedAsPaid/s1-fries', 'valueAtScale5', U);
    fake.set('bills/bill-1/itemsManuallyMarkedAsPaid/s1-burger', { valueAtScale5: U });
    expect(await screen.findByRole('checkbox', { name: /Burger.*Marked as paid/ })).toHaveProperty('disabled', true);
  });

  test('a failed mark as paid says so', async () => {
    const { fake } = await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill(), 'venues/venue-1': venueDoc() } });
    fake.store.increment = async () => ({ ok: false, error: { code: 'unavailable', message: 'down' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Salad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('The items could not be marked as paid. Please try again.')).toBeTruthy();
  });

  test("another diner's ongoing split by items holds its items", async () => {
    const other = { ...rawSplit('split-other', 'guest-other', 20), status: 'ISSUED', splitType: 'BY_ITEMS', modality: { items: { 's2-salad': U } } };
    await renderApp({ path: NEW, docs: { 'bills/bill-1': seatBill({ sundayBillSplits: { 'split-other': other } }), 'venues/venue-1': venueDoc() } });
    expect(await screen.findByRole('checkbox', { name: /Salad.*Chosen by another guest/ })).toHaveProperty('disabled', true);
  });
});

describe('new split page (2-paying §2, §4 "Split edition")', () => {
  test.each([
    [
      '"Each is offered only if the venue enables it"',
      venueDoc({ configuration: { SPLIT_BY_ITEMS_ENABLED: false, SPLIT_BY_SHARE_ENABLED: true, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: true } }),
      billDoc(),
      ['Divide the check equally', 'Pay a custom amount'],
    ],
    [
      '"items is hidden when the bill blocks it"',
      venueDoc(),
      billDoc({ ongoingSplitByShare: { baseAmount: eur(56.5), numberOfGuests: 4, shares: 0 } }),
      ['Divide the check equally', 'Pay a custom amount'],
    ],
    ['all three, items first', venueDoc(), billDoc(), ['Pay for my items', 'Divide the check equally', 'Pay a custom amount']],
  ])('%s', async (_rule, venue, bill, radios) => {
    await renderApp({ path: NEW, docs: { 'bills/bill-1': bill, 'venues/venue-1': venue } });
    await screen.findByRole('heading', { name: 'Split the check' });
    if ('ongoingSplitByShare' in bill) fireEvent.click(screen.getByRole('button', { name: 'Change split' }));
    expect(
      within(screen.getByRole('group', { name: 'How would you like to split?' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(radios);
  });

  test('"An ongoing split by share on the bill shows a join view with a \'change split\' option"', async () => {
    const bill = billDoc({ ongoingSplitByShare: { baseAmount: eur(120), numberOfGuests: 4, shares: 1 } });
    await renderApp({ path: NEW, docs: { 'bills/bill-1': bill, 'venues/venue-1': venueDoc() } });
    expect(await screen.findByText('The check of €120.00 is already being divided between 4 guests.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'How would you like to split?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change split' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay a custom amount' }));
    expect(screen.getByLabelText('Amount in EUR')).toBeTruthy();
  });

  test('"Redirects to an existing ongoing split if one exists" (replace)', async () => {
    const mine = { ...rawSplit('split-mine', 'guest-me', 20), status: 'ISSUED' };
    const getSplit = vi.fn(async () => ok(issuedSplit('split-mine', 'guest-me', 20)));
    const { router } = await renderApp({
      path: NEW,
      docs: { 'bills/bill-1': billDoc({ sundayBillSplits: { 'split-mine': mine } }), 'venues/venue-1': venueDoc() },
      api: { billing: { getSplit } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/split-mine`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a split just dropped does not redirect back to itself', async () => {
    const mine = { ...rawSplit('split-mine', 'guest-me', 20), status: 'ISSUED' };
    const { router } = await renderApp({
      path: NEW,
      state: { droppedSplitId: 'split-mine', splitType: 'amount' },
      docs: { 'bills/bill-1': billDoc({ sundayBillSplits: { 'split-mine': mine } }), 'venues/venue-1': venueDoc() },
    });
    expect(((await screen.findByRole('radio', { name: 'Pay a custom amount' })) as HTMLInputElement).checked).toBe(true);
    expect(router.state.location.pathname).toBe(NEW);
  });

  test('no split type enabled says so', async () => {
    await renderApp({ path: NEW, docs: { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc({ configuration: {} }) } });
    expect(await screen.findByText('Splitting is not available at this venue.')).toBeTruthy();
  });
});
