import { UI_LOCALES } from '@tableside/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { rows } from '../src/db/rows.js';
import type { Sandbox } from '../src/server.js';
import { CARD_PAGE_TEXT } from '../src/services/card-page-text.js';
import { cardOriginFor, parseOrigins } from '../src/services/card-origin.js';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { TEST_CARDS } from '../src/services/test-cards.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';

let sb: Sandbox;
let appOrigin: string;
let cardOrigin: string;

beforeAll(async () => {
  sb = await startSandbox();
  appOrigin = sb.url;
  const config = z.object({ cardFrameOrigin: z.string(), cardFrameUrl: z.string() }).parse(await (await fetch(`${sb.url}/sandbox-payments/config`)).json());
  cardOrigin = config.cardFrameOrigin;
}, 60_000);
afterAll(async () => {
  await sb.close();
});

const cardPage = (query: Record<string, string>) => fetch(`${cardOrigin}/sandbox-payments/card-frame?${new URLSearchParams(query).toString()}`);

/** A split of 5.00 engaged by `diner`, with its payment intent created. */
async function intentFor(diner: Diner): Promise<{ id: string; clientSecret: string }> {
  const billId = await freshBill(sb);
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
  const splitId: string = issued.body.splitId.id;
  const engaged = await call(sb.url, 'PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { consumer: diner.consumer }, diner.headers);
  const created = await call(sb.url, 'POST', '/sandbox-payments/payment-intents', { billId, splitId, paymentId: engaged.body.paymentId }, diner.headers);
  expect(created.status).toBe(201);
  return { id: String(created.body.id), clientSecret: String(created.body.clientSecret) };
}

describe('the card origin: a second listener of the sandbox (issue 11, PCI SAQ A)', () => {
  test('the config names a card origin other than the app origin, on its own port, that the app CSP may frame', async () => {
    expect(sb.cardUrl).not.toBe(sb.url);
    expect(new URL(cardOrigin).port).toBe(new URL(sb.cardUrl).port);
    expect(new URL(cardOrigin).origin).not.toBe(new URL(appOrigin).origin);
    const app = await fetch(`${sb.url}/sandbox-payments/config`);
    expect(app.headers.get('content-security-policy')).toMatch(new RegExp(`frame-src 'self'[^;]* ${cardOrigin.replace(/[.:/]/g, '\\$&')}`));
  });

  test('the card page is framed only by the app origin it names (frame-ancestors), with labelled fields and no inline script', async () => {
    const page = await cardPage({ origin: appOrigin, lang: 'en-GB' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${appOrigin}`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<label>Card number');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain(`data-parent-origin="${appOrigin}"`);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const script = await fetch(`${cardOrigin}/sandbox-payments/card-frame.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    // The script posts to the parent with its origin named, never '*'.
    const source = await script.text();
    expect(source).toContain('window.parent.postMessage(message, parentOrigin)');
    expect(source).not.toContain("'*'");
  });

  test.each([['https://evil.example'], ['null'], [`${'http://127.0.0.1'}:1`]])('an app origin not allowed (%s) gets no card page', async (origin) => {
    const page = await cardPage({ origin });
    expect(page.status).toBe(403);
    expect(await page.json()).toMatchObject({ type: 'origin-not-allowed', field: 'query.origin' });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  test.each(UI_LOCALES.map((locale) => [locale]))('the card page speaks %s', async (locale) => {
    const html = await (await cardPage({ origin: appOrigin, lang: locale })).text();
    const text = CARD_PAGE_TEXT[locale];
    const escaped = (value: string) => value.replace(/'/g, '&#39;');
    expect(html).toContain(`<html lang="${locale}"`);
    for (const label of [text.number, text.expiry, text.cvc, text.title]) expect(html).toContain(escaped(label));
  });

  test('tokenizing keeps no card number: the payment method has its brand, last four digits and expiry', async () => {
    const created = await fetch(`${cardOrigin}/sandbox-payments/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cardOrigin },
      body: JSON.stringify({ type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' }),
    });
    expect(created.status).toBe(201);
    const body = z.object({ id: z.string(), card: z.record(z.string(), z.unknown()) }).parse(await created.json());
    expect(body.id).toMatch(/^pm_[0-9a-f]{32}$/);
    expect(body.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 });
    const stored = await rows(sb.db, sql`SELECT * FROM sandbox_payment_methods WHERE id = ${body.id}`);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored)).not.toContain('"123"');
  });

  test.each([
    [{ type: 'card', number: '4242 4242 4242 4241', expMonth: 12, expYear: 2040, cvc: '123' }, 'body.number'],
    [{ type: 'card', number: TEST_CARDS.succeeds, expMonth: 13, expYear: 2040, cvc: '123' }, 'body.expMonth'],
    [{ type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '12' }, 'body.cvc'],
  ])('an invalid card is refused naming its field: %j', async (card, field) => {
    const created = await fetch(`${cardOrigin}/sandbox-payments/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ type: 'invalid-request', field });
  });

  test('a browser on the app origin cannot post card data to the tokenization route', async () => {
    const created = await fetch(`${cardOrigin}/sandbox-payments/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appOrigin },
      body: JSON.stringify({ type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' }),
    });
    expect(created.status).toBe(403);
    expect(await created.json()).toMatchObject({ type: 'cross-origin-card-data', field: 'header.origin' });
  });

  test('the card origin serves nothing of the app: the API and the app stay on the app origin', async () => {
    expect((await fetch(`${cardOrigin}/sandbox-payments/config`)).status).toBe(404);
    expect((await fetch(`${cardOrigin}/identity/anonymous`, { method: 'POST' })).status).toBe(404);
  });
});

describe('confirming with the payment-method id: the test cards keep their behaviour', () => {
  test.each([
    ['4242 succeeds', TEST_CARDS.succeeds, 'succeeded', null],
    ['3184 needs 3-D Secure', TEST_CARDS.requires3ds, 'requires_action', null],
    ['0002 is declined', TEST_CARDS.declined, 'requires_payment_method', 'card_declined'],
  ])('%s', async (_case, number, status, code) => {
    const diner = await newDiner(sb.url);
    const intent = await intentFor(diner);
    const paymentMethodId = await tokenizeTestCard(sb.url, number);
    const confirmed = await call(
      sb.url,
      'POST',
      `/sandbox-payments/payment-intents/${intent.id}/confirm`,
      { clientSecret: intent.clientSecret, paymentMethod: { type: 'card', paymentMethodId } },
      diner.headers,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe(status);
    expect(confirmed.body.lastPaymentError?.code ?? null).toBe(code);
    expect(confirmed.body.paymentMethod).toMatchObject({ type: 'card', last4: number.slice(-4) });
  });

  test('an expired card (expiry kept with the payment method) is declined expired_card', async () => {
    const diner = await newDiner(sb.url);
    const intent = await intentFor(diner);
    const paymentMethodId = await tokenizeTestCard(sb.url, TEST_CARDS.succeeds, { expMonth: 1, expYear: 2001 });
    const confirmed = await call(
      sb.url,
      'POST',
      `/sandbox-payments/payment-intents/${intent.id}/confirm`,
      { clientSecret: intent.clientSecret, paymentMethod: { type: 'card', paymentMethodId } },
      diner.headers,
    );
    expect(confirmed.body.lastPaymentError?.code).toBe('expired_card');
  });

  test('raw card data from the app is refused before anything else, naming the field', async () => {
    const diner = await newDiner(sb.url);
    const intent = await intentFor(diner);
    const confirmed = await call(
      sb.url,
      'POST',
      `/sandbox-payments/payment-intents/${intent.id}/confirm`,
      { clientSecret: intent.clientSecret, paymentMethod: { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' } },
      diner.headers,
    );
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({ type: 'raw-card-data-refused', field: 'body.paymentMethod.number' });
    const read = await call(sb.url, 'GET', `/sandbox-payments/payment-intents/${intent.id}`, undefined, diner.headers);
    expect(read.body.status).toBe('requires_payment_method');
  });

  test('an unknown payment-method id is 404 payment-method-not-found', async () => {
    const diner = await newDiner(sb.url);
    const intent = await intentFor(diner);
    const confirmed = await call(
      sb.url,
      'POST',
      `/sandbox-payments/payment-intents/${intent.id}/confirm`,
      { clientSecret: intent.clientSecret, paymentMethod: { type: 'card', paymentMethodId: `pm_${'a'.repeat(32)}` } },
      diner.headers,
    );
    expect(confirmed.status).toBe(404);
    expect(confirmed.body).toMatchObject({ type: 'payment-method-not-found', field: 'body.paymentMethod.paymentMethodId' });
  });
});

describe('card origin configuration', () => {
  test('the card origin follows the Host the app was reached by, on the card port', () => {
    expect(cardOriginFor('localhost:5173', '127.0.0.1', 4001)).toBe('http://localhost:4001');
    expect(cardOriginFor('192.168.1.20:4000', '0.0.0.0', 4001)).toBe('http://192.168.1.20:4001');
    expect(cardOriginFor(undefined, '0.0.0.0', 4001)).toBe('http://127.0.0.1:4001');
    expect(cardOriginFor('bad host', '127.0.0.1', 4001)).toBe('http://127.0.0.1:4001');
  });

  test('TABLESIDE_APP_ORIGINS takes origins only', () => {
    expect(parseOrigins('http://localhost:5173, http://127.0.0.1:5173/')).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(() => parseOrigins('http://localhost:5173/app')).toThrow(/TABLESIDE_APP_ORIGINS/);
  });
});
