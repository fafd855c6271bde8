import { globalSettingsSchema, hasSubBills, tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import { prepareMoneyFormat, uiLocaleSchema, type UiLocale } from '@tableside/i18n';
import type { DocumentStore } from '@tableside/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import * as z from 'zod/mini';
import { billDocumentSchema, type BillDocument } from '../lib/documents/bill-document-schema.js';
import { appQueryClient } from '../lib/query/app-query-client.js';
import { liveCacheOf } from '../lib/realtime/live-cache.js';
import { liveDocumentKey, liveQueryKey, type LiveDocument } from '../lib/realtime/live-query.js';
import { loadSubBills } from '../features/bill/components/sub-bills-loader.js';
import { loadBillExtras } from './bill-extras-loader.js';
import { loadExpressCheckout } from './express-checkout-loader.js';
import { FIRST_VIEW_ELEMENT_ID } from './first-view-element.js';
import { appRoutes, BILL_ROUTE_ID, type RoutePriming } from './router.js';
import { yieldToMain } from './yield-to-main.js';

/** `{ path, exists, data, version }`, as `GET /realtime/docs/{path}` and the stream send a document. */
export const documentMessageSchema = z.object({ path: z.string(), exists: z.boolean(), data: z.unknown(), version: z.number().check(z.int()) });
/** `{ docs: [{ path, id, data, version }] }`, as `GET /realtime/query/{collection}` and the stream send a query's result. */
export const queryMessageSchema = z.object({
  docs: z.array(z.object({ path: z.string(), id: z.string(), data: z.unknown(), version: z.number().check(z.int()) })),
});

/**
 * The bill page's first view as the server rendered it (issue 12, "render the bill page's first view on the server"):
 * the interface locale it used, the realtime messages of the bill, its venue, the global settings and the table's
 * device, exactly as the realtime API answered them, and the other queries it read (the upsells). The browser seeds
 * its cache from the same messages, so its first render is the server's.
 */
export const firstViewStateSchema = z.object({
  locale: uiLocaleSchema,
  venueId: z.string(),
  billId: z.string(),
  bill: documentMessageSchema,
  venue: documentMessageSchema,
  settings: documentMessageSchema,
  /** The bill's table and its devices (`table_devices` where `tableId`, limit 1), when the bill names a table. */
  tableDevices: z.optional(z.object({ tableId: z.string(), result: queryMessageSchema })),
  /** The other queries the first view read (the upsells), by their query keys, with their data. */
  queries: z.array(z.object({ key: z.array(z.unknown()), data: z.unknown() })),
});
export type FirstViewState = z.infer<typeof firstViewStateSchema>;

/** The one field of the bill's document read before the first render: the currency its amounts are shown in. */
const billCurrencySchema = z.object({ totalBillAmount: z.object({ currency: z.string() }) });

type DocumentMessage = z.infer<typeof documentMessageSchema>;

/** The clauses of the bill page's table-device query (`useBillContext`'s `useLiveQueryFirst`). */
export function tableDeviceQuery(tableId: string) {
  return { where: [['tableId', '==', tableId]] as const, limit: 1 };
}

/** A live document's cache value from its message (what `documentValue` makes of a snapshot), or undefined when it is not valid. */
function documentEntry<S extends z.core.$ZodType>(message: DocumentMessage, schema: S) {
  if (!message.exists || message.data === null) return { status: 'missing' as const };
  const parsed = z.safeParse(schema, message.data);
  return parsed.success ? { status: 'success' as const, data: parsed.data, version: message.version } : undefined;
}

/**
 * Writes the first view's documents into the live cache of `store` and its other queries into `client`, under the
 * keys the bill page reads (`useBillContext`, the upsell carousel). Answers false, writing nothing, when a document
 * does not fit its schema: the page then loads as without a first view.
 */
export function seedFirstView(store: DocumentStore, client: QueryClient, state: FirstViewState): boolean {
  const { venueId, billId } = state;
  const entries: [string, unknown][] = [];
  const documents = [
    [`bills/${billId}`, state.bill, billDocumentSchema],
    [`venues/${venueId}`, state.venue, venueSchema],
    ['configs/settings', state.settings, globalSettingsSchema],
  ] as const;
  for (const [path, message, schema] of documents) {
    if (message.path !== path) return false;
    const entry = documentEntry(message, schema);
    if (!entry) return false;
    entries.push([liveDocumentKey(path, schema), entry]);
  }
  if (state.tableDevices) {
    const docs: { id: string; data: unknown }[] = [];
    for (const doc of state.tableDevices.result.docs) {
      const parsed = z.safeParse(tableDeviceSchema, doc.data);
      if (!parsed.success) return false;
      docs.push({ id: doc.id, data: parsed.data });
    }
    entries.push([liveQueryKey('table_devices', tableDeviceQuery(state.tableDevices.tableId), tableDeviceSchema), { status: 'success', docs }]);
  }
  const live = liveCacheOf(store);
  for (const [key, value] of entries) live.set(key, value);
  for (const { key, data } of state.queries) client.setQueryData(key, data);
  return true;
}

/** The first view's state from the page's data block, or undefined (no block, or one that does not parse). */
export function readFirstViewState(doc: Document): FirstViewState | undefined {
  const element = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed = firstViewStateSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&` and the two JavaScript line terminators are
 * escaped, so no value (an item's name from the point of sale) can close the element or open a comment.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The browser router over a page the server rendered: the current route's lazy code loads first and the router
 * starts as already loaded (the bill route's loader does not run again: the page's documents are in the cache, and
 * the page opens their live subscriptions when it mounts), so its first render is the server's, with no loading
 * fallback in between.
 */
export async function createFirstViewRouter(onRendered: () => void, priming: RoutePriming, pathname: string) {
  const routes = appRoutes(onRendered, priming);
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaderData = Object.fromEntries(matches.filter(({ route }) => route.id === BILL_ROUTE_ID).map(({ route }) => [route.id, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

/**
 * The first view the server rendered into this page, written into the caches (the live documents' of the page's
 * store, the app's query client), with the router over it;
 * undefined when the page has none (or it does not fit), and the app then starts as a client-rendered page.
 * `hydrate` is there when the server's markup is what this device renders: the same locale, and a first scan (the
 * server renders for no guest identity). Otherwise the app renders over it, from the same data.
 */
export async function startFirstView(onRendered: () => void, priming: RoutePriming, locale: UiLocale, firstScan: boolean) {
  const state = readFirstViewState(document);
  if (!state || !seedFirstView(priming.store, appQueryClient(priming.store), state)) return undefined;
  // Each step in a task of its own (TBT): the bill's money formatter is built before the render that uses it.
  const currency = z.safeParse(billCurrencySchema, state.bill.data);
  if (currency.success) {
    await yieldToMain();
    prepareMoneyFormat(currency.data.totalBillAmount.currency, locale);
  }
  await yieldToMain();
  // The review widget, the upsells and the express checkout are in the server's markup: their chunks are needed to
  // hydrate them, and the sub-bills' too when the bill is split on the point of sale.
  void loadBillExtras();
  void loadExpressCheckout();
  const bill = liveCacheOf(priming.store).get<LiveDocument<BillDocument>>(liveDocumentKey(`bills/${state.billId}`, billDocumentSchema));
  if (bill?.status === 'success' && hasSubBills(bill.data.order)) void loadSubBills();
  const router = await createFirstViewRouter(onRendered, priming, window.location.pathname);
  // Hydrated as a transition: React works in slices of a few milliseconds instead of one long task (TBT).
  const hydrate = state.locale === locale && firstScan ? (root: HTMLElement, app: ReactNode) => startTransition(() => void hydrateRoot(root, app)) : undefined;
  return { router, hydrate };
}
