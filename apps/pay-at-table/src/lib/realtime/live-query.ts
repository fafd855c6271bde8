import type { DocumentSnapshot, DocumentStore, QueryOptions, Result, StoreError, Unsubscribe, WhereClause } from '@tableside/realtime';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { useServices } from '../services-context.js';
import { liveCacheOf, type LiveCache } from './live-cache.js';

/** A live document: pending until the first snapshot, then the latest one (or why it failed). */
export type LiveDocument<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly error: StoreError }
  | { readonly status: 'success'; readonly data: T; readonly version: number };

/** A live query's documents: pending until the first snapshot, then the latest ones (or why it failed). */
export type LiveQueryDocs<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: StoreError }
  | { readonly status: 'success'; readonly docs: readonly { readonly id: string; readonly data: T }[] };

/** The first document of a live query, or none. */
export type LiveQueryFirst<T> =
  { readonly status: 'pending' } | { readonly status: 'error'; readonly error: StoreError } | { readonly status: 'success'; readonly data: T | undefined };

export type Settled<T> = Exclude<T, { readonly status: 'pending' }>;

/**
 * Schemas are part of a live key (two screens may read `venues/{id}` with different schemas), by identity: each
 * schema object gets a number for the life of the page.
 */
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
export function schemaId(schema: object): number {
  const known = schemaIds.get(schema);
  if (known !== undefined) return known;
  lastSchemaId += 1;
  schemaIds.set(schema, lastSchemaId);
  return lastSchemaId;
}

/** The live key of a document: the document path (and its schema). */
export function liveDocumentKey(path: string, schema: z.core.$ZodType): string {
  return JSON.stringify(['document', path, schemaId(schema)]);
}

/** The live key of a query: the collection and its clauses (and the schema). */
export function liveQueryKey(collection: string, options: QueryOptions, schema: z.core.$ZodType): string {
  return JSON.stringify(['query', collection, options.where ?? [], options.limit ?? null, schemaId(schema)]);
}

interface LiveSubscription {
  watchers: number;
  readonly unsubscribe: Unsubscribe;
  lingering?: ReturnType<typeof setTimeout>;
}

/** One store subscription per live cache and key, however many components watch it. */
const subscriptions = new WeakMap<LiveCache, Map<string, LiveSubscription>>();

/**
 * How long a subscription opened ahead of its page (`primeLive`) waits for the page to watch it; the page's code may
 * take many seconds to arrive on a slow network. Unclaimed, it closes then.
 */
export const PRIMED_HOLD_MS = 60_000;

function liveSubscriptions(cache: LiveCache): Map<string, LiveSubscription> {
  let byKey = subscriptions.get(cache);
  if (!byKey) {
    byKey = new Map();
    subscriptions.set(cache, byKey);
  }
  return byKey;
}

/** Closes `subscription` after `ms` unless a watcher claims it first. */
function closeLater(cache: LiveCache, key: string, subscription: LiveSubscription, ms: number): void {
  const live = liveSubscriptions(cache);
  subscription.lingering = setTimeout(() => {
    live.delete(key);
    subscription.unsubscribe();
    // A snapshot nobody listens to is no longer live: the next watcher waits for a fresh one.
    cache.reset(key);
  }, ms);
}

type Push<T> = (value: T | ((current: T | undefined) => T)) => void;

/**
 * Keeps the store subscription behind `key` open while a component watches it; each snapshot is written into the
 * live cache (the first one settles the value). Returns the release.
 */
export function watchLive<T>(cache: LiveCache, key: string, subscribe: (push: Push<T>) => Unsubscribe): () => void {
  const live = liveSubscriptions(cache);
  let subscription = live.get(key);
  if (subscription) {
    clearTimeout(subscription.lingering);
    subscription.lingering = undefined;
    subscription.watchers += 1;
  } else {
    subscription = { watchers: 1, unsubscribe: subscribe((value) => cache.set<T>(key, value)) };
    live.set(key, subscription);
  }
  const current = subscription;
  return () => {
    current.watchers -= 1;
    if (current.watchers > 0) return;
    // Closed after this task, so a page that hands the same document to the next page keeps one subscription.
    closeLater(cache, key, current, 0);
  };
}

/**
 * Opens the store subscription behind `key` before any component watches it (a route loader, while the route's code
 * is still loading), so its first snapshot is in the cache when the page renders. The first `watchLive` of the same
 * key claims it; unclaimed it closes after `PRIMED_HOLD_MS`. Does nothing when the key is already open.
 */
export function primeLive<T>(cache: LiveCache, key: string, subscribe: (push: Push<T>) => Unsubscribe): void {
  const live = liveSubscriptions(cache);
  if (live.has(key)) return;
  const subscription: LiveSubscription = { watchers: 0, unsubscribe: subscribe((value) => cache.set<T>(key, value)) };
  live.set(key, subscription);
  closeLater(cache, key, subscription, PRIMED_HOLD_MS);
}

const noChange = () => () => undefined;

/**
 * The value under `key` in `cache` (undefined waits: no key, or no value yet), re-rendering on each change, also when
 * rendered on the server (the first view's values are in the cache before it renders).
 */
export function useLiveValue<T>(cache: LiveCache, key: string | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key === undefined ? noChange() : cache.subscribe(key, listener)), [cache, key]);
  const read = () => (key === undefined ? undefined : cache.get<T>(key));
  return useSyncExternalStore(subscribe, read, read);
}

export function documentValue<T>(update: Result<DocumentSnapshot<T>, StoreError>): Settled<LiveDocument<T>> {
  if (!update.ok) return { status: 'error', error: update.error };
  const snapshot = update.value;
  return snapshot.exists && snapshot.data !== null ? { status: 'success', data: snapshot.data, version: snapshot.version } : { status: 'missing' };
}

/**
 * A realtime document through the live cache (the current document first, then every change), validated by
 * `schema`. `path` undefined waits (e.g. until an id is known).
 */
export function useLiveDocument<S extends z.core.$ZodType>(path: string | undefined, schema: S): LiveDocument<z.output<S>> {
  const { store } = useServices();
  const cache = liveCacheOf(store);
  useEffect(() => {
    if (path === undefined) return undefined;
    return watchLive<Settled<LiveDocument<z.output<S>>>>(cache, liveDocumentKey(path, schema), (push) =>
      store.subscribe(path, schema, (update) => push(documentValue(update))),
    );
  }, [cache, store, path, schema]);
  return useLiveValue<Settled<LiveDocument<z.output<S>>>>(cache, path === undefined ? undefined : liveDocumentKey(path, schema)) ?? { status: 'pending' };
}

/** What a route loader needs to open live documents ahead of its page. */
export interface LivePriming {
  readonly store: DocumentStore;
}

/** Opens the live document `path` ahead of the page that reads it with `useLiveDocument(path, schema)` (`primeLive`). */
export function primeLiveDocument<S extends z.core.$ZodType>({ store }: LivePriming, path: string, schema: S): void {
  primeLive<Settled<LiveDocument<z.output<S>>>>(liveCacheOf(store), liveDocumentKey(path, schema), (push) =>
    store.subscribe(path, schema, (update) => push(documentValue(update))),
  );
}

/**
 * A realtime query through the live cache: `collection` filtered by `options`, every change of its result.
 * `options` undefined waits (e.g. until the clauses are known).
 */
export function useLiveQuery<S extends z.core.$ZodType>(collection: string, options: QueryOptions | undefined, schema: S): LiveQueryDocs<z.output<S>> {
  const { store } = useServices();
  const cache = liveCacheOf(store);
  // The clauses are JSON-safe: a new object with the same clauses is the same query and keeps its subscription.
  const optionsJson = options === undefined ? undefined : JSON.stringify(options);
  useEffect(() => {
    if (optionsJson === undefined) return undefined;
    const parsed = JSON.parse(optionsJson) as QueryOptions;
    return watchLive<Settled<LiveQueryDocs<z.output<S>>>>(cache, liveQueryKey(collection, parsed, schema), (push) =>
      store.subscribeQuery(collection, schema, parsed, (update) =>
        push(
          update.ok
            ? { status: 'success', docs: update.value.docs.map((doc) => ({ id: doc.id, data: doc.data as z.output<S> })) }
            : { status: 'error', error: update.error },
        ),
      ),
    );
  }, [cache, store, collection, schema, optionsJson]);
  const key = options === undefined ? undefined : liveQueryKey(collection, options, schema);
  return useLiveValue<Settled<LiveQueryDocs<z.output<S>>>>(cache, key) ?? { status: 'pending' };
}

/**
 * The first document of `collection` filtered by `where`, limit 1 (as "table_devices queried by tableId (limit 1)",
 * 1-core §7). `where` undefined waits.
 */
export function useLiveQueryFirst<S extends z.core.$ZodType>(
  collection: string,
  where: readonly WhereClause[] | undefined,
  schema: S,
): LiveQueryFirst<z.output<S>> {
  const live = useLiveQuery(collection, where === undefined ? undefined : { where, limit: 1 }, schema);
  return useMemo(() => (live.status === 'success' ? { status: 'success', data: live.docs[0]?.data } : live), [live]);
}
