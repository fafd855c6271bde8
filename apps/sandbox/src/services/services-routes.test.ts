import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { TEST_CARDS, VOUCHER_CODES } from './plugin.js';
import { signGuestToken } from '../identity/guest-token.js';
import { FAKE_PAYER_GUEST_ID, SERVICES_TEST_SECRET, startServices } from './testing/start-services.js';
import { storeTestCard } from './testing/test-card.js';

type Started = Awaited<ReturnType<typeof startServices>>;
let sb: Started;
let counter = 0;

beforeAll(async () => {
  sb = await startServices({ now: () => Date.UTC(2026, 5, 1, 12) });
}, 60_000);
afterAll(async () => {
  await sb.close();
});

const unit = 100_000;

/** The paying diner's token: only the payer touches a payment. */
const payer = { 'x-tableside-guest-token': signGuestToken(FAKE_PAYER_GUEST_ID, SERVICES_TEST_SECRET) };

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = payer) {
  const response = await sb.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, json: () => z.record(z.string(), z.unknown()).parse(response.json()), response };
}

async function createIntent(patch: Record<string, unknown> = {}) {
  counter += 1;
  const created = await call('POST', '/sandbox-payments/payment-intents', {
    amount: { amount: 42 * unit, currency: 'EUR' },
    billId: 'bill-1',
    splitId: `split-${counter}`,
    paymentId: `pay-${counter}`,
    captureMethod: 'automatic',
    metadata: { tipAmount: String(4 * unit) },
    ...patch,
  });
  expect(created.status).toBe(201);
  const body = created.json();
  return { id: String(body['id']), clientSecret: String(body['clientSecret']), paymentId: String(body['paymentId']), body };
}

/** A test card tokenized as the card page would (the confirm call names it by payment-method id). */
const card = async (number: string) => ({ type: 'card', paymentMethodId: await storeTestCard(sb.db, number) });
const missingPaymentMethod = { type: 'card', paymentMethodId: `pm_${'0'.repeat(32)}` };

describe('payment simulator', () => {
  test('an intent starts in requires_payment_method and 4242 succeeds, telling the core once', async () => {
    const intent = await createIntent();
    expect(intent.body).toMatchObject({ status: 'requires_payment_method', amount: { amount: 42 * unit, currency: 'EUR' } });
    const confirmed = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card('4242 4242 4242 4242'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', paymentMethod: { type: 'card', brand: 'visa', last4: '4242' } });
    expect(sb.events.filter((e) => e.paymentId === intent.paymentId)).toEqual([
      {
        paymentId: intent.paymentId,
        billId: 'bill-1',
        splitId: intent.body['splitId'],
        amount: { amount: 42 * unit, currency: 'EUR' },
        paymentMethodKind: 'card',
        status: 'succeeded',
        tip: { amount: 0, currency: 'EUR' },
      },
    ]);
    const again = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.succeeds),
    });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ type: 'payment-intent-unexpected-state', status: 'succeeded' });
  });

  test('a payment the bill refuses to record is voided into a recoverable processing error', async () => {
    const intent = await createIntent({ paymentId: 'refused-1', splitId: 'refused-1' });
    const confirmed = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.succeeds),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'requires_payment_method',
      amountCaptured: { amount: 0 },
      lastPaymentError: { code: 'processing_error', message: 'The payment could not be recorded on the bill: paymentId refused-1 is not engaged' },
    });
  });

  test('creating an intent is idempotent per paymentId, and refuses other details', async () => {
    const intent = await createIntent();
    const same = await call('POST', '/sandbox-payments/payment-intents', {
      amount: { amount: 42 * unit, currency: 'EUR' },
      billId: 'bill-1',
      splitId: intent.body['splitId'],
      paymentId: intent.paymentId,
    });
    expect(same.status).toBe(200);
    expect(same.json()['id']).toBe(intent.id);
    const other = await call('POST', '/sandbox-payments/payment-intents', {
      amount: { amount: 1 * unit, currency: 'EUR' },
      billId: 'bill-1',
      splitId: 'split-x',
      paymentId: intent.paymentId,
    });
    expect(other.status).toBe(409);
    expect(other.json()['type']).toBe('payment-id-already-used');
  });

  test('declined and processing-error cards leave the intent payable again', async () => {
    const intent = await createIntent();
    const declined = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.declined),
    });
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { code: 'card_declined' } });
    const processing = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.processingError),
    });
    expect(processing.json()).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { code: 'processing_error' } });
    expect(sb.events.some((e) => e.paymentId === intent.paymentId)).toBe(false);
  });

  test('3-D Secure: an accessible challenge page whose form post completes and redirects to returnUrl', async () => {
    const intent = await createIntent();
    const confirmed = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.requires3ds),
    });
    expect(confirmed.json()).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'redirect_to_url', url: `/sandbox-payments/3ds/${intent.id}?clientSecret=${intent.clientSecret}` },
    });
    const page = await call('GET', `/sandbox-payments/3ds/${intent.id}?returnUrl=${encodeURIComponent('/venues/v/bills/b/payment-auth/s')}`);
    expect(page.status).toBe(200);
    expect(page.response.headers['content-type']).toContain('text/html');
    const html = page.response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Complete authentication</button>');
    expect(html).toContain('>Fail authentication</button>');
    expect(html).toContain('name="returnUrl" value="/venues/v/bills/b/payment-auth/s"');
    expect(html).toContain('€42.00');

    const posted = await sb.app.inject({
      method: 'POST',
      url: `/sandbox-payments/3ds/${intent.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // The page is opened by a navigation: the form posts the intent's client secret, not a guest token.
      payload: `outcome=complete&returnUrl=%2Fvenues%2Fv%2Fbills%2Fb%2Fpayment-auth%2Fs&clientSecret=${intent.clientSecret}`,
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers['location']).toBe(`/venues/v/bills/b/payment-auth/s?payment_intent=${intent.id}&redirect_status=succeeded`);
    expect(sb.events.filter((e) => e.paymentId === intent.paymentId)).toHaveLength(1);
  });

  test.each([
    ['complete on the declined-after-3DS card', TEST_CARDS.declinedAfter3ds, 'complete', 'requires_payment_method', 'card_declined'],
    ['fail', TEST_CARDS.requires3ds, 'fail', 'requires_payment_method', 'payment_intent_authentication_failure'],
    ['cancel', TEST_CARDS.requires3ds, 'cancel', 'canceled', undefined],
  ])('3-D Secure JSON answer: %s', async (_case, number, outcome, status, code) => {
    const intent = await createIntent();
    await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, paymentMethod: await card(number) });
    const answered = await call('POST', `/sandbox-payments/3ds/${intent.id}`, { outcome });
    expect(answered.status).toBe(200);
    expect(answered.json()['status']).toBe(status);
    expect(z.object({ code: z.string() }).nullable().parse(answered.json()['lastPaymentError'])?.code).toBe(code);
    const page = await call('GET', `/sandbox-payments/3ds/${intent.id}`);
    expect(page.response.body).toContain('does not need authentication');
  });

  test('an off-site returnUrl is not followed', async () => {
    const intent = await createIntent();
    await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: await card(TEST_CARDS.requires3ds),
    });
    const answered = await call('POST', `/sandbox-payments/3ds/${intent.id}`, { outcome: 'complete', returnUrl: 'https://evil.example/steal' });
    expect(answered.status).toBe(200);
  });

  test('manual capture: a card hold (no split) is not reported to the core, capture succeeds; cancel releases another hold', async () => {
    const hold = await createIntent({ captureMethod: 'manual', splitId: `hold-${counter}` });
    const held = await call('POST', `/sandbox-payments/payment-intents/${hold.id}/confirm`, {
      clientSecret: hold.clientSecret,
      paymentMethod: await card(TEST_CARDS.succeeds),
    });
    expect(held.json()['status']).toBe('requires_capture');
    const captured = await call('POST', `/sandbox-payments/payment-intents/${hold.id}/capture`);
    expect(captured.json()).toMatchObject({ status: 'succeeded', amountCaptured: { amount: 42 * unit } });
    expect(sb.events.filter((e) => e.paymentId === hold.paymentId)).toEqual([]);
    expect((await call('POST', `/sandbox-payments/payment-intents/${hold.id}/cancel`)).status).toBe(409);

    const other = await createIntent({ captureMethod: 'manual', splitId: `hold-${counter}` });
    await call('POST', `/sandbox-payments/payment-intents/${other.id}/confirm`, {
      clientSecret: other.clientSecret,
      paymentMethod: await card(TEST_CARDS.succeeds),
    });
    const cancelled = await call('POST', `/sandbox-payments/payment-intents/${other.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'canceled', cancellationReason: 'requested_by_customer' });
    const read = await call('GET', `/sandbox-payments/payment-intents/${other.id}`);
    expect(read.json()['status']).toBe('canceled');
  });

  test.each([
    ['edenred, enabled by the venue (from metadata venueId)', { venueId: 'venue-paris' }, 'edenred', 200],
    ['sodexo, not enabled by the venue', { venueId: 'venue-paris' }, 'sodexo', 422],
    ['edenred, venue from the payment context', {}, 'edenred', 200],
    ['edenred, unknown venue', { venueId: 'venue-nowhere' }, 'edenred', 422],
  ])('meal voucher: %s', async (_case, metadata, provider, status) => {
    const intent = await createIntent({ metadata });
    const confirmed = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethod: { type: 'meal_voucher', provider },
    });
    expect(confirmed.status).toBe(status);
    if (status === 200) expect(sb.events.find((e) => e.paymentId === intent.paymentId)?.paymentMethodKind).toBe('meal_voucher');
    else expect(confirmed.json()).toMatchObject({ type: 'payment-method-not-available', message: expect.stringContaining('paymentMethod.provider') });
  });
});

describe('concurrency', () => {
  test('two confirms racing on one intent: one succeeds, the other is refused, the core hears once', async () => {
    const intent = await createIntent();
    const paymentMethod = await card(TEST_CARDS.succeeds);
    const confirm = () => call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, paymentMethod });
    const results = await Promise.all([confirm(), confirm()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(sb.events.filter((e) => e.paymentId === intent.paymentId)).toHaveLength(1);
  });
});

describe('bad input is a 4xx naming the field, never a 5xx', () => {
  test('any JSON body on any services POST route is answered below 500', async () => {
    const intent = await createIntent();
    const paths = [
      '/sandbox-payments/payment-intents',
      `/sandbox-payments/payment-intents/${intent.id}/confirm`,
      `/sandbox-payments/3ds/${intent.id}`,
      '/payment/vouchers/WELCOME10',
      '/receipt/receipts/v2/payments/pay-1/expense-note',
      '/receipt/receipts/v2/payments/pay-1/send-expense-note-to-email?email=a%40b.co',
      '/tips-suggestion/predict-tips-suggestions',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (url, body) => {
        const response = await sb.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        return response.statusCode < 500;
      }),
      { numRuns: 150 },
    );
  });

  test.each([
    ['POST', '/sandbox-payments/payment-intents', { billId: 'b', splitId: 's', paymentId: 'p' }, 404, 'body.splitId'],
    ['POST', '/sandbox-payments/payment-intents', { amount: { amount: 0, currency: 'EUR' }, billId: 'b', splitId: 's', paymentId: 'p' }, 400, 'body.amount'],
    [
      'POST',
      '/sandbox-payments/payment-intents',
      { amount: { amount: 1.5, currency: 'EUR' }, billId: 'b', splitId: 's', paymentId: 'p' },
      400,
      'body.amount.amount',
    ],
    [
      'POST',
      '/sandbox-payments/payment-intents',
      { amount: { amount: 100, currency: 'XXX1' }, billId: 'b', splitId: 's', paymentId: 'p' },
      400,
      'body.amount.currency',
    ],
    [
      'POST',
      '/sandbox-payments/payment-intents',
      { amount: { amount: 100, currency: 'EUR' }, billId: 'b', splitId: 's', paymentId: 'p', captureMethod: 'later' },
      400,
      'body.captureMethod',
    ],
    [
      'POST',
      '/sandbox-payments/payment-intents/pi_missing/confirm',
      { clientSecret: 'x', paymentMethod: { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } },
      400,
      'body.paymentMethod.number',
    ],
    [
      'POST',
      '/sandbox-payments/payment-intents/pi_missing/confirm',
      { clientSecret: 'x', paymentMethod: { type: 'card', paymentMethodId: 'pm_1', cvc: '123' } },
      400,
      'body.paymentMethod.cvc',
    ],
    [
      'POST',
      '/sandbox-payments/payment-intents/pi_missing/confirm',
      { clientSecret: 'x', paymentMethod: { type: 'card', paymentMethodId: '4242424242424242' } },
      400,
      'body.paymentMethod.paymentMethodId',
    ],
    ['POST', '/sandbox-payments/payment-intents/pi_missing/confirm', { clientSecret: 'x', paymentMethod: { type: 'cash' } }, 400, 'body.paymentMethod.type'],
    ['POST', '/sandbox-payments/payment-intents/pi_missing/confirm', { clientSecret: 'x', paymentMethod: missingPaymentMethod }, 404, 'id'],
    ['GET', '/sandbox-payments/payment-intents/pi_missing', undefined, 404, 'id'],
    ['GET', '/sandbox-payments/3ds/pi_missing', undefined, 404, 'id'],
    ['POST', '/sandbox-payments/3ds/pi_missing', { outcome: 'maybe' }, 400, 'body.outcome'],
    ['POST', '/sandbox-payments/3ds/pi_missing', { outcome: 'complete' }, 404, 'id'],
    ['POST', '/sandbox-payments/payment-intents/pi_missing/capture', undefined, 404, 'id'],
    ['POST', '/sandbox-payments/payment-intents/pi_missing/cancel', undefined, 404, 'id'],
    ['POST', '/payment/vouchers/WELCOME10', { amount: { amount: -1, currency: 'EUR' }, businessId: 'b' }, 400, 'body.amount'],
    ['POST', '/payment/vouchers/WELCOME10', { amount: { amount: 1, currency: 'EUR' } }, 400, 'body.businessId'],
    ['POST', '/tips-suggestion/predict-tips-suggestions', { businessId: 'b' }, 400, 'body.billId'],
    ['POST', '/receipt/receipts/v2/payments/pay-1/expense-note', { guestsNumber: -1 }, 400, 'body.guestsNumber'],
    ['POST', '/receipt/receipts/v2/payments/pay-1/send-to-email?email=not-an-email', undefined, 400, 'query.email'],
    ['POST', '/receipt/receipts/v2/payments/pay-1/send-expense-note-to-email', {}, 400, 'query.email'],
    ['GET', '/sandbox/outbox/abc/attachment', undefined, 400, 'params.id'],
    ['GET', '/sandbox/outbox/00000000-0000-4000-8000-000000000000/attachment', undefined, 404, 'params.id'],
    ['GET', '/sandbox/outbox/1/attachment', undefined, 400, 'params.id'],
  ] as const)('%s %s %j → %i naming %s', async (method, url, payload, status, field) => {
    const result = await call(method, url, payload);
    expect(result.status).toBe(status);
    expect(result.json()['type']).toEqual(expect.any(String));
    expect(String(result.json()['message'])).toContain(field);
  });

  test('malformed JSON is a 400 in the services shape', async () => {
    const response = await sb.app.inject({
      method: 'POST',
      url: '/payment/vouchers/WELCOME10',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'invalid-request', message: expect.stringContaining('body') });
  });

  test('a wrong client secret is 403', async () => {
    const intent = await createIntent();
    const result = await call('POST', `/sandbox-payments/payment-intents/${intent.id}/confirm`, {
      clientSecret: 'secret_wrong',
      paymentMethod: await card(TEST_CARDS.succeeds),
    });
    expect(result.status).toBe(403);
    expect(result.json()).toMatchObject({ type: 'invalid-client-secret', message: expect.stringContaining('clientSecret') });
  });
});

describe('vouchers (2-paying §7 POST /payment/vouchers/{code})', () => {
  test('the code is upper-cased and a percentage voucher applies', async () => {
    const result = await call('POST', '/payment/vouchers/welcome10', { amount: { amount: 40 * unit, currency: 'EUR' }, businessId: 'business-paris' });
    expect(result.status).toBe(200);
    expect(result.json()).toEqual({
      code: VOUCHER_CODES.percentage,
      discountPercentage: 1000,
      discountAmount: { amount: 4 * unit, currency: 'EUR' },
      data: {},
    });
  });

  test.each([
    [VOUCHER_CODES.expired, 'EXPIRED'],
    [VOUCHER_CODES.notYetActive, 'NOT_YET_ACTIVE'],
    [VOUCHER_CODES.minimalAmount, 'INSUFFICIENT_AMOUNT'],
    ['DOESNOTEXIST', 'UNKNOWN'],
    [VOUCHER_CODES.usdOnly, 'INVALID_CURRENCY'],
    [VOUCHER_CODES.otherVenue, 'INVALID_VENUE'],
    [VOUCHER_CODES.maxUseReached, 'MAX_USE_REACHED'],
    [VOUCHER_CODES.unexpected, 'UNEXPECTED'],
  ])('%s → "Voucher not applicable" with code %s', async (code, expected) => {
    const result = await call('POST', `/payment/vouchers/${code.toLowerCase()}`, {
      amount: { amount: 40 * unit, currency: 'EUR' },
      businessId: 'business-paris',
    });
    expect(result.status).toBe(422);
    expect(result.json()).toMatchObject({ type: expected, code: expected, message: expect.stringContaining('Voucher not applicable') });
  });
});

// Receipts, expense notes and the outbox: receipt-routes.test.ts.

describe('tips prediction and waiter links', () => {
  test('prediction answers the three rates and metadata', async () => {
    const result = await call('POST', '/tips-suggestion/predict-tips-suggestions', {
      businessId: 'business-paris',
      billId: 'bill-1',
      splitAmount: { amount: 30 * unit, currency: 'EUR' },
      totalAmount: { amount: 60 * unit, currency: 'EUR' },
      productNames: [],
      numberOfClients: 2,
      openedAt: '2026-06-01T12:00:00Z',
      lowTipsRate: 500,
      mediumTipsRate: 1000,
      highTipsRate: 1500,
      staffName: null,
    });
    expect(result.status).toBe(200);
    expect(result.json()).toMatchObject({ lowTipsRate: 525, mediumTipsRate: 1050, highTipsRate: 1575, modelMetadata: { model: 'sandbox-spend-per-guest' } });
  });

  test.each([
    ['enrollment-paris-bistro', 'fr-1', true],
    ['enrollment-paris-bistro', 'fr-2', false],
    ['enrollment-unknown', 'fr-1', false],
  ])('waiter %s/%s linked: %s', async (enrollmentId, posId, linked) => {
    const result = await call('GET', `/waiter-app-backend/enrollments/${enrollmentId}/waiter-name/${posId}/linked`);
    expect(result.json()).toEqual({ linked });
  });
});
