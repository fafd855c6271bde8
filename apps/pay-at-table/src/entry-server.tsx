import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { createApiClient, createHttpClient } from '@tableside/api-client';
import { venueSchema } from '@tableside/billing-domain';
import { negotiateLocale } from '@tableside/i18n';
import { createSandboxPaymentProvider } from '@tableside/payments';
import { createSandboxDocumentStore, systemTimers } from '@tableside/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import * as z from 'zod/mini';
import { documentMessageSchema, jsonForScriptElement, queryMessageSchema, seedFirstView, tableDeviceQuery, type FirstViewState } from './app/first-view.js';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_MODULE } from './app/first-view-element.js';
import { deferModules, type ViteManifest } from './app/first-view-modules.js';
import { appRoutes, BILL_PATH, TABLE_PATH } from './app/router.js';
import { billUpsellsQuery } from './features/upsell/api/bill-upsells-query.js';
import { billDocumentSchema } from './lib/documents/bill-document-schema.js';
import { createDeviceStore } from './lib/identity/device-store.js';
import { paths } from './lib/paths.js';
import { setupI18n, switchLanguage } from './lib/i18n/setup-i18n.js';
import { ServicesProvider } from './lib/services-context.js';
import type { AppServices } from './lib/services.js';

/** What the server that serves the app's build passes for one page request. */
export interface FirstViewRequest {
  /** The request's path and query string. */
  readonly url: string;
  /** The page's origin (`http://127.0.0.1:4000`): the realtime and API reads go to it, through `fetch`. */
  readonly origin: string;
  /** The `Accept-Language` tags, most preferred first. */
  readonly languages: readonly string[];
  /** Reads the origin's HTTP API (the server passes an in-process transport). */
  readonly fetch: typeof fetch;
  /** The built `index.html`. */
  readonly template: string;
  /** Vite's client manifest (`.vite/manifest.json`): the boot script, and the modules it starts. */
  readonly manifest: ViteManifest | undefined;
}

/** The API as an anonymous page of `request`'s origin calls it (no guest token). */
function httpConfig(request: FirstViewRequest) {
  return { baseUrl: request.origin, fetch: request.fetch, generateUuid: randomUUID, getGuestToken: () => undefined };
}

/** A device with nothing stored: the server renders what a first scan shows (no guest identity, no chosen locale). */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Reads the first view's documents through the realtime API, as an anonymous diner's page would: the bill, its venue,
 * the global settings, and the table's device when the bill names a table. Undefined when the bill or the venue is
 * missing or unreadable (the page then shows its own error screen, rendered in the browser).
 */
async function readDocuments(request: FirstViewRequest, venueId: string, billId: string) {
  const read = async (url: string): Promise<unknown> => {
    const response = await request.fetch(`${request.origin}${url}`);
    return response.ok ? ((await response.json()) as unknown) : undefined;
  };
  const [bill, venue, settings] = await Promise.all(
    [`bills/${billId}`, `venues/${venueId}`, 'configs/settings'].map(async (path) =>
      documentMessageSchema.safeParse(await read(`/realtime/docs/${encodePath(path)}`)),
    ),
  );
  if (!bill?.success || !venue?.success || !settings?.success || !bill.data.exists || !venue.data.exists) return undefined;
  const parsedBill = z.safeParse(billDocumentSchema, bill.data.data);
  if (!parsedBill.success) return undefined;
  const { tableId } = parsedBill.data.order;
  let tableDevices: FirstViewState['tableDevices'];
  if (tableId !== undefined) {
    const { where, limit } = tableDeviceQuery(tableId);
    const result = queryMessageSchema.safeParse(await read(`/realtime/query/table_devices?where=${encodeURIComponent(JSON.stringify(where))}&limit=${limit}`));
    if (!result.success) return undefined;
    tableDevices = { tableId, result: result.data };
  }
  return { bill: bill.data, venue: venue.data, settings: settings.data, tableDevices };
}

/** Puts the rendered page and its state into index.html; undefined when the template is not the one this code knows. */
function fillTemplate(request: FirstViewRequest, html: string, state: FirstViewState): string | undefined {
  const root = '<div id="root"></div>';
  const preload = '<div id="preload" role="status">';
  const lang = '<html lang="en-US">';
  const { template } = request;
  if (!template.includes(root) || !template.includes(preload) || !template.includes(lang) || !template.includes('</head>')) return undefined;
  const module = request.manifest?.[FIRST_VIEW_MODULE]?.file;
  // The modules start once the page has painted (src/first-view-boot.ts); with a build this code does not know, they
  // load as index.html has them, with the first view's module preloaded beside them.
  const deferred = deferModules(template, request.manifest, module ? [`/${module}`] : []);
  return (
    (deferred ?? template.replace('</head>', () => (module ? `<link rel="modulepreload" crossorigin href="/${module}">\n  </head>` : '</head>')))
      .replace(lang, `<html lang="${state.locale}">`)
      // The first view is already on screen: the preload screen does not cover it (1-core §1 hides it once rendering
      // settles). Until the app has rendered, the page is inert: a tap on a control that no code runs yet is not lost
      // silently, it is not possible (the app's first render lifts it, app/preload.ts).
      .replace(preload, '<div id="preload" role="status" hidden>')
      // A function, not a string: `$&`, `$'` and the like in the page (an item's name) are text, not replacement patterns.
      .replace(
        root,
        () => `<div id="root" inert>${html}</div>\n    <script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScriptElement(state)}</script>`,
      )
  );
}

/** The bill page as index.html with its first view rendered in `#root`, or undefined (see `renderFirstView`). */
async function renderBillPage(request: FirstViewRequest, url: URL, venueId: string, billId: string): Promise<string | undefined> {
  const documents = await readDocuments(request, venueId, billId);
  if (!documents) return undefined;

  const locale = negotiateLocale(request.languages);
  const api = createApiClient(httpConfig(request));
  const services: AppServices = {
    api,
    http: createHttpClient(httpConfig(request)),
    store: createSandboxDocumentStore({ baseUrl: request.origin, fetch: request.fetch }),
    payments: createSandboxPaymentProvider({ baseUrl: request.origin, fetch: request.fetch }),
    device: createDeviceStore(() => NO_STORAGE),
    clock: { now: () => Date.now() },
    timers: systemTimers,
    newId: randomUUID,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const state: FirstViewState = { locale, venueId, billId, ...documents, queries: [] };
  if (!seedFirstView(services.store, queryClient, state)) return undefined;
  const venue = z.safeParse(venueSchema, documents.venue.data);
  const upsellsQuery = billUpsellsQuery(api, venue.success ? venue.data.businessId : undefined, locale);
  const [i18n, upsells] = await Promise.all([
    setupI18n().then(async (instance) => {
      await switchLanguage(instance, locale);
      return instance;
    }),
    upsellsQuery.enabled ? queryClient.fetchQuery(upsellsQuery).catch(() => undefined) : undefined,
  ]);
  if (upsells?.ok) state.queries.push({ key: [...upsellsQuery.queryKey], data: upsells });

  const handler = createStaticHandler(appRoutes(() => undefined));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nextProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>,
  );
  return fillTemplate(request, await text(prelude), state);
}

/** What the server sends for a page: the page rendered, or a redirect. */
export type FirstViewAnswer = { readonly html: string } | { readonly redirect: string };

/**
 * The first view of the page a diner opens, rendered on the server (issue 12: the diner sees the bill, and the
 * upsells' first image starts loading, before any script has run):
 * - the table of a QR code (`/venues/{venueId}/tables/{deviceId}`) redirects to its open bill, from the one call the
 *   table route's loader makes in the browser (`PUT …/table-devices/{id}/open-bill`), so the scan lands on a
 *   server-rendered bill page; a table without one is left to the app (its landing);
 * - the bill page (`/venues/{venueId}/bills/{billId}`) is the whole page as index.html, the route tree's markup in
 *   `#root` and the state the browser starts from in a JSON data block. It is what an anonymous diner on a first scan
 *   sees, in the `Accept-Language` locale; the browser hydrates it when that is also what it would render (main.tsx),
 *   else renders over it.
 *
 * Undefined for any other page, or when the bill or its venue cannot be read: the server then sends index.html.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstViewAnswer | undefined> {
  const url = new URL(request.url, request.origin);
  const table = matchPath(`/${TABLE_PATH}`, url.pathname)?.params;
  if (table?.venueId !== undefined && table.deviceId !== undefined) {
    const open = await createApiClient(httpConfig(request)).refresh.tableOpenBill(table.deviceId);
    const billId = open.ok && open.value.venueId === table.venueId ? open.value.billId : undefined;
    return billId === undefined ? undefined : { redirect: paths.bill(table.venueId, billId) };
  }
  const bill = matchPath(`/${BILL_PATH}`, url.pathname)?.params;
  if (bill?.venueId === undefined || bill.billId === undefined) return undefined;
  const html = await renderBillPage(request, url, bill.venueId, bill.billId);
  return html === undefined ? undefined : { html };
}
