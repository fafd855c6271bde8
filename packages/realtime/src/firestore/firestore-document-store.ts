import type * as FirestoreNamespace from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import * as z from 'zod/mini';
import type { DocumentSnapshot, DocumentStore, QueryDocument, QueryOptions, QuerySnapshot, StoreError } from '../document-store.js';
import { err, ok, type Result } from '../result.js';

type FirestoreModule = typeof FirestoreNamespace;

/** The parts of the modular SDK this adapter uses (a fake of them is enough for unit tests). */
export type FirestoreSdk = Pick<FirestoreModule, 'doc' | 'getDoc' | 'onSnapshot' | 'collection' | 'query' | 'where' | 'limit' | 'getDocs' | 'runTransaction'>;

export interface FirestoreDocumentStoreOptions {
  /** Returns the Firestore instance, e.g. `(sdk) => sdk.getFirestore(app)`. */
  readonly firestore: (sdk: FirestoreModule) => Firestore | Promise<Firestore>;
  /** Loads the SDK; defaults to a dynamic `import('firebase/firestore')` so it ships as its own chunk. */
  readonly loadSdk?: () => Promise<FirestoreModule>;
}

interface Loaded {
  readonly sdk: FirestoreSdk;
  readonly db: Firestore;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

function unavailable(cause: unknown): StoreError {
  return { code: 'unavailable', message: describe(cause) };
}

/** Firestore has no document version; the bill documents carry one, else a local counter orders snapshots. */
function versionOf(data: unknown, fallback: number): number {
  if (typeof data === 'object' && data !== null && 'version' in data && typeof data.version === 'number') return data.version;
  return fallback;
}

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? path;
}

function toDocument<S extends z.core.$ZodType>(
  path: string,
  exists: boolean,
  raw: unknown,
  schema: S,
  fallbackVersion: number,
): Result<DocumentSnapshot<z.output<S>>, StoreError> {
  if (!exists) return ok({ path, exists: false, data: null, version: fallbackVersion });
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return err({ code: 'invalid-document', path, message: parsed.error.message });
  return ok({ path, exists: true, data: parsed.data, version: versionOf(raw, fallbackVersion) });
}

/**
 * The DocumentStore port over Firestore with the modular SDK, imported lazily: nothing of firebase loads
 * until the first read. The increment is a `runTransaction` that adds to the stored amount.
 */
export function createFirestoreDocumentStore(options: FirestoreDocumentStoreOptions): DocumentStore {
  const loadSdk = options.loadSdk ?? (() => import('firebase/firestore'));
  let loading: Promise<Loaded> | undefined;

  function load(): Promise<Loaded> {
    loading ??= loadSdk().then(async (sdk) => ({ sdk, db: await options.firestore(sdk) }));
    return loading;
  }

  function buildQuery({ sdk, db }: Loaded, collectionPath: string, queryOptions: QueryOptions) {
    const constraints = [
      ...(queryOptions.where ?? []).map(([field, op, value]) => sdk.where(field, op, value)),
      ...(queryOptions.limit === undefined ? [] : [sdk.limit(queryOptions.limit)]),
    ];
    return sdk.query(sdk.collection(db, collectionPath), ...constraints);
  }

  function toQuery<S extends z.core.$ZodType>(
    docs: readonly { id: string; ref: { path: string }; data(): unknown }[],
    schema: S,
    counter: number,
  ): Result<QuerySnapshot<z.output<S>>, StoreError> {
    const parsedDocs: QueryDocument<z.output<S>>[] = [];
    for (const snapshot of docs) {
      const raw = snapshot.data();
      const parsed = z.safeParse(schema, raw);
      if (!parsed.success) return err({ code: 'invalid-document', path: snapshot.ref.path, message: parsed.error.message });
      parsedDocs.push({ path: snapshot.ref.path, id: snapshot.id, data: parsed.data, version: versionOf(raw, counter) });
    }
    return ok({ docs: parsedDocs });
  }

  /** Subscribes once the SDK is loaded; unsubscribing before that cancels the subscription. */
  function lazily(start: (loaded: Loaded) => () => void, onError: (error: StoreError) => void): () => void {
    let stop: (() => void) | undefined;
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) stop = start(loaded);
      },
      (cause: unknown) => {
        if (!cancelled) onError(unavailable(cause));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  return {
    async get(path, schema) {
      try {
        const loaded = await load();
        const snapshot = await loaded.sdk.getDoc(loaded.sdk.doc(loaded.db, path));
        return toDocument(path, snapshot.exists(), snapshot.data(), schema, 0);
      } catch (cause) {
        return err(unavailable(cause));
      }
    },
    subscribe(path, schema, listener) {
      let counter = 0;
      return lazily(
        ({ sdk, db }) =>
          sdk.onSnapshot(
            sdk.doc(db, path),
            (snapshot) => listener(toDocument(path, snapshot.exists(), snapshot.data(), schema, (counter += 1))),
            (cause) => listener(err(unavailable(cause))),
          ),
        (error) => listener(err(error)),
      );
    },
    async query(collectionPath, schema, queryOptions = {}) {
      try {
        const loaded = await load();
        const snapshot = await loaded.sdk.getDocs(buildQuery(loaded, collectionPath, queryOptions));
        return toQuery(snapshot.docs, schema, 0);
      } catch (cause) {
        return err(unavailable(cause));
      }
    },
    subscribeQuery(collectionPath, schema, queryOptions, listener) {
      let counter = 0;
      return lazily(
        (loaded) =>
          loaded.sdk.onSnapshot(
            buildQuery(loaded, collectionPath, queryOptions),
            (snapshot) => listener(toQuery(snapshot.docs, schema, (counter += 1))),
            (cause) => listener(err(unavailable(cause))),
          ),
        (error) => listener(err(error)),
      );
    },
    async increment(path, field, by) {
      try {
        const { sdk, db } = await load();
        const ref = sdk.doc(db, path);
        const data = await sdk.runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(ref);
          const current: Record<string, unknown> = snapshot.exists() ? { ...snapshot.data() } : { id: lastSegment(path) };
          const previous = current[field];
          const next = { ...current, [field]: (typeof previous === 'number' ? previous : 0) + by };
          transaction.set(ref, next);
          return next;
        });
        return ok(data);
      } catch (cause) {
        return err(unavailable(cause));
      }
    },
  };
}
