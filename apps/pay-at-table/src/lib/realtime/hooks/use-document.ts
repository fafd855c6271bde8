import type { StoreError } from '@tableside/realtime';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useServices } from '../../services-context.js';

/** A live document: pending until the first snapshot, then the latest one (or why it failed). */
export type LiveDocument<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly error: StoreError }
  | { readonly status: 'success'; readonly data: T; readonly version: number };

/**
 * Subscribes to one realtime document (the current document first, then every change), validated by `schema`.
 * `path` undefined waits (e.g. until an id is known).
 */
export function useDocument<S extends z.ZodType>(path: string | undefined, schema: S): LiveDocument<z.output<S>> {
  const { store } = useServices();
  const [state, setState] = useState<{ path: string | undefined; value: LiveDocument<z.output<S>> }>({ path, value: { status: 'pending' } });

  useEffect(() => {
    if (path === undefined) return undefined;
    return store.subscribe(path, schema, (update) => {
      if (!update.ok) {
        setState({ path, value: { status: 'error', error: update.error } });
        return;
      }
      const snapshot = update.value;
      setState({
        path,
        value: snapshot.exists && snapshot.data !== null ? { status: 'success', data: snapshot.data, version: snapshot.version } : { status: 'missing' },
      });
    });
  }, [store, path, schema]);

  // A snapshot of a previous path is never shown for the new one.
  return state.path === path ? state.value : { status: 'pending' };
}
