import { CORRELATION_ID_HEADER, CORRELATION_ID_PREFIX } from '@tableside/api-client';
import { createSandboxPaymentProvider, type PaymentProvider, type SandboxPaymentProvider, type StripePaymentProviderOptions } from '@tableside/payments';
import {
  createSandboxDocumentStore,
  err,
  type CrossTabOptions,
  type DocumentStore,
  type FirestoreDocumentStoreOptions,
  type firestoreForApp,
  type Listener,
  type StoreError,
  type Timers,
  type Unsubscribe,
} from '@tableside/realtime';
import type { PaymentsEnv, RealtimeEnv } from './env.js';

/**
 * The payment port as the app uses it. `challengeUrl` is where the diner is sent back to finish 3-D Secure: the
 * sandbox's challenge page, or for Stripe this page again with `payment_intent`, where `completeAuthentication`
 * runs Stripe's own challenge.
 */
export type AppPaymentProvider = PaymentProvider & Pick<SandboxPaymentProvider, 'challengeUrl'>;

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

function unavailable(cause: unknown): StoreError {
  return { code: 'unavailable', message: cause instanceof Error ? cause.message : String(cause) };
}

/** A DocumentStore whose adapter module is fetched on first use; a chunk that fails to load is an unavailable value. */
function deferredStore(load: () => Promise<DocumentStore>): DocumentStore {
  let loading: Promise<DocumentStore> | undefined;
  const store = () => (loading ??= load());
  function later<T>(listener: Listener<T>, start: (loaded: DocumentStore) => Unsubscribe): Unsubscribe {
    let stop: Unsubscribe | undefined;
    let cancelled = false;
    store().then(
      (loaded) => {
        if (!cancelled) stop = start(loaded);
      },
      (cause: unknown) => {
        if (!cancelled) listener(err(unavailable(cause)));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }
  return {
    get: (path, schema) => store().then((loaded) => loaded.get(path, schema), (cause: unknown) => err(unavailable(cause))),
    query: (collection, schema, options) => store().then((loaded) => loaded.query(collection, schema, options), (cause: unknown) => err(unavailable(cause))),
    increment: (path, field, by) => store().then((loaded) => loaded.increment(path, field, by), (cause: unknown) => err(unavailable(cause))),
    subscribe: (path, schema, listener) => later(listener, (loaded) => loaded.subscribe(path, schema, listener)),
    subscribeQuery: (collection, schema, options, listener) => later(listener, (loaded) => loaded.subscribeQuery(collection, schema, options, listener)),
  };
}

/** The realtime document store chosen by `VITE_REALTIME`; the Firestore adapter and firebase load on first use only. */
export function createDocumentStore(env: RealtimeEnv, deps: AdapterDeps, loaders: SdkLoaders = {}): DocumentStore {
  if (env.kind === 'firestore') {
    const { firebase } = env;
    return deferredStore(() => import('./firestore-store.js').then(({ createFirestoreStore }) => createFirestoreStore(firebase, loaders)));
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

/** A payment provider whose adapter module is fetched on first use; a chunk that fails to load fails the attempt. */
function deferredStripe(load: () => Promise<AppPaymentProvider>): AppPaymentProvider {
  let loading: Promise<AppPaymentProvider> | undefined;
  const provider = () => (loading ??= load());
  const reason = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));
  return {
    name: 'stripe',
    confirm: (request) =>
      provider().then(
        (loaded) => loaded.confirm(request),
        (cause: unknown) => ({ kind: 'initiation-failure', paymentId: request.paymentId, code: 'stripe-unavailable', message: reason(cause) }),
      ),
    completeAuthentication: (intentId) =>
      provider().then(
        (loaded) => loaded.completeAuthentication(intentId),
        (cause: unknown) => ({ kind: 'processing-failure', intentId, code: 'stripe-unavailable', message: reason(cause) }),
      ),
    challengeUrl: (intentId, returnUrl) => `${returnUrl}?payment_intent=${encodeURIComponent(intentId)}`,
  };
}

/** The payment provider chosen by `VITE_PAYMENTS`; the Stripe adapter and Stripe.js load on first use only. */
export function createPaymentProvider(env: PaymentsEnv, deps: AdapterDeps, loaders: SdkLoaders = {}): AppPaymentProvider {
  if (env.kind === 'stripe') {
    return deferredStripe(() => import('./stripe-payments.js').then(({ createStripePayments }) => createStripePayments(env, deps, loaders)));
  }
  return createSandboxPaymentProvider({
    baseUrl: deps.apiBaseUrl,
    fetch: deps.fetch,
    headers: () => ({ [CORRELATION_ID_HEADER]: `${CORRELATION_ID_PREFIX}${deps.newId()}` }),
    // Only the payer touches a payment: every call carries the diner's guest token.
    getGuestToken: deps.guestToken,
  });
}
