import type { StripeClient } from '@tableside/payments';
import { systemTimers } from '@tableside/realtime';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createDeviceStore } from '../lib/identity/device-store.js';
import { eur } from '../test/fixtures.js';
import { createDocumentStore, createPaymentProvider, type AdapterDeps, type SdkLoaders } from './adapters.js';
import { parseEnv } from './env.js';
import { createAppServices } from './services.js';

const API = 'http://api.test';
const FIREBASE_ENV = {
  VITE_REALTIME: 'firestore',
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_PROJECT_ID: 'tableside-test',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_AUTH_DOMAIN: 'tableside-test.firebaseapp.com',
};
const STRIPE_ENV = { VITE_PAYMENTS: 'stripe', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123abc', VITE_STRIPE_INTENT_URL: 'https://pay.example.test/intents' };
const billSchema = z.object({ leftToPay: z.number() });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function depsWith(fetchFn: typeof fetch): AdapterDeps {
  return { apiBaseUrl: API, fetch: fetchFn, timers: systemTimers, guestToken: () => 'guest-me.sig', newId: () => 'id-1' };
}

/** SDK loaders that fail the test if the adapter they belong to is not the chosen one. */
function forbiddenLoaders(): Required<SdkLoaders> {
  const refuse = (name: string) => () => {
    throw new Error(`${name} must not load`);
  };
  return { firestore: vi.fn(refuse('firebase/firestore')), firebaseApp: vi.fn(refuse('firebase/app')), stripe: vi.fn(refuse('@stripe/stripe-js')) };
}

/** The part of the modular Firestore SDK a `get` uses, over one stored document. */
function fakeFirestoreSdk(stored: Record<string, unknown>) {
  const getFirestore = vi.fn((app: unknown) => ({ app }));
  const sdk = {
    getFirestore,
    doc: (_db: unknown, path: string) => ({ path }),
    getDoc: async (ref: { path: string }) => ({ exists: () => ref.path in stored, data: () => stored[ref.path] }),
    onSnapshot: (ref: { path: string }, next: (snapshot: { exists(): boolean; data(): unknown }) => void) => {
      next({ exists: () => ref.path in stored, data: () => stored[ref.path] });
      return () => undefined;
    },
  };
  return { sdk, getFirestore };
}

function fakeStripe(): StripeClient & { confirmed: string[] } {
  const confirmed: string[] = [];
  return {
    confirmed,
    mountPaymentElement: () => undefined,
    updatePaymentElement: async () => undefined,
    submit: async () => ({}),
    confirmPayment: async (clientSecret) => {
      confirmed.push(clientSecret);
      return { paymentIntent: { id: 'pi_stripe_1', status: 'succeeded' } };
    },
    handleNextAction: async () => ({ paymentIntent: { id: 'pi_stripe_1', status: 'succeeded' } }),
  };
}

const REQUEST = {
  amount: { ...eur(12.5), currency: 'EUR' as const },
  billId: 'bill-1',
  splitId: 'split-1',
  paymentId: 'payment-1',
  paymentMethod: { kind: 'paymentElement' as const },
  returnUrl: 'https://app.test/venues/v/bills/bill-1/splits/split-1/payment-auth',
};

describe('adapters selected by configuration', () => {
  test('the default build talks to the sandbox for realtime and payments, and loads neither Firebase nor Stripe', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { path: 'bills/b1', exists: true, data: { leftToPay: 5 }, version: 1 }));
    const loaders = forbiddenLoaders();
    const env = await parseEnv({}, API);
    const store = await createDocumentStore(env.realtime, depsWith(fetchFn), loaders);
    const payments = await createPaymentProvider(env.payments, depsWith(fetchFn), loaders);
    await store.get('bills/b1', billSchema);
    expect(fetchFn.mock.calls[0]?.[0]).toMatch(new RegExp(`^${API}/`));
    expect(payments.name).toBe('sandbox');
    expect(payments.challengeUrl('pi_1', 'https://app.test/back')).toContain('/sandbox-payments/');
    expect(loaders.firestore).not.toHaveBeenCalled();
    expect(loaders.firebaseApp).not.toHaveBeenCalled();
    expect(loaders.stripe).not.toHaveBeenCalled();
  });

  test("the sandbox provider's code loads on its first call: before, the 3-D Secure page is asked by the intent's id alone; after it read the intent, with its client secret", async () => {
    const intent = { id: 'pi_1', clientSecret: 'pi_1_secret_x', status: 'requires_action', amount: eur(12.5), paymentId: 'payment-1' };
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, intent));
    const payments = await createPaymentProvider((await parseEnv({}, API)).payments, depsWith(fetchFn), forbiddenLoaders());
    expect(payments.challengeUrl('pi_1', 'https://app.test/back?x=1')).toBe(`${API}/sandbox-payments/3ds/pi_1?returnUrl=%2Fback%3Fx%3D1`);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(await payments.completeAuthentication('pi_1')).toEqual({ kind: 'user-aborted', intentId: 'pi_1' });
    expect(fetchFn.mock.calls[0]?.[0]).toBe(`${API}/sandbox-payments/payment-intents/pi_1`);
    expect(payments.challengeUrl('pi_1', 'https://app.test/back')).toBe(`${API}/sandbox-payments/3ds/pi_1?returnUrl=%2Fback&clientSecret=pi_1_secret_x`);
  });

  test('VITE_REALTIME=firestore reads documents from Firestore, initialising the configured Firebase app on first use only', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    const { sdk, getFirestore } = fakeFirestoreSdk({ 'bills/b1': { leftToPay: 7, version: 3 } });
    const initializeApp = vi.fn((config: unknown) => ({ name: 'tableside', config }));
    const loaders: SdkLoaders = {
      ...forbiddenLoaders(),
      firestore: vi.fn(async () => sdk as never),
      firebaseApp: vi.fn(async () => ({ initializeApp: initializeApp as never })),
    };
    const store = await createDocumentStore((await parseEnv(FIREBASE_ENV, API)).realtime, depsWith(fetchFn), loaders);
    expect(loaders.firestore).not.toHaveBeenCalled();
    expect(await store.get('bills/b1', billSchema)).toEqual({ ok: true, value: { path: 'bills/b1', exists: true, data: { leftToPay: 7 }, version: 3 } });
    expect(initializeApp).toHaveBeenCalledWith({
      apiKey: 'AIza-test',
      projectId: 'tableside-test',
      appId: '1:123:web:abc',
      authDomain: 'tableside-test.firebaseapp.com',
    });
    expect(getFirestore).toHaveBeenCalledWith({ name: 'tableside', config: expect.objectContaining({ projectId: 'tableside-test' }) });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  test('VITE_REALTIME=firestore: a live document is delivered once the SDK has loaded', async () => {
    const { sdk } = fakeFirestoreSdk({ 'venues/v1': { leftToPay: 2, version: 9 } });
    const loaders: SdkLoaders = {
      firestore: async () => sdk as never,
      firebaseApp: async () => ({ initializeApp: ((config: unknown) => ({ config })) as never }),
    };
    const store = await createDocumentStore((await parseEnv(FIREBASE_ENV, API)).realtime, depsWith(vi.fn<typeof fetch>()), loaders);
    const seen = await new Promise<unknown>((resolve) => store.subscribe('venues/v1', billSchema, resolve));
    expect(seen).toEqual({ ok: true, value: { path: 'venues/v1', exists: true, data: { leftToPay: 2 }, version: 9 } });
  });

  test('VITE_PAYMENTS=stripe confirms with Stripe.js after the merchant endpoint created the intent with the diner token', async () => {
    const stripe = fakeStripe();
    const fetchFn = vi.fn<typeof fetch>(async () => json(201, { intentId: 'pi_stripe_1', clientSecret: 'pi_stripe_1_secret_x' }));
    const loadStripe = vi.fn(async () => stripe);
    const payments = await createPaymentProvider((await parseEnv(STRIPE_ENV, API)).payments, depsWith(fetchFn), { ...forbiddenLoaders(), stripe: loadStripe });
    expect(payments.name).toBe('stripe');
    expect(loadStripe).not.toHaveBeenCalled();
    expect(await payments.confirm(REQUEST)).toEqual({ kind: 'succeeded', paymentId: 'payment-1', intentId: 'pi_stripe_1', captured: true });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123abc');
    expect(stripe.confirmed).toEqual(['pi_stripe_1_secret_x']);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://pay.example.test/intents');
    expect(new Headers(init?.headers).get('x-tableside-guest-token')).toBe('guest-me.sig');
    expect(JSON.parse(String(init?.body))).toMatchObject({ billId: 'bill-1', splitId: 'split-1', paymentId: 'payment-1', captureMethod: 'automatic' });
    // Stripe runs 3-D Secure in the page: the "stay" link comes back here with the intent, where completeAuthentication resumes it.
    expect(payments.challengeUrl('pi_stripe_1', REQUEST.returnUrl)).toBe(`${REQUEST.returnUrl}?payment_intent=pi_stripe_1`);
    expect(await payments.completeAuthentication('pi_stripe_1')).toEqual({ kind: 'succeeded', intentId: 'pi_stripe_1' });
  });

  test.each([
    ['the endpoint refuses', async () => json(403, { type: 'not-split-owner', message: 'Another diner holds this split' }), 'not-split-owner'],
    ['the endpoint answers junk', async () => json(200, { id: 'pi' }), 'invalid-response'],
    ['the endpoint is unreachable', async () => Promise.reject(new TypeError('Failed to fetch')), 'network-error'],
  ])('VITE_PAYMENTS=stripe: %s, an initiation failure and nothing confirmed', async (_name, answer, code) => {
    const stripe = fakeStripe();
    const payments = await createPaymentProvider((await parseEnv(STRIPE_ENV, API)).payments, depsWith(vi.fn<typeof fetch>(answer)), {
      stripe: async () => stripe,
    });
    expect(await payments.confirm(REQUEST)).toMatchObject({ kind: 'initiation-failure', paymentId: 'payment-1', code });
    expect(stripe.confirmed).toEqual([]);
  });

  test('createAppServices wires the chosen ports: Firestore and Stripe, loading neither SDK before first use', async () => {
    const loaders = forbiddenLoaders();
    const services = await createAppServices(
      await parseEnv({ ...FIREBASE_ENV, ...STRIPE_ENV }, API),
      createDeviceStore(() => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined })),
      loaders,
    );
    expect(services.payments.name).toBe('stripe');
    expect(typeof services.store.subscribe).toBe('function');
    expect(loaders.firestore).not.toHaveBeenCalled();
    expect(loaders.stripe).not.toHaveBeenCalled();
  });
});
