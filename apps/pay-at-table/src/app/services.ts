import { createApiClient, type ApiClient } from '@tableside/api-client';
import { systemTimers, type Clock, type DocumentStore, type Timers } from '@tableside/realtime';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../features/identity/device-store.js';
import { browserCrossTab } from '../features/realtime/api/browser-cross-tab.js';
import { createDocumentStore, createPaymentProvider, type AdapterDeps, type AppPaymentProvider, type SdkLoaders } from './adapters.js';
import type { AppEnv } from './env.js';

/** Everything a screen talks to. Screens get it from context, so tests can give fakes. */
export interface AppServices {
  readonly api: ApiClient;
  readonly store: DocumentStore;
  readonly payments: AppPaymentProvider;
  readonly device: StoreApi<DeviceState>;
  readonly clock: Clock;
  readonly timers: Timers;
  /** A new payment id for each payment attempt. */
  readonly newId: () => string;
}

/**
 * Wires the adapters chosen by the environment (the DocumentStore and PaymentProvider ports) to the browser's
 * transport, clock and timers. Firebase and Stripe load only when chosen: their adapters now, their SDKs on first use.
 */
export async function createAppServices(env: AppEnv, device: StoreApi<DeviceState>, loaders: SdkLoaders = {}): Promise<AppServices> {
  const newId = () => globalThis.crypto.randomUUID();
  const fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init);
  const guestToken = () => device.getState().identity?.token;
  const deps: AdapterDeps = {
    apiBaseUrl: env.apiBaseUrl,
    fetch: fetchFn,
    timers: systemTimers,
    guestToken,
    newId,
    crossTab: env.realtime.kind === 'sandbox' ? browserCrossTab(newId()) : undefined,
  };
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl, fetch: fetchFn, generateUuid: newId, getGuestToken: guestToken }),
    store: await createDocumentStore(env.realtime, deps, loaders),
    payments: await createPaymentProvider(env.payments, deps, loaders),
    device,
    clock: { now: () => Date.now() },
    timers: systemTimers,
    newId,
  };
}
