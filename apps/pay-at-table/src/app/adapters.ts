import { CORRELATION_ID_HEADER, CORRELATION_ID_PREFIX } from '@tableside/api-client';
import { sandboxChallengeUrl, type SandboxPaymentProvider, type StripePaymentProviderOptions } from '@tableside/payments';
import {
  createSandboxDocumentStore,
  type CrossTabOptions,
  type DocumentStore,
  type FirestoreDocumentStoreOptions,
  type firestoreForApp,
  type Timers,
} from '@tableside/realtime';
import type { AppPaymentProvider } from '../lib/services.js';
import type { PaymentsEnv, RealtimeEnv } from './env.js';

/** The payment port as the app uses it (src/lib/services.ts). */
export type { AppPaymentProvider };

/**
 * How the production SDKs are loaded. Left out, each is the adapter package's dynamic `import()` (firebase/firestore,
 * firebase/app, @stripe/stripe-js), so firebase and @stripe are chunks of their own (vite.config.ts LATE_CHUNKS),
 * fetched only when their adapter is chosen and first used. Tests inject fakes.
 */
export interface SdkLoaders {
  readonly firestore?: FirestoreDocumentStoreOptions['loadSdk'];
  readonly firebaseApp?: Parameters<typeof firestoreForApp>[1];
  readonly stripe?: StripePaymentProviderOptions['loadStripe'];
}

export interface AdapterDeps {
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
  readonly timers: Timers;
  readonly guestToken: () => string | undefined;
  readonly newId: () => string;
  readonly crossTab?: CrossTabOptions | undefined;
}

/**
 * The realtime document store chosen by `VITE_REALTIME`. The Firestore adapter is a chunk fetched only when chosen,
 * and firebase itself loads on the first read.
 */
export async function createDocumentStore(env: RealtimeEnv, deps: AdapterDeps, loaders: SdkLoaders = {}): Promise<DocumentStore> {
  if (env.kind === 'firestore') {
    const { createFirestoreStore } = await import('./firestore-store.js');
    return createFirestoreStore(env.firebase, loaders);
  }
  // Every live subscription of the tab shares one multiplexed stream, and the tabs of the origin share one stream
  // through the leader tab; the marked-as-paid increment carries the token.
  return createSandboxDocumentStore({
    baseUrl: deps.apiBaseUrl,
    fetch: deps.fetch,
    timers: deps.timers,
    guestToken: deps.guestToken,
    ...(deps.crossTab ? { crossTab: deps.crossTab } : {}),
  });
}

/**
 * The payment provider chosen by `VITE_PAYMENTS`. The Stripe adapter is a chunk fetched only when chosen, and
 * Stripe.js itself loads on the first payment.
 */
export async function createPaymentProvider(env: PaymentsEnv, deps: AdapterDeps, loaders: SdkLoaders = {}): Promise<AppPaymentProvider> {
  if (env.kind === 'stripe') {
    const { createStripePayments } = await import('./stripe-payments.js');
    return createStripePayments(env, deps, loaders);
  }
  const options = {
    baseUrl: deps.apiBaseUrl,
    fetch: deps.fetch,
    headers: () => ({ [CORRELATION_ID_HEADER]: `${CORRELATION_ID_PREFIX}${deps.newId()}` }),
    // Only the payer touches a payment: every call carries the diner's guest token.
    getGuestToken: deps.guestToken,
  };
  // The provider's code is a chunk of its own, loaded by the first call (not on the bill page's critical path).
  let loaded: SandboxPaymentProvider | undefined;
  let loading: Promise<SandboxPaymentProvider> | undefined;
  const provider = () => (loading ??= import('./sandbox-payments.js').then((module) => (loaded = module.createSandboxPaymentProvider(options))));
  return {
    name: 'sandbox',
    confirm: async (request) => (await provider()).confirm(request),
    completeAuthentication: async (intentId) => (await provider()).completeAuthentication(intentId),
    mountCardFields: async (target, fields) => (await provider()).mountCardFields(target, fields),
    // Synchronous: before the provider has loaded, the challenge page without the client secret, as after a reload.
    challengeUrl: (intentId, returnUrl) => loaded?.challengeUrl(intentId, returnUrl) ?? sandboxChallengeUrl(options.baseUrl, intentId, returnUrl),
  };
}
