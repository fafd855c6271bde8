import { createSandbox, seedIds, tokenizeTestCard, type Sandbox } from '@tableside/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient, type ApiClient, type SplitConsumer } from '../src/index.js';

// Contract tests: the real sandbox on a loopback port with an in-memory database, never a mock of it.
let sandbox: Sandbox;
const tokens = new Map<string, string>();

function clientAs(guestId: string | undefined): ApiClient {
  return createApiClient({
    baseUrl: sandbox.url,
    sleep: async () => undefined,
    getGuestToken: () => (guestId === undefined ? undefined : tokens.get(guestId)),
  });
}

async function newGuest(): Promise<{ api: ApiClient; consumer: SplitConsumer }> {
  const created = await clientAs(undefined).identity.createAnonymousGuest();
  if (!created.ok) throw new Error(`could not create a guest: ${JSON.stringify(created.error)}`);
  tokens.set(created.value.guestId, created.value.token);
  return { api: clientAs(created.value.guestId), consumer: { guestId: created.value.guestId } };
}

function billOf(table: { billId: string | null }): string {
  if (table.billId === null) throw new Error('this seed table has no bill');
  return table.billId;
}

beforeAll(async () => {
  sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

describe('api-client against the sandbox: identity and refresh', () => {
  test('POST /identity/anonymous gives a guest id and its token', async () => {
    const result = await clientAs(undefined).identity.createAnonymousGuest();
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.token.startsWith(`${result.value.guestId}.`)).toBe(true);
  });

  test('table and bill refreshes return the advised delay', async () => {
    const api = clientAs(undefined);
    const table = await api.refresh.refreshTable(seedIds.tables.parisFresh.tableId);
    const bill = await api.refresh.refreshBill(billOf(seedIds.tables.parisFresh));
    expect(table).toMatchObject({ ok: true, value: { fallback: false } });
    expect(bill).toMatchObject({ ok: true, value: { fallback: false } });
    expect(table.ok && table.value.advisoryDelayUntilNext).toBeGreaterThan(0);
  });

  test('"a 404 is silent for table refreshes; for bill refreshes 400 and 404 are silent"', async () => {
    const api = clientAs(undefined);
    expect(await api.refresh.refreshTable('no-such-table')).toEqual({ ok: true, value: { advisoryDelayUntilNext: 20_000, fallback: true } });
    expect(await api.refresh.refreshBill('no-such-bill')).toEqual({ ok: true, value: { advisoryDelayUntilNext: 20_000, fallback: true } });
  });
});

describe('api-client against the sandbox: splits', () => {
  const billId = () => billOf(seedIds.tables.parisFresh);

  test('issue by amount, read, forecast charges, update, engage, disengage, cancel', async () => {
    const { api, consumer } = await newGuest();
    const issued = await api.billing.issueByAmount({ billId: billId(), consumer, splitAmount: { amount: 500_000, currency: 'EUR' } });
    expect(issued).toMatchObject({ ok: true, value: { billSplitAmount: { amount: 500_000, currency: 'EUR' } } });
    if (!issued.ok) return;
    const splitId = issued.value.splitId;

    const read = await api.billing.getSplit(billId(), splitId);
    expect(read).toMatchObject({ ok: true, value: { splitId, status: 'ISSUED', consumer: { guestId: consumer.guestId } } });

    expect((await api.billing.forecastCharges(billId(), splitId)).ok).toBe(true);

    const updated = await api.billing.updateByAmount({ billId: billId(), splitId, consumer, newSplitAmount: { amount: 400_000, currency: 'EUR' } });
    expect(updated).toEqual({ ok: true, value: { splitId, billSplitAmount: { amount: 400_000, currency: 'EUR' } } });

    const engaged = await api.billing.engagePayment({ billId: billId(), splitId, consumer });
    expect(engaged).toEqual({
      ok: true,
      value: { billSplitAmount: { amount: 400_000, currency: 'EUR' }, paymentId: expect.stringMatching(/^pay_/), settled: false },
    });
    expect(await api.billing.disengage(billId(), splitId)).toEqual({ ok: true, value: undefined });
    expect(await api.billing.cancelSplit(billId(), splitId)).toEqual({ ok: true, value: undefined });
  });

  test('"A failed get-split returns the server\'s response data type"', async () => {
    const result = await (await newGuest()).api.billing.getSplit(billId(), 'no-such-split');
    expect(result).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_REJECTED', status: 404 } });
  });

  test('a split over the forecasted left to pay is refused with "bill-split-exceeds-forecasted-left-to-pay"', async () => {
    const { api, consumer } = await newGuest();
    const result = await api.billing.issueByAmount({ billId: billId(), consumer, splitAmount: { amount: 100_000_000_000, currency: 'EUR' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_DOMAIN_REFUSAL', type: 'bill-split-exceeds-forecasted-left-to-pay' } });
  });

  test('"Only a split\'s consumer may edit or pay it": another guest gets not-split-owner', async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const issued = await owner.api.billing.issueByAmount({ billId: billId(), consumer: owner.consumer, splitAmount: { amount: 100_000, currency: 'EUR' } });
    if (!issued.ok) throw new Error(JSON.stringify(issued.error));
    const result = await other.api.billing.updateByAmount({
      billId: billId(),
      splitId: issued.value.splitId,
      consumer: other.consumer,
      newSplitAmount: { amount: 200_000, currency: 'EUR' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_REJECTED', type: 'not-split-owner', status: 403 } });
    await owner.api.billing.cancelSplit(billId(), issued.value.splitId);
  });

  test('a mutation without a guest token is refused with invalid-guest-token', async () => {
    const result = await clientAs(undefined).billing.issueLeftToPay({ billId: billId(), consumer: { guestId: 'guest-without-token' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_REJECTED', type: 'invalid-guest-token', status: 401 } });
  });

  test('left to pay, by share and by items issue on a fresh bill', async () => {
    const { api, consumer } = await newGuest();
    const london = billOf(seedIds.tables.londonFresh);
    const share = await api.billing.issueByShare({
      billId: london,
      consumer,
      numberOfShares: 1,
      numberOfGuests: 4,
      baseAmount: { amount: 100_000, currency: 'GBP' },
    });
    expect(share.ok).toBe(true);
    if (share.ok) await api.billing.cancelSplit(london, share.value.splitId);
    const rest = await api.billing.issueLeftToPay({ billId: london, consumer });
    expect(rest.ok).toBe(true);
    if (rest.ok) await api.billing.cancelSplit(london, rest.value.splitId);
  });
});

/**
 * Pays a new split by card through the sandbox's payment simulator (the payments package's concern, done raw here);
 * answers the payment id and the payer's client.
 */
async function paidPayment(): Promise<{ paymentId: string; payer: ApiClient }> {
  const { api, consumer } = await newGuest();
  const billId = billOf(seedIds.tables.parisFresh);
  const issued = await api.billing.issueByAmount({ billId, consumer, splitAmount: { amount: 200_000, currency: 'EUR' } });
  if (!issued.ok) throw new Error(JSON.stringify(issued.error));
  const engaged = await api.billing.engagePayment({ billId, splitId: issued.value.splitId, consumer });
  if (!engaged.ok || engaged.value.paymentId === undefined) throw new Error(JSON.stringify(engaged));
  const paymentId = engaged.value.paymentId;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tableside-guest-token': tokens.get(consumer.guestId) ?? '' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { id: string; clientSecret: string; status: string };
  };
  const intent = await post('/sandbox-payments/payment-intents', {
    amount: engaged.value.billSplitAmount,
    billId,
    splitId: issued.value.splitId,
    paymentId,
    captureMethod: 'automatic',
  });
  const confirmed = await post(`/sandbox-payments/payment-intents/${intent.id}/confirm`, {
    clientSecret: intent.clientSecret,
    // The card is tokenized on the sandbox's card origin, as its card page does; the confirm names it by id.
    paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(sandbox.url, '4242424242424242') },
  });
  if (confirmed.status !== 'succeeded') throw new Error(`payment ended ${confirmed.status}`);
  return { paymentId, payer: api };
}

describe('api-client against the sandbox: vouchers, receipts, waiter, tips', () => {
  const amount = { amount: 2_000_000, currency: 'EUR' };
  let paymentId: string;
  let payer: ApiClient;
  beforeAll(async () => {
    ({ paymentId, payer } = await paidPayment());
  });

  test('an applicable voucher returns its discount', async () => {
    const result = await clientAs(undefined).vouchers.evaluateVoucher({ code: 'WELCOME10', amount, businessId: 'business-paris-bistro' });
    expect(result).toMatchObject({ ok: true, value: { code: 'WELCOME10', discountAmount: { amount: 200_000, currency: 'EUR' } } });
  });

  test.each([
    ['EXPIRED2024', 'EXPIRED'],
    ['NOPE', 'UNKNOWN'],
  ])('voucher %s → "Voucher not applicable" with code %s', async (code, expected) => {
    const result = await clientAs(undefined).vouchers.evaluateVoucher({ code, amount, businessId: 'business-paris-bistro' });
    expect(result).toMatchObject({ ok: false, error: { message: 'Voucher not applicable', code: expected } });
  });

  test('the receipt of a card payment is a PDF for its payer; another guest gets 403, no guest token 401', async () => {
    const receipt = await payer.receipts.downloadReceipt(paymentId, 'fr');
    expect(receipt.ok && new TextDecoder().decode(await receipt.value.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    const other = await newGuest();
    expect(await other.api.receipts.downloadReceipt(paymentId)).toMatchObject({
      ok: false,
      error: { type: 'http', status: 403, body: { type: 'not-payment-owner' } },
    });
    expect(await other.api.receipts.downloadReceipt('no-such-payment')).toMatchObject({ ok: false, error: { type: 'http', status: 403 } });
    expect(await clientAs(undefined).receipts.downloadReceipt(paymentId)).toMatchObject({
      ok: false,
      error: { type: 'http', status: 401, body: { type: 'invalid-guest-token' } },
    });
  });

  test('the expense note is a PDF and can be sent by e-mail', async () => {
    const api = payer;
    const form = {
      guestsNumber: 2,
      guestsNames: 'Ada, Alan',
      businessPurpose: 'Team lunch',
      company: { name: 'ACME', address: { streetName: '1 rue de Rivoli', zipCode: '75001', city: 'Paris', country: 'FR' } },
    };
    const note = await api.receipts.downloadExpenseNote(paymentId, form);
    expect(note.ok && new TextDecoder().decode(await note.value.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    expect(await api.receipts.sendExpenseNoteToEmail(paymentId, 'ada@example.com', form)).toEqual({ ok: true, value: undefined });
    expect(await api.receipts.sendReceiptToEmail(paymentId, 'ada@example.com')).toEqual({ ok: true, value: undefined });
  });

  test('waiter link check: a seeded unlinked waiter, and "a failure is treated as linked"', async () => {
    const api = clientAs(undefined);
    expect(await api.waiter.isWaiterLinked('enrollment-paris-bistro', 'fr-2')).toEqual({ ok: true, value: { linked: false } });
    expect(await api.waiter.isWaiterLinked('enrollment-paris-bistro', 'fr-1')).toEqual({ ok: true, value: { linked: true } });
  });

  test('tips prediction returns three rates', async () => {
    const result = await clientAs(undefined).tips.predictTipsSuggestions({
      businessId: 'business-new-york-diner',
      billId: billOf(seedIds.tables.newYorkFresh),
      splitAmount: { amount: 3_000_000, currency: 'USD' },
      totalAmount: { amount: 6_000_000, currency: 'USD' },
      productNames: ['Burger'],
      numberOfClients: 2,
      lowTipsRate: 1500,
      mediumTipsRate: 1800,
      highTipsRate: 2000,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { lowTipsRate: expect.any(Number), mediumTipsRate: expect.any(Number), highTipsRate: expect.any(Number) },
    });
  });
});
