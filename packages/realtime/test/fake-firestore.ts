import type { FirestoreSdk } from '../src/firestore/firestore-document-store.js';

type Data = Record<string, unknown>;
interface Ref {
  kind: 'doc';
  path: string;
  id: string;
}
interface Constraint {
  kind: 'where' | 'limit';
  field?: string;
  value?: unknown;
  count?: number;
}
interface QueryRef {
  kind: 'query';
  collection: string;
  constraints: Constraint[];
}

/**
 * An in-memory stand-in for the parts of `firebase/firestore` the adapter uses, with Firestore's
 * semantics: listeners get the current state first, then each committed write.
 */
export function fakeFirestore() {
  const docs = new Map<string, Data>();
  const listeners = new Set<() => void>();
  let failNext: Error | undefined;
  // Firestore retries contended transactions until they commit one after another; a queue has the same outcome.
  let transactions: Promise<unknown> = Promise.resolve();

  const snapshotOf = (path: string) => {
    const data = docs.get(path);
    const id = path.split('/').at(-1) ?? path;
    return { id, ref: { path }, exists: () => data !== undefined, data: () => (data === undefined ? undefined : structuredClone(data)) };
  };
  const run = (q: QueryRef) => {
    const depth = q.collection.split('/').length + 1;
    let matches = [...docs.keys()]
      .filter((path) => path.startsWith(`${q.collection}/`) && path.split('/').length === depth)
      .sort()
      .filter((path) => q.constraints.every((c) => c.kind !== 'where' || docs.get(path)?.[c.field ?? ''] === c.value));
    const limit = q.constraints.find((c) => c.kind === 'limit')?.count;
    if (limit !== undefined) matches = matches.slice(0, limit);
    return { docs: matches.map(snapshotOf) };
  };
  const check = () => {
    const error = failNext;
    failNext = undefined;
    if (error) throw error;
  };

  const sdk = {
    doc: (_db: unknown, path: string): Ref => ({ kind: 'doc', path, id: path.split('/').at(-1) ?? path }),
    collection: (_db: unknown, path: string) => ({ kind: 'collection', path }),
    where: (field: string, _op: string, value: unknown): Constraint => ({ kind: 'where', field, value }),
    limit: (count: number): Constraint => ({ kind: 'limit', count }),
    query: (collection: { path: string }, ...constraints: Constraint[]): QueryRef => ({ kind: 'query', collection: collection.path, constraints }),
    getDoc: async (ref: Ref) => {
      check();
      return snapshotOf(ref.path);
    },
    getDocs: async (q: QueryRef) => {
      check();
      return run(q);
    },
    onSnapshot: (target: Ref | QueryRef, next: (snapshot: unknown) => void, error: (cause: Error) => void) => {
      if (failNext) {
        const cause = failNext;
        failNext = undefined;
        queueMicrotask(() => error(cause));
        return () => undefined;
      }
      const emit = () => next(target.kind === 'doc' ? snapshotOf(target.path) : run(target));
      listeners.add(emit);
      queueMicrotask(emit);
      return () => listeners.delete(emit);
    },
    runTransaction: async <T>(_db: unknown, update: (tx: { get(ref: Ref): Promise<unknown>; set(ref: Ref, data: Data): void }) => Promise<T>) => {
      check();
      const commit = transactions.then(async () => {
        const writes: [string, Data][] = [];
        const result = await update({ get: async (ref) => snapshotOf(ref.path), set: (ref, data) => void writes.push([ref.path, data]) });
        for (const [path, data] of writes) docs.set(path, structuredClone(data));
        for (const listener of listeners) listener();
        return result;
      });
      transactions = commit.catch(() => undefined);
      return commit;
    },
  };
  return {
    // The fake mirrors the SDK's runtime shapes, not its nominal classes.
    sdk: sdk as unknown as FirestoreSdk,
    docs,
    write(path: string, data: Data) {
      docs.set(path, data);
      for (const listener of listeners) listener();
    },
    failNext(error: Error) {
      failNext = error;
    },
  };
}
