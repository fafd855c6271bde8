import { ok, type HttpClient } from '@tableside/api-client';
import type { PaymentOutcome, PaymentRequest } from '@tableside/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, issuedSplit, paidSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { fakeCardFrame, TEST_PAYMENT_METHOD_ID } from '../../../test/fake-card-frame.js';
import { enabledButton } from '../../../test/enabled-button.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const SPLIT = `${BILL}/splits/split-1`;
const issued = issuedSplit('split-1', 'guest-me', 56.5);
const docs = (venue = venueDoc()) => ({
  'bills/bill-1': billDoc(),
  'venues/venue-1': venue,
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
});
const getSplit = async () => ok(issued);
/** "No tip" decided on the tips page: the tip modal before payment is then not offered (2-paying §4 "Tips flow gate"). */
const DECIDED_NO_TIP = { tip: eur(0) };
const engagePayment = vi.fn(async () => ok({ billSplitAmount: eur(56.5), paymentId: 'pay_server', settled: false }));

/** Pays by card: the card is entered in the provider's frame (faked here), then the app's pay button. */
async function payByCard() {
  await screen.findByTitle('Card details');
  // The Pay button waits for the loyalty panel to know the applied reward (none here).
  await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toHaveProperty('disabled', false), { timeout: 15_000 });
  fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('tips page (2-paying §2, §4 "Tips")', () => {
  test('suggestions from tips-engine with the medium one preselected; continuing carries the tip to payment', async () => {
    const { router } = await renderApp({ path: `${SPLIT}/tips`, docs: docs(), api: { billing: { getSplit } } });
    const options = await screen.findByRole('group', { name: 'Add a tip' });
    const radios = within(options).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[2] as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.location.state).toMatchObject({ tip: { currency: 'EUR' } });
    const breakdown = await screen.findByRole('region', { name: 'Payment details' });
    expect(within(breakdown).getByText('Tip')).toBeTruthy();
  });

  test('"redirects to the payment page if none applies": tipping disabled', async () => {
    const venue = venueDoc({ tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, tippingEnabled: false } } });
    const { router } = await renderApp({ path: `${SPLIT}/tips`, docs: docs(venue), api: { billing: { getSplit } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('"No tip" is offered only when allowNoTips', async () => {
    const venue = venueDoc({ tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, allowNoTips: false } } });
    await renderApp({ path: `${SPLIT}/tips`, docs: docs(venue), api: { billing: { getSplit } } });
    const options = await screen.findByRole('group', { name: 'Add a tip' });
    expect(within(options).queryByRole('radio', { name: 'No tip' })).toBeNull();
  });
});

describe('payment intent page (2-paying §2, §4 "Payment flow steps")', () => {
  test('the Pay button cannot be pressed while the loyalty panel does not know the applied reward yet (the charge would miss it)', async () => {
    // The loyalty programme's answers hang until released: the panel cannot know the reward applied on the split.
    const answers: ((value: unknown) => void)[] = [];
    let released = false;
    const json = vi.fn(() => (released ? Promise.resolve(ok(null)) : new Promise((resolve) => answers.push(resolve))));
    const engage = vi.fn(engagePayment);
    await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment: engage } },
      http: { json: json as unknown as HttpClient['json'] },
    });
    await screen.findByTitle('Card details');
    await waitFor(() => expect(json).toHaveBeenCalled(), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: /^Pay / })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(engage).not.toHaveBeenCalled();
    // The business has no programme (204): nothing is taken off, Pay is enabled.
    released = true;
    for (const answer of answers) answer(ok(null));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toHaveProperty('disabled', false));
  });

  test.each([
    ['FR venues', 'FR', 'Confirm payment'],
    ['others', 'GB', 'Payment method'],
  ])('the title is right for %s', async (_name, countryCode, title) => {
    await renderApp({ path: `${SPLIT}/payment-intents/new`, docs: docs(venueDoc({ countryCode })), api: { billing: { getSplit } } });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  test.each([
    ['the bill is stale', billDoc({ refreshedAt: 1_800_000_000_000 - 6 * 60_000 }), { allPaymentsEnabled: true }],
    ['payments are disabled', billDoc(), { allPaymentsEnabled: false }],
  ])('"leaves for the bill page when %s"', async (_name, bill, settings) => {
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: { ...docs(), 'bills/bill-1': bill, 'configs/settings': settings },
      api: { billing: { getSplit } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('"Payment is shown only if left to pay is 0 or more, otherwise the error \'ticket.exceedingAmountError\'"', async () => {
    await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: { ...docs(), 'bills/bill-1': billDoc({ leftToPay: eur(-3) }) },
      api: { billing: { getSplit } },
    });
    expect(await screen.findByRole('alert', { name: 'More has been paid than the check total. Please ask your server.' })).toBeTruthy();
    expect(screen.getByText('€3.00 overpaid')).toBeTruthy();
    expect(screen.queryByTitle('Card details')).toBeNull();
  });

  test("an invalid card (marked in the provider's frame) charges nothing and the page stays", async () => {
    const confirm = vi.fn();
    const frame = fakeCardFrame({ ok: false, code: 'invalid-card' });
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm, mountCardFields: frame.mountCardFields },
    });
    await payByCard();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / }).getAttribute('aria-busy')).not.toBe('true'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`);
  });

  test("the card fields are the provider's, mounted in the diner's locale for the amount; autofocus off for FR venues (2-paying §9)", async () => {
    const frame = fakeCardFrame();
    await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit } },
      payments: { mountCardFields: frame.mountCardFields },
    });
    await screen.findByTitle('Card details');
    expect(frame.mounts[0]).toMatchObject({ locale: 'en-US', title: 'Card details', amount: eur(56.5), autofocus: false });
    expect(screen.queryByRole('textbox', { name: /card/i })).toBeNull();
  });

  test('a card frame that cannot be reached opens the recoverable failure modal and charges nothing', async () => {
    const confirm = vi.fn();
    const frame = fakeCardFrame({ ok: false, code: 'card-frame-unavailable' });
    await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm, mountCardFields: frame.mountCardFields },
    });
    await payByCard();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  test('"Succeeded: success page": engaged under the payment id the server generates, then the provider runs', async () => {
    const confirm = vi.fn(async (request: PaymentRequest): Promise<PaymentOutcome> => ({
      kind: 'succeeded',
      paymentId: request.paymentId,
      intentId: 'pi_1',
      captured: true,
    }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(engagePayment).toHaveBeenCalledWith({ billId: 'bill-1', splitId: 'split-1', consumer: { guestId: 'guest-me' } });
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({
      paymentId: 'pay_server',
      amount: eur(56.5),
      paymentMethod: { kind: 'card', paymentMethodId: TEST_PAYMENT_METHOD_ID },
    });
  });

  test('a split already settled when engaged (paid before a crash) lands on the success page without charging', async () => {
    const confirm = vi.fn(async (request: PaymentRequest): Promise<PaymentOutcome> => ({
      kind: 'succeeded',
      paymentId: request.paymentId,
      intentId: 'pi_1',
      captured: true,
    }));
    const settled = vi.fn(async () => ok({ billSplitAmount: eur(56.5), paymentId: 'pay_first', settled: true }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment: settled } },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm).not.toHaveBeenCalled();
  });

  test('"Action required: 3-D Secure auth page" with route state actionRequiredPayment', async () => {
    const confirm = vi.fn(async (request: PaymentRequest): Promise<PaymentOutcome> => ({
      kind: 'action-required',
      paymentId: request.paymentId,
      intentId: 'pi_3ds',
      redirectUrl: '/sandbox-payments/3ds/pi_3ds',
    }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/payment-auth/split-1`));
    expect(router.state.location.state).toEqual({ actionRequiredPayment: { intentId: 'pi_3ds', redirectUrl: '/sandbox-payments/3ds/pi_3ds' } });
    expect(await screen.findByRole('button', { name: 'Continue to my bank' })).toBeTruthy();
  });

  test('"Engagement failure: payment error page" when the refusal is no split domain reason', async () => {
    const engage = vi.fn(async () => ({ ok: false as const, error: { code: 'BILL_SPLIT_REJECTED' as const, type: 'split-already-settled', status: 409 } }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment: engage } },
      payments: { confirm: vi.fn() },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/error`));
    expect(await screen.findByRole('button', { name: 'Back to the check and pay €56.50' })).toBeTruthy();
  });

  test('an engage answering bill-split-expired (the lease lapsed while the diner was away) shows the released message, not the error page', async () => {
    const engage = vi.fn(async () => ({ ok: false as const, error: { code: 'BILL_SPLIT_REJECTED' as const, type: 'bill-split-expired', status: 410 } }));
    const heartbeat = async () => ok({ ...issued, leaseExpiresAt: 1, leaseMs: 120_000 });
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, heartbeat, engagePayment: engage } },
      payments: { confirm: vi.fn() },
    });
    await payByCard();
    expect(await screen.findByRole('heading', { name: 'Your split was released' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${SPLIT}/payment-intents/new`);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the check to start again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('"failed: recoverable failure; back to the new payment intent page with the recoverable flag"', async () => {
    const confirm = vi.fn(async (request: PaymentRequest): Promise<PaymentOutcome> => ({
      kind: 'failed',
      paymentId: request.paymentId,
      intentId: 'pi_2',
      code: 'card_declined',
      message: 'declined',
    }));
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: DECIDED_NO_TIP,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Your payment did not go through' });
    expect(within(dialog).getByText('You have not been charged. Please try again or use another payment method.')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ recoverable: true });
  });
});

describe('tip modal before payment (2-paying §4 "Tips flow gate"; "The tip modal opens at most 3 times and closes at most 2 times")', () => {
  const succeeded = async (request: PaymentRequest): Promise<PaymentOutcome> => ({
    kind: 'succeeded',
    paymentId: request.paymentId,
    intentId: 'pi_ok',
    captured: true,
  });
  const tipModal = () => screen.queryByRole('dialog', { name: 'Add a tip' });

  test('"the first confirm opens it": no card is charged; the tip chosen in the modal is paid on the next confirm', async () => {
    const confirm = vi.fn(succeeded);
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Add a tip' });
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((button) => button.textContent?.includes('10%')) as HTMLElement,
    );
    expect(tipModal()).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Payment details' })).getByText('Tip')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm.mock.calls[0]?.[0].tip).toEqual(eur(5.65));
  });

  test('"else payment is submitted": a tip decided on the tips page never sees the modal', async () => {
    const confirm = vi.fn(succeeded);
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      state: { tip: eur(3) },
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm.mock.calls[0]?.[0].tip).toEqual(eur(3));
  });

  test('"if the payment method is a meal voucher, submit payment directly"', async () => {
    const confirm = vi.fn(succeeded);
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs(venueDoc({ edenredEnabled: true })),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Edenred meal voucher' }));
    expect(screen.queryByTitle('Card details')).toBeNull();
    fireEvent.click(await enabledButton(/^Pay /));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(tipModal()).toBeNull();
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ paymentMethod: { kind: 'mealVoucher', provider: 'edenred' } });
  });

  test("the meal-voucher methods are the ones the venue's flags enable: edenredEnabled, sodexoEnabled, conecsEnabled", async () => {
    await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs(venueDoc({ edenredEnabled: false, sodexoEnabled: true, conecsEnabled: true })),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm: vi.fn(succeeded) },
    });
    expect(await screen.findByRole('radio', { name: 'Sodexo meal voucher' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Conecs meal voucher' })).toBeDefined();
    expect(screen.queryByRole('radio', { name: 'Edenred meal voucher' })).toBeNull();
  });

  test('no modal when the venue has no tipping', async () => {
    const confirm = vi.fn(succeeded);
    const venue = venueDoc({ tipsSuggestion: { configuration: { ...venueDoc().tipsSuggestion.configuration, tippingEnabled: false } } });
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs(venue),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  test('"closes at most 2 times; after that it is deactivated": the tip can be changed once, then the modal is gone', async () => {
    const confirm = vi.fn(succeeded);
    const { router } = await renderApp({
      path: `${SPLIT}/payment-intents/new`,
      docs: docs(),
      api: { billing: { getSplit, engagePayment } },
      payments: { confirm },
    });
    await payByCard();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Add a tip' })).getByRole('button', { name: 'Close' }));
    expect(tipModal()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change my tip' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Add a tip' })).getByRole('button', { name: 'Close' }));
    expect(tipModal()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change my tip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`));
    expect(tipModal()).toBeNull();
    expect(confirm.mock.calls[0]?.[0].tip).toBeUndefined();
  });
});

describe('payment auth page (2-paying §4 "3-D Secure results")', () => {
  test.each([
    ['succeeded goes to the success page', { kind: 'succeeded', intentId: 'pi' }, `${SPLIT}/success`],
    [
      'failed returns to the payment page with the recoverable cause',
      { kind: 'failed', intentId: 'pi', code: 'x', message: 'y' },
      `${SPLIT}/payment-intents/new`,
    ],
  ] as const)('%s', async (_name, outcome, destination) => {
    const { router } = await renderApp({
      path: `${BILL}/payment-auth/split-1?payment_intent=pi`,
      docs: docs(),
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } },
      payments: { completeAuthentication: async () => outcome },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  test('"user-aborted cancellation stays", offering the challenge again', async () => {
    await renderApp({
      path: `${BILL}/payment-auth/split-1?payment_intent=pi`,
      docs: docs(),
      payments: { completeAuthentication: async () => ({ kind: 'user-aborted', intentId: 'pi' }), challengeUrl: (id: string) => `/sandbox-payments/3ds/${id}` },
    });
    expect(await screen.findByRole('button', { name: 'Continue to my bank' })).toBeTruthy();
  });

  test('"3-D Secure validation: up to 4 retries": a processing failure is read again before deciding', async () => {
    const completeAuthentication = vi
      .fn()
      .mockResolvedValueOnce({ kind: 'processing-failure', intentId: 'pi', code: 'network-error', message: 'down' })
      .mockResolvedValueOnce({ kind: 'succeeded', intentId: 'pi' });
    const { router } = await renderApp({
      path: `${BILL}/payment-auth/split-1?payment_intent=pi`,
      docs: docs(),
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) } },
      payments: { completeAuthentication },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPLIT}/success`), { timeout: 15_000 });
    expect(completeAuthentication).toHaveBeenCalledTimes(2);
  });

  test('without actionRequiredPayment in state it returns to the bill', async () => {
    const { router } = await renderApp({ path: `${BILL}/payment-auth/split-1`, docs: docs() });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });
});

describe('success page and receipt (2-paying §2, §9)', () => {
  test('"Download receipt" fetches the PDF through api-client and saves it; a failure goes to the download error page', async () => {
    const downloadReceipt = vi.fn(async () => ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp({
      path: `${SPLIT}/success`,
      docs: docs(),
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) }, receipts: { downloadReceipt } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloadReceipt).toHaveBeenCalledWith('payment-split-1', 'en-US');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Downloading your receipt' }).getAttribute('aria-valuenow')).toBe('100'));
    click.mockRestore();
  });

  test('the success page shows what the card was charged, tip included, with its breakdown (not the share alone)', async () => {
    const withTip = { ...paidSplit('split-1', 'guest-me', 54.5), tips: eur(8.58) };
    await renderApp({ path: `${SPLIT}/success`, docs: docs(), api: { billing: { getSplit: async () => ok(withTip) } } });
    expect(await screen.findByText('You paid €63.08')).toBeTruthy();
    const breakdown = screen.getByRole('region', { name: 'Payment details' });
    expect(within(breakdown).getByText('€8.58')).toBeTruthy();
    expect(within(breakdown).getByText('€54.50')).toBeTruthy();
    expect(screen.queryByText('You paid €54.50')).toBeNull();
  });

  test('a failed download shows the receipt download error page', async () => {
    const downloadReceipt = vi.fn(async () => ({ ok: false as const, error: { type: 'network' as const, message: 'down', timedOut: false } }));
    const { router } = await renderApp({
      path: `${SPLIT}/success`,
      docs: docs(),
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 56.5)) }, receipts: { downloadReceipt } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/receipt-download/error`));
    expect(await screen.findByRole('alert', { name: "We couldn't get your receipt" })).toBeTruthy();
  });

  test('the error page says "back to the bill" when nothing is left to pay', async () => {
    await renderApp({ path: `${SPLIT}/error`, docs: { ...docs(), 'bills/bill-1': billDoc({ leftToPay: eur(0) }) }, api: { billing: { getSplit } } });
    expect(await screen.findByRole('button', { name: 'Back to the check' })).toBeTruthy();
  });
});
