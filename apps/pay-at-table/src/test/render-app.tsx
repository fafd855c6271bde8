import { ok, type ApiClient, type HttpClient } from '@tableside/api-client';
import type { SandboxPaymentProvider } from '@tableside/payments';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StateStorage } from 'zustand/middleware';
import { appRoutes } from '../app/router.js';
import type { AppServices } from '../lib/services.js';
import { appQueryClient } from '../lib/query/app-query-client.js';
import { ServicesProvider } from '../lib/services-context.js';
import { createDeviceStore, type GuestIdentity } from '../lib/identity/device-store.js';
import { setupI18n } from '../lib/i18n/setup-i18n.js';
import { createFakeStore } from './fake-store.js';
import { fakeCardFrame } from './fake-card-frame.js';
import { NOW } from './fixtures.js';

type Overrides<T> = { [K in keyof T]?: Partial<T[K]> };

/** An object whose unfaked methods throw with their name, so a test never silently calls the network. */
function strict<T extends object>(name: string, overrides: Partial<T>): T {
  return new Proxy(overrides, {
    get(target, property) {
      if (property in target) return target[property as keyof T];
      if (property === 'then') return undefined;
      throw new Error(`${name}.${String(property)} is not faked in this test`);
    },
  }) as T;
}

function memoryStorage(): StateStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

export const ME: GuestIdentity = { guestId: 'guest-me', token: 'guest-me.sig', createdAt: NOW - 1000 };

export interface RenderAppOptions {
  readonly path: string;
  readonly state?: unknown;
  readonly docs?: Record<string, unknown>;
  readonly api?: Overrides<ApiClient>;
  readonly payments?: Partial<SandboxPaymentProvider>;
  /** The raw transport, for the account feature's calls. */
  readonly http?: Partial<HttpClient>;
  readonly identity?: GuestIdentity | null;
  /** The clock; fixed at NOW unless a test moves time. */
  readonly now?: () => number;
}

let i18nInstance: i18n | undefined;

/** Renders the real route tree at `path` with fake services: an in-memory store, faked API calls, a fixed clock. */
export interface RenderedApp {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly fake: ReturnType<typeof createFakeStore>;
  readonly device: ReturnType<typeof createDeviceStore>;
}

export async function renderApp({
  path,
  state,
  docs = {},
  api = {},
  payments = {},
  http = {},
  identity = ME,
  now = () => NOW,
}: RenderAppOptions): Promise<RenderedApp> {
  i18nInstance ??= await setupI18n();
  const fake = createFakeStore(docs);
  const device = createDeviceStore(memoryStorage);
  if (identity) device.getState().setIdentity(identity);
  const refresh = {
    refreshBill: async () => ok({ advisoryDelayUntilNext: 60_000, fallback: false }),
    refreshTable: async () => ok({ advisoryDelayUntilNext: 60_000, fallback: false }),
    ...api.refresh,
  };
  const services: AppServices = {
    api: strict<ApiClient>('api', {
      refresh: strict('api.refresh', refresh),
      billing: strict('api.billing', api.billing ?? {}),
      identity: strict('api.identity', api.identity ?? {}),
      receipts: strict('api.receipts', api.receipts ?? {}),
      menus: strict('api.menus', api.menus ?? {}),
      ordering: strict('api.ordering', api.ordering ?? {}),
      vouchers: strict('api.vouchers', api.vouchers ?? {}),
      waiter: strict('api.waiter', api.waiter ?? {}),
    }),
    http: strict<HttpClient>('http', http),
    store: fake.store,
    payments: strict<SandboxPaymentProvider>('payments', { mountCardFields: fakeCardFrame().mountCardFields, ...payments }),
    device,
    clock: { now },
    timers: { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as number) },
    newId: () => 'payment-new',
  };
  const url = new URL(path, 'http://app.test');
  const router = createMemoryRouter(
    appRoutes(() => undefined),
    { initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }] },
  );
  // As main.tsx renders the app: no query client above it, so each page and part that fetches brings the app's own
  // (lib/query), one per test's store; a failed query fails at once (no retry) in a test.
  appQueryClient(fake.store).setDefaultOptions({ queries: { retry: false } });
  render(
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18nInstance}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ServicesProvider>,
  );
  return { router, fake, device };
}
