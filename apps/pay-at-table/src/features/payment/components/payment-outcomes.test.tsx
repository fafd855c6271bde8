import { err, ok, type BillSplitDomainReason } from '@tableside/api-client';
import { storedBillSplitSchema } from '@tableside/billing-domain';
import type { PaymentOutcome, PaymentRequest } from '@tableside/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, issuedSplit, paidSplit, rawSplit, tableDeviceDoc, U, venueDoc } from '../../../test/fixtures.js';
import { enabledButton } from '../../../test/enabled-button.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'ReactNativeWebView');
});

const BILL = '/venues/venue-1/bills/bill-1';
const SPLIT = `${BILL}/splits/split-1`;
const ANOMALY = `${BILL}/splits/new/anomaly`;
const issued = issuedSplit('split-1', 'guest-me', 56.5);
const docs = (overrides: { venue?: Record<string, unknown>; bill?: Record<string, unknown> } = {}) => ({
  'bills/bill-1': billDoc(overrides.bill),
  'venues/venue-1': venueDoc(overrides.venue),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const getSplit = async () => ok(issued);
/** "No tip" decided on the tips page: the tip modal before payment is then not offered (2-paying §4 "Tips flow gate"). */
const DECIDED_NO_TIP = { tip: eur(0) };
const succeeded = async (request: PaymentRequest): Promise<PaymentOutcome> => ({
  kind: 'succeeded',
  paymentId: request.paymentId,
  intentId: 'pi_ok',
  captured: true,
});

/** Pays by card: the card is entered in the provider's frame (faked here), then the app's pay button. */
async function payByCard() {
  await screen.findByTitle('Card details');
  // The Pay button waits for the loyalty panel to know the applied reward (none here).
  await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toHaveProperty('disabled', false), { timeout: 15_000 });
  fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

const refusal =
  (type: BillSplitDomainReason, amounts: Record<string, unknown> = {}) =>
  async () =>
    err({ code: 'BILL_SPLIT_DOMAIN_REFUSAL' as const, type, status: 409, ...amounts });

describe('engage refusals lead to the recovery modals (2-paying §4 "An engage failure marks the split with an error …, recomputes the anomaly and displays the recovery modals")', () => {
  const lessLeft = { leftToPay: eur(51.5), forecastedLeftToPay: eur(51.5) };

  test('"bill-split-exceeds-forecasted-left-to-pay" opens the anomaly screen for the issued split, not the error page', async () => {
    const confirm = vi.fn();
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs({ bill: lessLeft }),
      api: {
        billing: {
          getSplit,
          engagePayment: refusal('bill-split-exceeds-forecasted-left-to-pay', { previousBillSplitAmount: eur(56.5), newBillSplitAmount: eur(51.5) }),
        },
      },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(ANOMALY));
    expect(router.state.location.state).toMatchObject({ splitId: 'split-1', anomaly: { type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(5) } });
    const dialog = await screen.findByRole('dialog', { name: 'Your amount is more than what is left to pay' });
    expect(within(dialog).getByText('Your split is €56.50, but only €51.50 is left to pay.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .slice(1)
        .map((button) => button.textContent),
    ).toEqual(['Add the extra €5.00 as a tip', 'Pay only what is left (€51.50)', 'Delete my split']);
    expect(confirm).not.toHaveBeenCalled();
  });

  test('"pay only what is left" updates the issued split (PUT …/by-amount) and goes to its tips', async () => {
    const updateByAmount = vi.fn(async () => ok({ splitId: 'split-1', billSplitAmount: eur(51.5) }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs({ bill: lessLeft }),
      api: { billing: { getSplit, updateByAmount, engagePayment: refusal('bill-split-exceeds-forecasted-left-to-pay') } },
      payments: { confirm: vi.fn() },
    });
    await payByCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay only what is left (€51.50)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/tips`));
    expect(updateByAmount).toHaveBeenCalledWith({ billId: 'bill-1', splitId: 'split-1', consumer: { guestId: 'guest-me' }, newSplitAmount: eur(51.5) });
  });

  test('"add the excess as a tip" updates the split to what is left and carries the excess as the tip', async () => {
    const updateByAmount = vi.fn(async () => ok({ splitId: 'split-1', billSplitAmount: eur(51.5) }));
    const { router } = await renderApp({ path: ANOMALY, state: exceeds, docs: docs({ bill: lessLeft }), api: { billing: { getSplit, updateByAmount } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add the extra €5.00 as a tip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.location.state).toEqual({ tip: eur(5) });
  });

  test('"only if tipping is enabled": no tip option when the venue does not tip', async () => {
    const venue = { tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, tippingEnabled: false } } };
    await renderApp({ path: ANOMALY, state: exceeds, docs: docs({ venue, bill: lessLeft }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /as a tip/ })).toBeNull();
  });

  test('"delete the split" deletes the issued split (DELETE …/splits/{id}) and returns to the bill', async () => {
    const cancelSplit = vi.fn(async () => ok(undefined));
    const { router } = await renderApp({ path: ANOMALY, state: exceeds, docs: docs({ bill: lessLeft }), api: { billing: { cancelSplit } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my split' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
    expect(cancelSplit).toHaveBeenCalledWith('bill-1', 'split-1');
  });

  test('"split.issueSplit.failed" when the update still fails after the retries', async () => {
    const updateByAmount = vi.fn(async () =>
      err({
        code: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        type: 'BILLING_INFRASTRUCTURE_FAILURE' as const,
        retryable: true,
        cause: { type: 'network' as const, message: 'down', timedOut: false },
      }),
    );
    const { router } = await renderApp({ path: ANOMALY, state: exceeds, docs: docs({ bill: lessLeft }), api: { billing: { updateByAmount } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay only what is left (€51.50)' }));
    expect(await screen.findByText("We couldn't create your split. Please try again.")).toBeTruthy();
    expect(router.state.location.pathname).toBe(ANOMALY);
  });

  test('"Amount or type changed between issue and engage: The bill changed; start a new split" deletes the split and opens a new one', async () => {
    const cancelSplit = vi.fn(async () => ok(undefined));
    const state = {
      splitId: 'split-1',
      anomaly: {
        type: 'SplitAmountChangedBetweenIssueAndEngage',
        splitAmount: eur(56.5),
        forecastedLeftToPay: eur(51.5),
        previousBillSplitAmount: eur(56.5),
        newBillSplitAmount: eur(51.5),
      },
    };
    const { router } = await renderApp({ path: ANOMALY, state, docs: docs(), api: { billing: { cancelSplit } } });
    expect(await screen.findByRole('dialog', { name: 'The check has changed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new split' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/new`));
    expect(router.state.location.state).toEqual({ chosenToChangeSplitTypeAfterSplitAnomaly: true });
    expect(cancelSplit).toHaveBeenCalledWith('bill-1', 'split-1');
  });

  test('"Already paid items: … pay only the remaining selected items" updates the items split (PUT …/by-items)', async () => {
    const updateByItems = vi.fn(async () => ok({ splitId: 'split-1', billSplitAmount: eur(14) }));
    const state = {
      splitId: 'split-1',
      anomaly: {
        type: 'AlreadyPaidItems',
        splitAmount: eur(38.5),
        forecastedLeftToPay: eur(14),
        alreadyPaidItems: [{ productId: 'line-2', selectedQuantity: U, unpaidQuantity: 0 }],
        remainingSelection: { 'line-1': U },
      },
    };
    const { router } = await renderApp({ path: ANOMALY, state, docs: docs(), api: { billing: { updateByItems } } });
    const dialog = await screen.findByRole('dialog', { name: 'Some items have already been paid' });
    expect(within(dialog).getByText('1 item in your selection has already been paid')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay only the remaining items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/tips`));
    expect(updateByItems).toHaveBeenCalledWith({ billId: 'bill-1', splitId: 'split-1', consumer: { guestId: 'guest-me' }, items: { 'line-1': U } });
  });

  test('"Virtual discount could not be burnt: Retry, or delete": retry returns to the payment of the split', async () => {
    const state = { splitId: 'split-1', anomaly: { type: 'VirtualDiscountCouldNotBeBurnt', splitAmount: eur(56.5), forecastedLeftToPay: eur(56.5) } };
    const { router } = await renderApp({ path: ANOMALY, state, docs: docs(), api: { billing: { getSplit } } });
    expect(await screen.findByText('Your discount could not be applied to this payment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
  });

  test.each([
    ['shares-differ', 'Another guest has split the check into a different number of shares. Please edit your split.'],
    ['another-payment-exists', 'Another guest has already paid part of the check another way. Please edit your split.'],
    ['base-amount-changed', 'The check has changed since you chose your shares. Please edit your split.'],
  ])('"Invalid split by share: Edit the split; a different message if the shares differ or another payment exists" (%s)', async (reason, message) => {
    const state = { anomaly: { type: 'InvalidSplitByShare', reason, splitAmount: eur(28.25), forecastedLeftToPay: eur(56.5) } };
    await renderApp({ path: ANOMALY, state, docs: docs() });
    const dialog = await screen.findByRole('dialog', { name: 'This split by shares is no longer valid' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit my split' })).toBeTruthy();
  });
});

const exceeds = {
  splitId: 'split-1',
  anomaly: { type: 'SplitAmountExceedsForecastedLeftToPay', splitAmount: eur(56.5), forecastedLeftToPay: eur(51.5), excess: eur(5) },
};

describe('voucher code modal and the breakdown (2-paying §4 "Voucher", §5, §9)', () => {
  const venue = { voucherEnabled: true };

  test('the code is upper-cased, evaluated against the base amount and business, and applied as a breakdown line', async () => {
    const evaluateVoucher = vi.fn(async () => ok({ code: 'WELCOME10', data: {}, discountPercentage: 1000, discountAmount: eur(5.65) }));
    const engagePayment = vi.fn(async () => ok({ billSplitAmount: eur(56.5), paymentId: 'pay_server', settled: false }));
    const confirm = vi.fn(succeeded);
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs({ venue }),
      api: { billing: { getSplit, engagePayment }, vouchers: { evaluateVoucher } },
      payments: { confirm },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a voucher code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a voucher' });
    fireEvent.change(within(dialog).getByLabelText('Voucher code'), { target: { value: 'welcome10' } });
    expect((within(dialog).getByLabelText('Voucher code') as HTMLInputElement).value).toBe('WELCOME10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the voucher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Applied to the split: the server records it and takes it off the charge.
    expect(evaluateVoucher).toHaveBeenCalledWith({ code: 'WELCOME10', amount: eur(56.5), businessId: 'business-1', billId: 'bill-1', splitId: 'split-1' });
    const breakdown = screen.getByRole('region', { name: 'Payment details' });
    expect(await within(breakdown).findByText('Voucher WELCOME10')).toBeTruthy();
    expect(within(breakdown).getByText('-€5.65')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ voucher: { code: 'WELCOME10', discountAmount: eur(5.65) } });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ amount: eur(50.85) });
    // Re-applied before the engagement (a failed payment releases it), on the same split.
    expect(evaluateVoucher).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['EXPIRED', { expiredDate: '2025-01-01T00:00:00.000Z' }, /^This voucher expired on .*2025/],
    ['NOT_YET_ACTIVE', { startedAt: '2099-01-01T00:00:00.000Z' }, /^This voucher can be used from .*2099/],
    ['INSUFFICIENT_AMOUNT', { minimalAmount: 100 * U, currency: 'EUR' }, /^This voucher needs a minimum amount of €100\.00\.$/],
    ['UNKNOWN', {}, /^This voucher code does not exist\.$/],
    ['MAX_USE_REACHED', { maxUse: 1 }, /^This voucher has already been used the maximum number of times\.$/],
  ] as const)('"voucher.error.%s" is shown with its data', async (code, data, message) => {
    const evaluateVoucher = vi.fn(async () => err({ message: 'Voucher not applicable' as const, code, data }));
    await renderApp({ path: `${SPLIT}/payment-intents/new`, docs: docs({ venue }), api: { billing: { getSplit }, vouchers: { evaluateVoucher } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a voucher code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a voucher' });
    fireEvent.change(within(dialog).getByLabelText('Voucher code'), { target: { value: 'code' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the voucher' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(message);
  });

  test('no voucher button when the venue does not enable vouchers', async () => {
    await renderApp({ path: `${SPLIT}/payment-intents/new`, docs: docs(), api: { billing: { getSplit } } });
    await screen.findByTitle('Card details');
    expect(screen.queryByRole('button', { name: 'Add a voucher code' })).toBeNull();
  });

  test('"Fully discounted splits (left amount 0 with a split): a check-out button replaces payment (via the fully-discount call)"', async () => {
    const evaluateVoucher = vi.fn(async () => ok({ code: 'ALL', data: {}, discountAmount: eur(100) }));
    const fullyDiscount = vi.fn(async () => ok(undefined));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs({ venue }),
      api: { billing: { getSplit, fullyDiscount }, vouchers: { evaluateVoucher } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a voucher code' }));
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply the voucher' }));
    fireEvent.click(await enabledButton('Check out'));
    expect(screen.queryByTitle('Card details')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(fullyDiscount).toHaveBeenCalledWith('bill-1', 'split-1');
  });

  test('"a check-out without payment fails": the default error title as a toast', async () => {
    const discounted = storedBillSplitSchema.parse({ ...rawSplit('split-1', 'guest-me', 0), status: 'ISSUED', paymentId: undefined });
    const fullyDiscount = vi.fn(async () =>
      err({ code: 'BILL_SPLIT_DOMAIN_REFUSAL' as const, type: 'virtual-discount-could-not-be-burnt' as const, status: 409 }),
    );
    await renderApp({ path: `${SPLIT}/payment-intents/new`, docs: docs(), api: { billing: { getSplit: async () => ok(discounted), fullyDiscount } } });
    fireEvent.click(await enabledButton('Check out'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  test('taxes and fees and the digital fee have their explanation modals', async () => {
    const itemised = storedBillSplitSchema.parse({
      ...rawSplit('split-1', 'guest-me', 56.5),
      status: 'ISSUED',
      paymentId: undefined,
      consumerSundayFees: eur(0.5),
      breakdown: { subTotal: eur(50.85), appliedCharges: [{ type: 'TAX', model: 'RATE', label: 'TVA', rate: 1000, chargedAmount: eur(5.65) }] },
    });
    await renderApp({ path: `${SPLIT}/payment-intents/new`, docs: docs(), api: { billing: { getSplit: async () => ok(itemised) } } });
    const breakdown = await screen.findByRole('region', { name: 'Payment details' });
    expect(
      within(breakdown)
        .getAllByRole('term')
        .map((term) => term.firstChild?.textContent),
    ).toEqual(['Subtotal', 'Digital fee', 'Taxes and fees', 'Total']);
    fireEvent.click(within(breakdown).getByRole('button', { name: 'About Taxes and fees' }));
    expect(await screen.findByRole('dialog', { name: 'Taxes and fees' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(breakdown).getByRole('button', { name: 'About Digital fee' }));
    expect(await screen.findByText('The digital fee covers the cost of paying from your phone at the table.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay €57.00' })).toBeTruthy();
  });
});

describe('payment outcomes (2-paying §4 "Payment flow steps")', () => {
  test('"Initiation failure, processing failure, failed: Recoverable failure modal"; the retry succeeds', async () => {
    const confirm = vi.fn(succeeded).mockImplementationOnce(async (request) => ({
      kind: 'failed',
      paymentId: request.paymentId,
      intentId: 'pi_1',
      code: 'card_declined',
      message: 'declined',
    }));
    const engagePayment = vi.fn(async () => ok({ billSplitAmount: eur(56.5), paymentId: 'pay_server', settled: false }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Your payment did not go through' });
    expect(router.state.location.state).toMatchObject({ recoverable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  test('the page opened with the recoverable flag shows the modal', async () => {
    await renderApp({ path: `${SPLIT}/payment-intents/new`, state: { recoverable: true }, docs: docs(), api: { billing: { getSplit } } });
    expect(await screen.findByRole('dialog', { name: 'Your payment did not go through' })).toBeTruthy();
  });
});

describe('success page (2-paying §4 "Succeeded: Success page; the native app is signalled", §8 refused by POS)', () => {
  test('posts BillSplitPaid to the native app once', async () => {
    const postMessage = vi.fn();
    Reflect.set(window, 'ReactNativeWebView', { postMessage });
    await renderApp({ path: `${SPLIT}/success`, docs: docs(), api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } } });
    expect(await screen.findByRole('heading', { name: 'Thank you, your payment went through' })).toBeTruthy();
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'BillSplitPaid', billId: 'bill-1', splitId: 'split-1' }));
  });

  test("a cause without a message of its own falls back to UNRECOGNIZED ('paymentSuccessPage.refusedByPos.cause.{cause}.mine')", async () => {
    const refused = storedBillSplitSchema.parse({ ...rawSplit('split-1', 'guest-me', 56.5), paymentRefusedByPosCause: 'TABLE_LOCKED' });
    await renderApp({ path: `${SPLIT}/success`, docs: docs(), api: { billing: { getSplit: async () => ok(refused) } } });
    expect(await screen.findByText('Your payment went through, but the till could not record it. Please show this page to your server.')).toBeTruthy();
  });
});
