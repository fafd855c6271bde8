import '@tableside/ui/tokens.css';
import { negotiateLocale } from '@tableside/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { parseEnv, type AppEnv } from './app/env.js';
import { FIRST_VIEW_ELEMENT_ID } from './app/first-view-element.js';
import { schedulePreloadHide } from './app/preload.js';
import { createAppRouter } from './app/router.js';
import { createAppServices } from './app/services.js';
import { yieldToMain } from './app/yield-to-main.js';
import { ServicesProvider } from './lib/services-context.js';
import { createDeviceStore } from './lib/identity/device-store.js';
import { ensureGuestIdentity } from './lib/identity/ensure-guest-identity.js';
import { changeLocale, setupI18n } from './lib/i18n/setup-i18n.js';

async function start(): Promise<void> {
  const rendered = schedulePreloadHide(window);
  let env: AppEnv;
  try {
    env = await parseEnv(import.meta.env, window.location.origin);
  } catch (error) {
    // A wrong build configuration stops start-up on a page naming the variable, never a blank screen (its module
    // loads only then, off the critical path).
    console.error(error);
    const { showConfigurationError } = await import('./app/config-error.js');
    showConfigurationError(error);
    return;
  }
  const device = createDeviceStore(() => window.localStorage);
  // Read before the guest identity is created: the server renders a first scan's view (no identity).
  const firstScan = device.getState().identity === null;
  const services = await createAppServices(env, device);
  void ensureGuestIdentity(device, services.api.identity);
  // Each start-up step below runs in a task of its own (no long task in front of the first render).
  await yieldToMain();

  // The router starts the current route at once: its lazy code and, from the table and bill routes' loaders, the
  // table's open bill and the bill's live documents load while the strings do, not after them. The pages that fetch
  // over HTTP bring the app's query client with their chunks (lib/query): the bill's first render reads only live
  // documents.
  const locale = device.getState().preferredLocale ?? negotiateLocale(navigator.languages);
  const priming = { store: services.store, refresh: services.api.refresh, upsells: { api: services.api, locale: () => locale } };
  // A bill page rendered on the server carries its first view: its module (preloaded by the page) seeds the caches and
  // loads the route's code, so the first render is the server's.
  const firstView = document.getElementById(FIRST_VIEW_ELEMENT_ID)
    ? await import('./app/first-view.js').then((module) => module.startFirstView(rendered, priming, locale, firstScan)).catch(() => undefined)
    : undefined;
  const router = firstView?.router ?? createAppRouter(rendered, priming);
  await yieldToMain();

  const i18n = await setupI18n();
  await changeLocale(i18n, locale).catch((error: unknown) => console.warn('Locale load failed; staying in en-US', error));
  await yieldToMain();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>
  );
  if (firstView?.hydrate) {
    firstView.hydrate(root, app);
    return;
  }
  // The first render as a transition: React renders the page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks the main thread (issue 12, TBT ≤ 100 ms).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

void start();
