import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupI18n } from '../lib/i18n/setup-i18n.js';
import { ServicesProvider } from '../lib/services-context.js';
import type { AppServices } from '../lib/services.js';
import { createFakeStore } from './fake-store.js';
import { fakeHttp, type FakeRoutes } from './fake-http.js';
import { NOW } from './fixtures.js';

/**
 * Renders one part of a feature (a panel, a dialog) at `path` with the services it uses: the fake server's `routes`
 * over the app's transport, an in-memory store of `docs`, a fixed clock and real timers; English strings, a query
 * client and a memory router around it. Unlike `renderApp`, no route tree: the part is the page.
 */
export async function renderWithServices(
  ui: ReactNode,
  { routes = {}, docs = {}, path = '/' }: { routes?: FakeRoutes; docs?: Record<string, unknown>; path?: string } = {},
) {
  const i18n = await setupI18n();
  const fake = fakeHttp(routes);
  const store = createFakeStore(docs);
  const services = {
    http: fake.http,
    store: store.store,
    clock: { now: () => NOW },
    timers: {
      setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
    },
  } as unknown as AppServices;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...fake, router };
}
