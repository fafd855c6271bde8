import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { useServices } from '../services-context.js';
import { liveCacheOf } from './live-cache.js';
import { documentValue, schemaId, useLiveValue, watchLive, type LiveDocument, type Settled } from './live-query.js';

type Snapshots<T> = Readonly<Record<string, Settled<LiveDocument<T>>>>;

/** The live key of a set of documents: their paths (and the schema). */
export function liveDocumentsKey(paths: readonly string[], schema: z.core.$ZodType): string {
  return JSON.stringify(['documents', [...paths].sort(), schemaId(schema)]);
}

/**
 * Several realtime documents through the live cache, in the order of `paths`: one cache entry for the set (each
 * document's snapshot is merged into it), so the set costs one entry, not one per document.
 */
export function useLiveDocuments<S extends z.core.$ZodType>(paths: readonly string[], schema: S): LiveDocument<z.output<S>>[] {
  const { store } = useServices();
  const cache = liveCacheOf(store);
  const joined = paths.join('\n');
  const key = useMemo(() => liveDocumentsKey(joined === '' ? [] : joined.split('\n'), schema), [joined, schema]);
  useEffect(() => {
    const watched = joined === '' ? [] : joined.split('\n');
    return watchLive<Snapshots<z.output<S>>>(cache, key, (push) => {
      const stops = watched.map((path) =>
        store.subscribe(path, schema, (update) => push((current) => ({ ...current, [path]: documentValue<z.output<S>>(update) }))),
      );
      return () => stops.forEach((stop) => stop());
    });
  }, [cache, store, joined, key, schema]);
  const snapshots = useLiveValue<Snapshots<z.output<S>>>(cache, key);
  return paths.map((path) => snapshots?.[path] ?? { status: 'pending' });
}
