import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { useServices } from '../services-context.js';
import { documentValue, liveQueryOptions, schemaId, watchLive, type LiveDocument, type Settled } from './live-query.js';

type Snapshots<T> = Readonly<Record<string, Settled<LiveDocument<T>>>>;

/** The query key of a set of live documents: their paths (and the schema). */
export function liveDocumentsKey(paths: readonly string[], schema: z.core.$ZodType): QueryKey {
  return ['realtime', 'documents', [...paths].sort(), schemaId(schema)];
}

/**
 * Several realtime documents through the query cache, in the order of `paths`: one cache entry for the set (each
 * document's snapshot is merged into it), so the set costs one query, not one per document.
 */
export function useLiveDocuments<S extends z.core.$ZodType>(paths: readonly string[], schema: S): LiveDocument<z.output<S>>[] {
  const { store } = useServices();
  const client = useQueryClient();
  const joined = paths.join('\n');
  const key = useMemo(() => liveDocumentsKey(joined === '' ? [] : joined.split('\n'), schema), [joined, schema]);
  useEffect(() => {
    const watched = joined === '' ? [] : joined.split('\n');
    return watchLive<Snapshots<z.output<S>>>(client, key, (push) => {
      const stops = watched.map((path) =>
        store.subscribe(path, schema, (update) => push((current) => ({ ...current, [path]: documentValue<z.output<S>>(update) }))),
      );
      return () => stops.forEach((stop) => stop());
    });
  }, [client, store, joined, key, schema]);
  const snapshots = useQuery(liveQueryOptions<Snapshots<z.output<S>>>(key)).data;
  return paths.map((path) => snapshots?.[path] ?? { status: 'pending' });
}
