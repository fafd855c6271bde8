import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createSandbox } from '../server.js';
import { tokenizeTestCard } from './testing/test-card.js';
import { seedIds } from '../seed/seed-ids.js';
import { TEST_CARDS, VOUCHER_CODES } from './plugin.js';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;
const unit = 100_000;

beforeAll(async () => {
  sb = await createSandbox({ inMemory: true, port: 0, seed: true });
}, 120_000);
afterAll(async () => {
  await sb.close();
});

async function json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${sb.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  return { status: response.status, body: z.record(z.string(), z.unknown()).parse(parsed) };
}

describe('the services inside the real sandbox', () => {
  test('a split paid through the simulator is PAID on the bill, with a receipt naming the seed venue', async () => {
    const guest = await json('POST', '/identity/anonymous');
    const token = String(guest.body['token']);
    const consumer = { guestId: String(guest.body['guestId']) };
    const headers = { 'x-tableside-guest-token': token };
    const billId = seedIds.tables.parisFresh.billId ?? '';
    const issued = await json('POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 5 * unit, currencyCode: 'EUR', consumer }, headers);
    expect(issued.status).toBe(201);
    const splitId = z.object({ id: z.string() }).parse(issued.body['splitId']).id;
    const paymentId = `payment-${crypto.randomUUID()}`;
    const engaged = await json('PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { paymentId, consumer }, headers);
    expect(engaged.status).toBe(200);

    // The server computes the charge: split (5) + tip (1); an `amount` sent along must equal it.
    const intent = await json(
      'POST',
      '/sandbox-payments/payment-intents',
      { amount: { amount: 6 * unit, currency: 'EUR' }, tip: { amount: unit, currency: 'EUR' }, billId, splitId, paymentId, captureMethod: 'automatic' },
      headers,
    );
    expect(intent.status).toBe(201);
    const confirmed = await json(
      'POST',
      `/sandbox-payments/payment-intents/${String(intent.body['id'])}/confirm`,
      { clientSecret: intent.body['clientSecret'], paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(sb.url, TEST_CARDS.succeeds) } },
      headers,
    );
    expect(confirmed.body['status']).toBe('succeeded');
    const split = await json('GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, headers);
    expect(['PAID', 'REGISTERED']).toContain(split.body['status']);

    // The receipt answers its payer only (the guest token of the split's consumer).
    expect((await fetch(`${sb.url}/receipt/receipts/v2/payments/${paymentId}`)).status).toBe(401);
    const receipt = await fetch(`${sb.url}/receipt/receipts/v2/payments/${paymentId}?locale=en-GB`, { headers });
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await receipt.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const expected of ['Le Petit Zinc', '12 rue des Martyrs', 'Tip', '€1.00', '€6.00', 'Visa ending']) expect(text).toContain(expected);

    const sent = await json('POST', `/receipt/receipts/v2/payments/${paymentId}/send-to-email?email=diner%40example.com&locale=en-GB`, undefined, headers);
    expect(sent.status).toBe(202);
    const outbox = await json('GET', '/sandbox/outbox.json');
    expect(z.array(z.object({ subject: z.string() })).parse(outbox.body['messages'])[0]?.subject).toBe('Your receipt from Le Petit Zinc');
  });

  test('a split by items gets an itemised receipt with VAT per rate from the POS products', async () => {
    const guest = await json('POST', '/identity/anonymous');
    const consumer = { guestId: String(guest.body['guestId']) };
    const headers = { 'x-tableside-guest-token': String(guest.body['token']) };
    const billId = seedIds.tables.parisFresh.billId ?? '';
    const bill = z
      .object({
        data: z.object({
          order: z.object({
            subOrders: z.array(z.object({ quantifiedProducts: z.array(z.object({ productId: z.string(), product: z.object({ name: z.string() }) })) })),
          }),
        }),
      })
      .parse((await json('GET', `/realtime/docs/bills/${billId}`)).body);
    const item = bill.data.order.subOrders[0]?.quantifiedProducts[0];
    if (!item) throw new Error('the seed bill has no product');
    const issued = await json('POST', `/billing/bills/${billId}/splits/by-items`, { items: { [item.productId]: unit }, consumer }, headers);
    expect(issued.status).toBe(201);
    const splitId = z.object({ id: z.string() }).parse(issued.body['splitId']).id;
    const amount = z.object({ amount: z.number(), currency: z.string() }).parse(issued.body['billSplitAmount']);
    const paymentId = `payment-${crypto.randomUUID()}`;
    expect((await json('PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { paymentId, consumer }, headers)).status).toBe(200);
    const intent = await json('POST', '/sandbox-payments/payment-intents', { amount, billId, splitId, paymentId }, headers);
    await json(
      'POST',
      `/sandbox-payments/payment-intents/${String(intent.body['id'])}/confirm`,
      { clientSecret: intent.body['clientSecret'], paymentMethod: { type: 'meal_voucher', provider: 'edenred' } },
      headers,
    );
    const receipt = await fetch(`${sb.url}/receipt/receipts/v2/payments/${paymentId}`, { headers });
    const parser = new PDFParse({ data: new Uint8Array(await receipt.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const expected of [`1 x ${item.product.name}`, 'VAT 10% included', 'Edenred meal voucher']) expect(text).toContain(expected);
  });

  test('meal vouchers follow the seed venue flags (edenred on, sodexo off at the Paris bistro)', async () => {
    const guest = await json('POST', '/identity/anonymous');
    const consumer = { guestId: String(guest.body['guestId']) };
    const headers = { 'x-tableside-guest-token': String(guest.body['token']) };
    const billId = seedIds.tables.parisFresh.billId ?? '';
    const results: unknown[] = [];
    for (const provider of ['sodexo', 'edenred']) {
      const issued = await json('POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: unit, currencyCode: 'EUR', consumer }, headers);
      const splitId = z.object({ id: z.string() }).parse(issued.body['splitId']).id;
      const engaged = await json('PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { consumer }, headers);
      const paymentId = String(engaged.body['paymentId']);
      const intent = await json(
        'POST',
        '/sandbox-payments/payment-intents',
        { billId, splitId, paymentId, metadata: { venueId: seedIds.venues.parisBistro } },
        headers,
      );
      const confirmed = await json(
        'POST',
        `/sandbox-payments/payment-intents/${String(intent.body['id'])}/confirm`,
        { clientSecret: intent.body['clientSecret'], paymentMethod: { type: 'meal_voucher', provider } },
        headers,
      );
      results.push([confirmed.status, confirmed.body['status'] ?? confirmed.body['type']]);
    }
    expect(results).toEqual([
      [422, 'payment-method-not-available'],
      [200, 'succeeded'],
    ]);
  });

  test('vouchers, tips prediction and waiter links answer at the spec paths, and bad input is a 4xx', async () => {
    const voucher = await json('POST', `/payment/vouchers/${VOUCHER_CODES.percentage.toLowerCase()}`, {
      amount: { amount: 20 * unit, currency: 'EUR' },
      businessId: 'business-paris-bistro',
    });
    expect(voucher.body).toMatchObject({ code: 'WELCOME10', discountAmount: { amount: 2 * unit, currency: 'EUR' } });
    const refused = await json('POST', `/payment/vouchers/${VOUCHER_CODES.minimalAmount}`, { amount: { amount: 20 * unit, currency: 'EUR' }, businessId: 'b' });
    expect(refused).toMatchObject({ status: 422, body: { type: 'INSUFFICIENT_AMOUNT', data: { minimalAmount: 50 * unit } } });
    const badJson = await fetch(`${sb.url}/payment/vouchers/X`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
    const linked = await json('GET', '/waiter-app-backend/enrollments/enrollment-paris-bistro/waiter-name/fr-1/linked');
    expect(linked.body).toEqual({ linked: true });
    const tips = await json('POST', '/tips-suggestion/predict-tips-suggestions', {
      businessId: 'b',
      billId: 'x',
      splitAmount: { amount: unit, currency: 'EUR' },
    });
    expect(tips).toMatchObject({ status: 400, body: { type: 'invalid-request', message: expect.stringContaining('body.totalAmount') } });
  });
});
