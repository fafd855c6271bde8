import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signGuestToken } from '../identity/guest-token.js';
import { acceptedLanguages, receiptLocale } from './receipt-locale.js';
import { paymentIntents } from './schema.js';
import { FAKE_PAYER_GUEST_ID, SERVICES_TEST_SECRET, fakeContext, fakeVenue, startServices } from './testing/start-services.js';

type Started = Awaited<ReturnType<typeof startServices>>;
let sb: Started;
let counter = 0;
const unit = 100_000;
// 1 June 2026 at 12:00 UTC is 14:00 in Paris (CEST) and 08:00 in New York (EDT).
const paidAt = Date.UTC(2026, 5, 1, 12);

const payer = { 'x-tableside-guest-token': signGuestToken(FAKE_PAYER_GUEST_ID, SERVICES_TEST_SECRET) };
const otherDiner = { 'x-tableside-guest-token': signGuestToken('guest-next-table', SERVICES_TEST_SECRET) };
const forged = { 'x-tableside-guest-token': signGuestToken(FAKE_PAYER_GUEST_ID, 'not-the-secret') };
const newYork = { ...fakeVenue, name: 'Liberty Diner', countryCode: 'US', currency: 'EUR', timeZone: 'America/New_York' };

beforeAll(async () => {
  sb = await startServices({
    now: () => paidAt,
    // `pay-…` pays fakeContext's split (Paris, no timeZone: the country's); `ny-…` the same split at a New York venue.
    getPaymentContext: (paymentId) => {
      if (paymentId.startsWith('pay-')) return fakeContext;
      if (paymentId.startsWith('ny-')) return { ...fakeContext, venue: newYork };
      return undefined;
    },
  });
}, 60_000);
afterAll(async () => {
  await sb.close();
});

/** A paid intent as the payment simulator stores it (its routes are tested in services-routes.test.ts). */
async function paidPayment(prefix = 'pay', status = 'succeeded', metadata: Record<string, string> = { tipAmount: String(4 * unit) }): Promise<string> {
  counter += 1;
  const paymentId = `${prefix}-receipt-${counter}`;
  await sb.db.insert(paymentIntents).values({
    id: `pi_receipt_${counter}`,
    clientSecret: `secret_receipt_${counter}`,
    paymentId,
    billId: 'bill-1',
    splitId: 'split-1',
    amount: 42 * unit,
    currency: 'EUR',
    captureMethod: 'automatic',
    status,
    paymentMethod: status === 'succeeded' ? { type: 'card', brand: 'visa', last4: '4242', behaviour: 'succeeds' } : null,
    amountCaptured: status === 'succeeded' ? 42 * unit : 0,
    metadata,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  return paymentId;
}

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const response = await sb.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, response, json: () => z.looseObject({ type: z.string(), message: z.string() }).parse(response.json()) };
}

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const expenseNote = {
  guestsNumber: 3,
  guestsNames: 'Ada, Grace',
  businessPurpose: 'Team lunch',
  company: {
    name: 'Acme SAS',
    address: { streetName: '1 avenue Foch', zipCode: '75016', city: 'Paris', country: 'France' },
    vatNumber: 'FR123',
    serviceDescription: 'Lunch',
  },
};

const receiptRoutes = [
  ['GET', '', undefined],
  ['POST', '/expense-note', expenseNote],
  ['POST', '/send-to-email?email=ada%40example.com', undefined],
  ['POST', '/send-expense-note-to-email?email=ada%40example.com', expenseNote],
] as const;

describe('receipts answer only the payer (the paying split consumer’s guest token)', () => {
  test.each(receiptRoutes)('%s …%s: the payer succeeds; another diner 403, a forged or no token 401', async (method, suffix, body) => {
    const paymentId = await paidPayment();
    const url = `/receipt/receipts/v2/payments/${paymentId}${suffix}`;
    expect((await call(method, url, payer, body)).status).toBe(method === 'GET' || suffix === '/expense-note' ? 200 : 202);
    const other = await call(method, url, otherDiner, body);
    expect([other.status, other.json().type, other.json().field]).toEqual([403, 'not-payment-owner', 'params.paymentId']);
    for (const headers of [forged, {}]) {
      const refused = await call(method, url, headers, body);
      expect([refused.status, refused.json().type, refused.json().field]).toEqual([401, 'invalid-guest-token', 'header.x-tableside-guest-token']);
    }
  });

  test('another diner gets the same 403 for an existing and an unknown payment id; the payer’s unknown or unpaid one is 404', async () => {
    const paymentId = await paidPayment();
    const existing = await call('GET', `/receipt/receipts/v2/payments/${paymentId}`, otherDiner);
    const unknown = await call('GET', '/receipt/receipts/v2/payments/unknown-payment', otherDiner);
    expect(unknown.status).toBe(403);
    expect(unknown.json()).toEqual(existing.json());
    const unpaid = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment('pay', 'requires_payment_method')}`, payer);
    expect([unpaid.status, unpaid.json().message]).toEqual([404, "paymentId: Can't download a receipt (payment id not found)"]);
  });

  test('a payment outside any split (a card hold) has no receipt for anyone', async () => {
    const holdId = await paidPayment('hold', 'requires_capture');
    expect((await call('GET', `/receipt/receipts/v2/payments/${holdId}`, payer)).status).toBe(403);
  });
});

describe('receipts in the diner’s locale and the venue’s time zone', () => {
  test('the English receipt: venue, items, VAT, tip, total, payment method, Paris local time', async () => {
    const result = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment()}`, payer);
    expect(result.response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(result.response.rawPayload);
    for (const expected of [
      'Receipt',
      'Le Petit Bistrot',
      '75002 Paris',
      '1 x Steak frites',
      '€24.00',
      '1 x Glass of wine',
      'Tip',
      '€4.00',
      'Total',
      '€42.00',
      'VAT 10%',
      '€3.45',
      'Payment method: Visa ending 4242',
      'Paid on June 1, 2026 at 2:00 PM',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('UTC');
  });

  test('?locale=fr gives a French receipt stamped in Paris local time (14:00, not 12:00 UTC)', async () => {
    const result = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment()}?locale=fr`, payer);
    const text = await pdfText(result.response.rawPayload);
    for (const expected of ['Reçu', 'Payé le 1 juin 2026 à 14:00', 'Pourboire', '4,00 €', '42,00 €', 'Moyen de paiement : Visa se terminant par 4242'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Receipt');
    expect(text).not.toContain('12:00');
  });

  test('Accept-Language picks the locale when no ?locale= is given; a New York venue is stamped in its own zone', async () => {
    const german = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment()}`, { ...payer, 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    const germanText = await pdfText(german.response.rawPayload);
    expect(germanText).toContain('Beleg');
    expect(germanText).toContain('Bezahlt am 1. Juni 2026 um 14:00');
    const ny = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment('ny')}?locale=en-US`, payer);
    expect(await pdfText(ny.response.rawPayload)).toContain('Paid on June 1, 2026 at 8:00 AM');
  });

  test('the expense note and both e-mails are in the diner’s locale', async () => {
    const paymentId = await paidPayment();
    const note = await call('POST', `/receipt/receipts/v2/payments/${paymentId}/expense-note?locale=fr`, payer, expenseNote);
    const noteText = await pdfText(note.response.rawPayload);
    for (const expected of [
      'Note de frais',
      'Acme SAS',
      '1 avenue Foch',
      'Numéro de TVA : FR123',
      'Nombre de convives : 3',
      'Objet professionnel : Team lunch',
      'Convives : Ada, Grace',
    ]) {
      expect(noteText).toContain(expected);
    }
    expect((await call('POST', `/receipt/receipts/v2/payments/${paymentId}/send-to-email?email=ada%40example.com&locale=es`, payer)).status).toBe(202);
    expect(
      (await call('POST', `/receipt/receipts/v2/payments/${paymentId}/send-expense-note-to-email?email=ada%40example.com&locale=it-IT`, payer, expenseNote))
        .status,
    ).toBe(202);
    const outbox = z
      .array(z.object({ recipient: z.string(), subject: z.string(), body: z.string() }))
      .parse(z.object({ messages: z.unknown() }).parse((await sb.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json()).messages);
    expect(outbox.slice(0, 2).map((m) => m.subject)).toEqual(['La tua nota spese da Le Petit Bistrot', 'Tu recibo de Le Petit Bistrot']);
    expect(outbox[1]?.body).toBe(`Gracias por tu visita. Adjuntamos tu recibo del pago ${paymentId}.`);
  });

  test('a voucher on the payment is its own line, worded in the diner’s locale', async () => {
    const paymentId = await paidPayment('pay', 'succeeded', { tipAmount: String(4 * unit), voucherCode: 'FIVEOFF', voucherDiscount: String(5 * unit) });
    const text = await pdfText((await call('GET', `/receipt/receipts/v2/payments/${paymentId}?locale=fr`, payer)).response.rawPayload);
    expect(text).toContain('Bon de réduction FIVEOFF -5,00 €');
  });

  test('a malformed ?locale= is a 400 naming query.locale', async () => {
    const result = await call('GET', `/receipt/receipts/v2/payments/${await paidPayment()}?locale=${encodeURIComponent('<script>')}`, payer);
    expect([result.status, result.json().field]).toEqual([400, 'query.locale']);
  });

  test.each([
    [undefined, 'fr-FR,fr;q=0.9', 'fr'],
    [undefined, 'en;q=0.1, nl-BE;q=0.8', 'nl-BE'],
    [undefined, '*', 'en-US'],
    ['pt', 'fr', 'pt-PT'],
    ['ca-ES', undefined, 'ca'],
    [undefined, undefined, 'en-US'],
  ] as const)('locale %s with Accept-Language %s → %s', (locale, header, expected) => {
    expect(receiptLocale(locale, header)).toBe(expected);
  });

  test('Accept-Language q=0 is never chosen and an oversize header is ignored', () => {
    expect(acceptedLanguages('fr;q=0, de')).toEqual(['de']);
    expect(acceptedLanguages(`${'a'.repeat(600)}`)).toEqual([]);
  });
});

describe('the outbox knows messages by random ids only', () => {
  test('a sent receipt is listed with a random-id attachment link that downloads the PDF; its neighbours are not enumerable', async () => {
    const paymentId = await paidPayment();
    const sent = await call('POST', `/receipt/receipts/v2/payments/${paymentId}/send-to-email?email=ada%40example.com`, payer);
    const id = z.object({ outboxMessageId: z.uuid() }).parse(sent.response.json()).outboxMessageId;
    const listed = z
      .object({ messages: z.array(z.object({ id: z.string(), recipient: z.string(), attachment: z.object({ url: z.string() }).nullable() })) })
      .parse((await sb.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json()).messages;
    const message = listed.find((m) => m.id === id);
    expect(message?.attachment?.url).toBe(`/sandbox/outbox/${id}/attachment`);
    const attachment = await sb.app.inject({ method: 'GET', url: message?.attachment?.url ?? '' });
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(attachment.rawPayload)).toContain('Receipt');
    const page = await sb.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(page.body).toContain('<caption>Messages, newest first</caption>');
    expect(page.body).toContain(`<a href="/sandbox/outbox/${id}/attachment">Download receipt_${paymentId}.pdf</a>`);
    expect(page.body).not.toMatch(/\/sandbox\/outbox\/\d+\/attachment/);
    for (const sequential of ['1', '2', String(listed.length)]) {
      expect((await sb.app.inject({ method: 'GET', url: `/sandbox/outbox/${sequential}/attachment` })).statusCode).toBe(400);
    }
  });
});
