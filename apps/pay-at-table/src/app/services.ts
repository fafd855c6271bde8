import { createApiClient, createHttpClient } from '@tableside/api-client';
import { systemTimers } from '@tableside/realtime';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../lib/identity/device-store.js';
import { browserCrossTab } from '../lib/realtime/api/browser-cross-tab.js';
import type { AppServices } from '../lib/services.js';
import { createDocumentStore, createPaymentProvider, type AdapterDeps, type SdkLoaders } from './adapters.js';
import type { AppEnv } from './env.js';

export type { AppServices };

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
  const httpConfig = { baseUrl: env.apiBaseUrl, fetch: fetchFn, generateUuid: newId, getGuestToken: guestToken };
  return {
    api: createApiClient(httpConfig),
    http: createHttpClient(httpConfig),
    store: await createDocumentStore(env.realtime, deps, loaders),
    payments: await createPaymentProvider(env.payments, deps, loaders),
    device,
    clock: { now: () => Date.now() },
    timers: systemTimers,
    newId,
  };
}
