import { ok, type DocumentStore, type Listener, type QueryOptions } from '@tableside/realtime';
import * as z from 'zod/mini';

function fieldValue(data: unknown, field: string): unknown {
  let value: unknown = data;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An in-memory DocumentStore for screen tests: documents by path, live listeners, and `set` to push a change. */
export function createFakeStore(initial: Record<string, unknown> = {}) {
  const docs = new Map<string, unknown>(Object.entries(initial));
  const versions = new Map<string, number>();
  const listeners = new Set<() => void>();

  function snapshot<S extends z.core.$ZodType>(path: string, schema: S) {
    const data = docs.get(path);
    const version = versions.get(path) ?? 1;
    if (data === undefined) return ok({ path, exists: false, data: null, version });
    const parsed = z.safeParse(schema, data);
    if (!parsed.success) return { ok: false as const, error: { code: 'invalid-document' as const, path, message: parsed.error.message } };
    return ok({ path, exists: true, data: parsed.data as z.output<S>, version });
  }

  function matches(path: string, collection: string, options: QueryOptions): boolean {
    if (!path.startsWith(`${collection}/`) || path.slice(collection.length + 1).includes('/')) return false;
    return (options.where ?? []).every(([field, , value]) => fieldValue(docs.get(path), field) === value);
  }

  function queryNow<S extends z.core.$ZodType>(collection: string, schema: S, options: QueryOptions) {
    const found = [...docs.keys()].filter((path) => matches(path, collection, options)).slice(0, options.limit ?? Infinity);
    const parsed = found.map((path) => ({
      path,
      id: path.split('/').at(-1) ?? path,
      data: z.parse(schema, docs.get(path)) as z.output<S>,
      version: versions.get(path) ?? 1,
    }));
    return ok({ docs: parsed });
  }

  const store: DocumentStore = {
    get: async (path, schema) => snapshot(path, schema),
    subscribe(path, schema, listener: Listener<never>) {
      const notify = () => listener(snapshot(path, schema) as never);
      listeners.add(notify);
      queueMicrotask(notify);
      return () => listeners.delete(notify);
    },
    query: async (collection, schema, options = {}) => queryNow(collection, schema, options),
    subscribeQuery(collection, schema, options, listener: Listener<never>) {
      const notify = () => listener(queryNow(collection, schema, options) as never);
      listeners.add(notify);
      queueMicrotask(notify);
      return () => listeners.delete(notify);
    },
    increment: async () => ok({}),
  };

  return {
    store,
    /** Writes a document and notifies every live listener, as a realtime change would. */
    set(path: string, data: unknown) {
      docs.set(path, data);
      versions.set(path, (versions.get(path) ?? 1) + 1);
      for (const notify of listeners) notify();
    },
  };
}
