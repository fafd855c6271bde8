import { createApiClient, CORRELATION_ID_HEADER, CORRELATION_ID_PREFIX, type ApiClient } from '@tableside/api-client';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from '@tableside/payments';
import { createSandboxDocumentStore, systemTimers, type Clock, type CrossTabOptions, type DocumentStore, type Timers } from '@tableside/realtime';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from '../features/identity/device-store.js';
import { browserCrossTab } from '../features/realtime/api/browser-cross-tab.js';
import type { AppEnv } from './env.js';

/** Everything a screen talks to. Screens get it from context, so tests can give fakes. */
export interface AppServices {
  readonly api: ApiClient;
  readonly store: DocumentStore;
  readonly payments: SandboxPaymentProvider;
  readonly device: StoreApi<DeviceState>;
  readonly clock: Clock;
  readonly timers: Timers;
  /** A new payment id for each payment attempt. */
  readonly newId: () => string;
}

function withCrossTab(crossTab: CrossTabOptions | undefined): { crossTab?: CrossTabOptions } {
  return crossTab ? { crossTab } : {};
}

/** Wires the adapters chosen by the environment to the browser's transport, clock and timers. */
export function createAppServices(env: AppEnv, device: StoreApi<DeviceState>): AppServices {
  const newId = () => globalThis.crypto.randomUUID();
  const fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init);
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl, fetch: fetchFn, generateUuid: newId, getGuestToken: () => device.getState().identity?.token }),
    // Every live subscription of the tab shares one multiplexed stream, and the tabs of the origin share one stream
    // through the leader tab; the marked-as-paid increment carries the token.
    store: createSandboxDocumentStore({
      baseUrl: env.apiBaseUrl,
      fetch: fetchFn,
      timers: systemTimers,
      guestToken: () => device.getState().identity?.token,
      ...withCrossTab(browserCrossTab(newId())),
    }),
    payments: createSandboxPaymentProvider({
      baseUrl: env.apiBaseUrl,
      fetch: fetchFn,
      headers: () => ({ [CORRELATION_ID_HEADER]: `${CORRELATION_ID_PREFIX}${newId()}` }),
      // Only the payer touches a payment: every call carries the diner's guest token.
      getGuestToken: () => device.getState().identity?.token,
    }),
    device,
    clock: { now: () => Date.now() },
    timers: systemTimers,
    newId,
  };
}
