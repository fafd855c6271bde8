import type { DocumentStore, Unsubscribe } from '@tableside/realtime';
// One pure function of the query library (its structural sharing), not its client: the library itself stays off the
// bill route's critical path.
import { replaceEqualDeep } from '@tanstack/react-query';

interface Entry {
  value: unknown;
  readonly listeners: Set<() => void>;
}

/**
 * The latest value of each live key (a document or a query of the realtime store, as the page reads it), with the
 * components watching it. It is what a live value needs of a cache and no more: the realtime store, not a fetch,
 * fills it, so it has no fetching, retries or staleness. It keeps the bill route's first render free of a query
 * library (issue 12, "No library in the critical path that the bill page doesn't need"); the pages that fetch over
 * HTTP use TanStack Query, in their own chunks.
 */
export class LiveCache {
  readonly #entries = new Map<string, Entry>();

  /** The latest value under `key`, or undefined before the first (or after a reset). */
  get<T>(key: string): T | undefined {
    return this.#entries.get(key)?.value as T | undefined;
  }

  /**
   * Sets the value under `key` (or derives it from the current one) and tells its watchers when it changed. The parts
   * equal to the current value's keep their identity (structural sharing, as TanStack Query's cache does): a payment
   * elsewhere that changes what is left to pay leaves the bill's order the same object, so what shows it does not
   * re-render.
   */
  set<T>(key: string, value: T | ((current: T | undefined) => T)): void {
    const entry = this.#entry(key);
    const current = entry.value as T | undefined;
    const next = replaceEqualDeep(current, typeof value === 'function' ? (value as (current: T | undefined) => T)(current) : value);
    if (next === current) return;
    entry.value = next;
    for (const listener of [...entry.listeners]) listener();
  }

  /** Forgets the value under `key`: its watchers read undefined (pending) until the next one. */
  reset(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    if (entry.listeners.size === 0) {
      this.#entries.delete(key);
      return;
    }
    entry.value = undefined;
    for (const listener of [...entry.listeners]) listener();
  }

  /** Calls `listener` on every change under `key` until the returned function is called. */
  subscribe(key: string, listener: () => void): Unsubscribe {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && entry.value === undefined && this.#entries.get(key) === entry) this.#entries.delete(key);
    };
  }

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { value: undefined, listeners: new Set() };
      this.#entries.set(key, entry);
    }
    return entry;
  }
}

const caches = new WeakMap<DocumentStore, LiveCache>();

/** The live cache of `store`: one per document store, so a page's live values live as long as its store. */
export function liveCacheOf(store: DocumentStore): LiveCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new LiveCache();
    caches.set(store, cache);
  }
  return cache;
}
