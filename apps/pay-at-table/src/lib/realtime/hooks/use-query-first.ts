import type { StoreError, WhereClause } from '@tableside/realtime';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useServices } from '../../services-context.js';

/** The first document of a live query, or none. */
export type LiveQueryFirst<T> =
  { readonly status: 'pending' } | { readonly status: 'error'; readonly error: StoreError } | { readonly status: 'success'; readonly data: T | undefined };

/**
 * Subscribes to `collection` filtered by `where`, limit 1 (as "table_devices queried by tableId (limit 1)",
 * 1-core §7). `where` undefined waits.
 */
export function useQueryFirst<S extends z.ZodType>(collection: string, where: readonly WhereClause[] | undefined, schema: S): LiveQueryFirst<z.output<S>> {
  const { store } = useServices();
  const key = where === undefined ? undefined : JSON.stringify(where);
  const [state, setState] = useState<{ key: string | undefined; value: LiveQueryFirst<z.output<S>> }>({ key, value: { status: 'pending' } });

  useEffect(() => {
    if (key === undefined) return undefined;
    // `key` is `where`'s content (JSON-safe clauses), so a new array with the same clauses does not resubscribe.
    const clauses = JSON.parse(key) as readonly WhereClause[];
    return store.subscribeQuery(collection, schema, { where: clauses, limit: 1 }, (update) => {
      setState({ key, value: update.ok ? { status: 'success', data: update.value.docs[0]?.data } : { status: 'error', error: update.error } });
    });
  }, [store, collection, schema, key]);

  return state.key === key ? state.value : { status: 'pending' };
}
