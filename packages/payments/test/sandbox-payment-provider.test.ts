import { err, ok } from '@tableside/billing-domain';
import { createSandbox, seedIds, tokenizeTestCard } from '@tableside/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from '../src/sandbox-payment-provider.js';
import { paymentDestination, threeDSecureDestination } from '../src/payment-flow.js';
import { runPayment } from '../src/run-payment.js';
import type { PaymentMethodInput } from '../src/payment-provider.js';

const unit = 100_000;

function billOf(table: { billId: string | null }): string {
  if (table.billId === null) throw new Error('the demo table has no bill');
  return table.billId;
}
const parisBill = billOf(seedIds.tables.parisFresh);
const TOKEN_HEADER = 'x-tableside-guest-token';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;
let provider: SandboxPaymentProvider;
let guest: { guestId: string; token: string };

beforeAll(async () => {
  sb = await createSandbox({ inMemory: true, port: 0, seed: true });
  const response = await fetch(`${sb.url}/identity/anonymous`, { method: 'POST' });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('guestId' in body) || !('token' in body)) throw new Error('no guest identity');
  guest = { guestId: String(body.guestId), token: String(body.token) };
  provider = createSandboxPaymentProvider({
    baseUrl: sb.url,
    fetch,
    headers: () => ({ 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` }),
    getGuestToken: () => guest.token,
  });
}, 120_000);

afterAll(async () => {
  await sb.close();
});

/** A test card tokenized on the sandbox's card origin, as its card page does: the adapter confirms with the id. */
const card = async (number: string): Promise<PaymentMethodInput> => ({ kind: 'card', paymentMethodId: await tokenizeTestCard(sb.url, number) });
/** A well-formed payment-method id no card page issued. */
const unknownCard: PaymentMethodInput = { kind: 'card', paymentMethodId: `pm_${'0'.repeat(32)}` };

async function issueSplit(billId: string, amountUnits: number): Promise<string> {
  const response = await fetch(`${sb.url}/billing/bills/${billId}/splits/by-amount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: guest.token },
    body: JSON.stringify({
      splitAmount: amountUnits * unit,
      currencyCode: billId.startsWith('bill-paris') ? 'EUR' : billId.startsWith('bill-london') ? 'GBP' : 'USD',
      consumer: { guestId: guest.guestId },
    }),
  });
  const body: unknown = await response.json();
  if (response.status !== 201 || typeof body !== 'object' || body === null || !('splitId' in body)) {
    throw new Error(`issue failed: ${response.status} ${JSON.stringify(body)}`);
  }
  const splitId = body.splitId;
  if (typeof splitId !== 'object' || splitId === null || !('id' in splitId)) throw new Error('no split id');
  return String(splitId.id);
}

function engageWith(billId: string, splitId: string, token = guest.token) {
  return async (paymentId: string | undefined) => {
    const response = await fetch(`${sb.url}/billing/bills/${billId}/splits/${splitId}/engage-payment`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ ...(paymentId ? { paymentId } : {}), consumer: { guestId: guest.guestId } }),
    });
    const body: unknown = await response.json();
    if (!response.ok) {
      const type = typeof body === 'object' && body !== null && 'type' in body ? String(body.type) : 'BILLING_INFRASTRUCTURE_FAILURE';
      return err({ code: type });
    }
    const amount = typeof body === 'object' && body !== null && 'billSplitAmount' in body ? body.billSplitAmount : undefined;
    if (typeof amount !== 'object' || amount === null || !('amount' in amount) || !('currency' in amount)) throw new Error('no billSplitAmount');
    const engaged = typeof body === 'object' && body !== null && 'paymentId' in body ? String(body.paymentId) : undefined;
    return ok({ billSplitAmount: { amount: Number(amount.amount), currency: String(amount.currency) }, ...(engaged ? { paymentId: engaged } : {}) });
  };
}

async function pay(paymentMethod: PaymentMethodInput, options: { billId?: string; captureMethod?: 'automatic' | 'manual'; venueId?: string } = {}) {
  const billId = options.billId ?? parisBill;
  const splitId = await issueSplit(billId, 2);
  // The server generates the payment id (no newPaymentId) and computes the charge: split + tip.
  const outcome = await runPayment({
    provider,
    engage: engageWith(billId, splitId),
    request: {
      billId,
      splitId,
      paymentMethod,
      returnUrl: `/venues/${seedIds.venues.parisBistro}/bills/${billId}/payment-auth/${splitId}`,
      tip: { amount: 50_000, currency: 'EUR' },
      ...(options.captureMethod ? { captureMethod: options.captureMethod } : {}),
      ...(options.venueId ? { venueId: options.venueId } : {}),
    },
  });
  return { outcome, billId, splitId };
}

async function splitStatus(billId: string, splitId: string): Promise<string> {
  const response = await fetch(`${sb.url}/billing/bills/${billId}/splits/${splitId}`, { headers: { [TOKEN_HEADER]: guest.token } });
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'status' in body ? String(body.status) : 'unknown';
}

async function answerChallenge(redirectUrl: string, outcome: 'complete' | 'fail' | 'cancel'): Promise<Response> {
  const page = await fetch(new URL(redirectUrl, sb.url));
  const html = await page.text();
  expect(html).toContain('Complete authentication');
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const returnUrl = /name="returnUrl" value="([^"]+)"/.exec(html)?.[1];
  // A browser navigation carries no guest token: the page's form posts the intent's client secret.
  const clientSecret = /name="clientSecret" value="([^"]+)"/.exec(html)?.[1];
  return fetch(new URL(action ?? '', sb.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, ...(returnUrl ? { returnUrl } : {}), ...(clientSecret ? { clientSecret } : {}) }).toString(),
    redirect: 'manual',
  });
}

describe('the sandbox adapter against the running sandbox', () => {
  test('4242 succeeds: the split is paid on the bill and has a PDF receipt', async () => {
    const { outcome, billId, splitId } = await pay(await card('4242424242424242'));
    expect(outcome).toMatchObject({ kind: 'succeeded', captured: true });
    expect(paymentDestination(outcome)).toBe('success-page');
    expect(['PAID', 'REGISTERED']).toContain(await splitStatus(billId, splitId));
    expect(outcome.paymentId).toMatch(/^pay_/);
    const receipt = await fetch(`${sb.url}/receipt/receipts/v2/payments/${outcome.paymentId}`, { headers: { [TOKEN_HEADER]: guest.token } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
  });

  test('3184 requires 3-D Secure; before an answer the diner stays, after "Complete authentication" it succeeded', async () => {
    const { outcome, billId, splitId } = await pay(await card('4000002760003184'));
    if (outcome.kind !== 'action-required') throw new Error(`expected action-required, got ${outcome.kind}`);
    expect(paymentDestination(outcome)).toBe('payment-auth-page');
    const pending = await provider.completeAuthentication(outcome.intentId);
    expect(pending).toEqual({ kind: 'user-aborted', intentId: outcome.intentId });
    expect(threeDSecureDestination(pending)).toBe('stay');
    const answered = await answerChallenge(outcome.redirectUrl, 'complete');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toContain(`/payment-auth/${splitId}?payment_intent=${outcome.intentId}&redirect_status=succeeded`);
    const done = await provider.completeAuthentication(outcome.intentId);
    expect(done).toEqual({ kind: 'succeeded', intentId: outcome.intentId });
    expect(['PAID', 'REGISTERED']).toContain(await splitStatus(billId, splitId));
  });

  test.each([
    ['1629 is declined after 3-D Secure', '4000008400001629', 'complete', 'failed', 'card_declined'],
    ['"Fail authentication" fails', '4000002760003184', 'fail', 'failed', 'payment_intent_authentication_failure'],
    ['cancel is cancelled', '4000002760003184', 'cancel', 'cancelled', undefined],
  ] as const)('3-D Secure: %s (recoverable)', async (_case, number, answer, kind, code) => {
    const { outcome } = await pay(await card(number));
    if (outcome.kind !== 'action-required') throw new Error(`expected action-required, got ${outcome.kind}`);
    await answerChallenge(outcome.redirectUrl, answer);
    const result = await provider.completeAuthentication(outcome.intentId);
    expect(result.kind).toBe(kind);
    if (code !== undefined) expect(result).toMatchObject({ code });
    expect(threeDSecureDestination(result)).toBe('payment-page-recoverable');
  });

  test.each([
    ['0002 is declined', '4000000000000002', 'failed', 'card_declined'],
    ['0119 is a processing error', '4000000000000119', 'processing-failure', 'processing_error'],
  ] as const)('%s', async (_case, number, kind, code) => {
    const { outcome } = await pay(await card(number));
    expect(outcome).toMatchObject({ kind, code });
    expect(paymentDestination(outcome)).toBe('recoverable-failure');
  });

  test('a payment-method id no card page issued fails to initiate, before any charge', async () => {
    const { outcome } = await pay(unknownCard);
    expect(outcome).toMatchObject({ kind: 'initiation-failure', code: 'payment-method-not-found' });
    expect(paymentDestination(outcome)).toBe('recoverable-failure');
  });

  test.each([
    ['edenred at the Paris bistro', 'edenred', 'succeeded'],
    ['sodexo, not enabled at the Paris bistro', 'sodexo', 'initiation-failure'],
  ] as const)('meal voucher: %s', async (_case, mealVoucher, kind) => {
    const { outcome } = await pay({ kind: 'mealVoucher', provider: mealVoucher }, { venueId: seedIds.venues.parisBistro });
    expect(outcome.kind).toBe(kind);
  });

  test('manual capture holds the money (a tab hold, no split), then the hold is captured', async () => {
    const holdId = `hold-${crypto.randomUUID()}`;
    const outcome = await provider.confirm({
      amount: { amount: 20 * unit, currency: 'EUR' },
      billId: holdId,
      splitId: holdId,
      paymentId: holdId,
      captureMethod: 'manual',
      paymentMethod: await card('4242424242424242'),
      returnUrl: '/',
    });
    if (outcome.kind !== 'succeeded') throw new Error(`expected succeeded, got ${outcome.kind}`);
    expect(outcome.captured).toBe(false);
    const captured = await provider.capture(outcome.intentId);
    expect(captured).toMatchObject({ ok: true, intent: { status: 'succeeded' } });
    expect(await provider.cancel(outcome.intentId)).toMatchObject({ ok: false, code: 'payment-intent-unexpected-state' });
  });

  test('engaging a split that is not ours is an engagement failure, and no payment is attempted', async () => {
    const billId = parisBill;
    const splitId = await issueSplit(billId, 1);
    const steps: string[] = [];
    const outcome = await runPayment({
      provider,
      engage: engageWith(billId, splitId, 'forged.token'),
      newPaymentId: () => 'payment-forged',
      request: { billId, splitId, paymentMethod: await card('4242424242424242'), returnUrl: '/' },
      onStep: (step) => steps.push(step),
    });
    expect(outcome).toEqual({ kind: 'engagement-failure', paymentId: 'payment-forged', error: { code: 'invalid-guest-token' } });
    expect(paymentDestination(outcome)).toBe('payment-error-page');
    expect(steps).toEqual(['PAYMENT_ENGAGEMENT_FAILURE']);
  });

  test('an unknown intent cannot be authenticated', async () => {
    expect(await provider.completeAuthentication('pi_unknown')).toMatchObject({ kind: 'processing-failure', code: 'payment-intent-not-found' });
  });
});

describe('the sandbox adapter mounts the card page of the provider origin', () => {
  function page() {
    const iframe = { src: '', title: '', style: {}, contentWindow: null, remove: () => undefined };
    const target = { ownerDocument: { createElement: () => iframe }, append: () => undefined } as unknown as HTMLElement;
    const win = { location: { origin: sb.url }, addEventListener: () => undefined, removeEventListener: () => undefined };
    return { iframe, target, win };
  }

  test('the card origin is asked from the sandbox: the second origin it listens on, not the app origin', async () => {
    const { iframe, target, win } = page();
    const adapter = createSandboxPaymentProvider({ baseUrl: sb.url, fetch, window: win });
    const fields = await adapter.mountCardFields(target, { amount: { amount: unit, currency: 'EUR' }, locale: 'de-DE', title: 'Kartendaten' });
    const src = new URL(iframe.src);
    expect(src.origin).toBe(new URL(sb.cardUrl).origin);
    expect(src.origin).not.toBe(new URL(sb.url).origin);
    expect(src.searchParams.get('origin')).toBe(sb.url);
    // The page the frame loads is served by that origin for this app origin.
    expect((await fetch(iframe.src)).status).toBe(200);
    fields.destroy();
  });

  test('a configured card origin is used as is; an unreachable config gives card fields that collect nothing', async () => {
    const configured = page();
    await createSandboxPaymentProvider({ baseUrl: sb.url, fetch, window: configured.win, cardFrameOrigin: 'https://cards.example/' }).mountCardFields(
      configured.target,
      {
        amount: { amount: unit, currency: 'EUR' },
        locale: 'en-GB',
        title: 'Card details',
      },
    );
    expect(new URL(configured.iframe.src).origin).toBe('https://cards.example');
    const offline = page();
    const fields = await createSandboxPaymentProvider({
      baseUrl: 'http://127.0.0.1:9',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      window: offline.win,
    }).mountCardFields(offline.target, {
      amount: { amount: unit, currency: 'EUR' },
      locale: 'en-GB',
      title: 'Card details',
    });
    expect(offline.iframe.src).toBe('');
    expect(await fields.collect()).toEqual({ ok: false, code: 'card-frame-unavailable' });
  });
});

describe('the sandbox adapter without a reachable sandbox', () => {
  const base = { amount: { amount: unit, currency: 'EUR' }, billId: 'b', splitId: 's', paymentId: 'p', returnUrl: '/' };

  test('a network failure is an initiation failure', async () => {
    const offline = createSandboxPaymentProvider({ baseUrl: 'http://127.0.0.1:9', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await offline.confirm({ ...base, paymentMethod: unknownCard })).toEqual({
      kind: 'initiation-failure',
      paymentId: 'p',
      code: 'network-error',
      message: 'fetch failed',
    });
  });

  test('an answer that is not an intent is an initiation failure', async () => {
    const odd = createSandboxPaymentProvider({ baseUrl: '', fetch: () => Promise.resolve(new Response('{"hello":1}', { status: 201 })) });
    expect(await odd.confirm({ ...base, paymentMethod: unknownCard })).toMatchObject({ kind: 'initiation-failure', code: 'invalid-response' });
    const broken = createSandboxPaymentProvider({ baseUrl: '', fetch: () => Promise.resolve(new Response('oops', { status: 502 })) });
    expect(await broken.confirm({ ...base, paymentMethod: unknownCard })).toMatchObject({ kind: 'initiation-failure', code: 'http-502' });
  });

  test('the Payment Element is not a sandbox payment method', async () => {
    expect(await provider.confirm({ ...base, paymentMethod: { kind: 'paymentElement' } })).toMatchObject({
      kind: 'initiation-failure',
      code: 'unsupported-payment-method',
    });
  });
});
