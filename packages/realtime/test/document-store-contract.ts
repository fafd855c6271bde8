import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { DocumentSnapshot, DocumentStore, QuerySnapshot, Result, StoreError } from '../src/index.js';

/** What a store under contract needs: the store, an existing bill id, items to mark as paid and a teardown. */
export interface ContractTarget {
  readonly store: DocumentStore;
  /** A bill whose `bills/{billId}` document exists. */
  readonly billId: string;
  /**
   * A product of a bill with at least 4 units (400000 at scale 5) left and none marked as paid yet: the one
   * document a client may add to (1-core §7 itemsManuallyMarkedAsPaid).
   */
  readonly markable: () => Promise<{ readonly billId: string; readonly productId: string }>;
  readonly close: () => Promise<void>;
}

/** `bills/{billId}/itemsManuallyMarkedAsPaid/{productId}` holds `valueAtScale5` (3 §7). */
const FIELD = 'valueAtScale5';
const markedAsPaidSchema = z.object({ id: z.string(), valueAtScale5: z.number().int() });
const billDocumentSchema = z.looseObject({ leftToPay: z.looseObject({ amount: z.number().int(), currency: z.string() }) });

let sequence = 0;
function uniqueId(): string {
  sequence += 1;
  return `contract-${Date.now().toString(36)}-${sequence}`;
}

/** Collects updates and resolves when one matches. */
function collector<T>() {
  const updates: Result<T, StoreError>[] = [];
  const waiters: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  return {
    updates,
    listener: (update: Result<T, StoreError>) => {
      updates.push(update);
      if (!update.ok) return;
      for (const waiter of [...waiters]) {
        if (waiter.match(update.value)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(update.value);
        }
      }
    },
    next(match: (value: T) => boolean): Promise<T> {
      const already = updates.find((u): u is { ok: true; value: T } => u.ok && match(u.value));
      if (already) return Promise.resolve(already.value);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/**
 * The DocumentStore contract (1-core §7 realtime document store): one suite, run against every adapter.
 * `setup` starts a backend holding at least one bill document.
 */
export function documentStoreContract(name: string, setup: () => Promise<ContractTarget>, skipReason?: string): void {
  const title = skipReason === undefined ? `DocumentStore contract: ${name}` : `DocumentStore contract: ${name} (skipped: ${skipReason})`;
  describe.skipIf(skipReason !== undefined)(title, () => {
    let target: ContractTarget;
    // Starting a backend (a sandbox with its database) is the readiness: the hook waits for it, however loaded the machine.
    beforeAll(async () => {
      target = await setup();
    }, 300_000);
    afterAll(async () => {
      await target?.close();
    });

    const itemPath = (id: string, billId = target.billId) => `bills/${billId}/itemsManuallyMarkedAsPaid/${id}`;
    /** A fresh markable item: its document path, collection and id. */
    const fresh = async () => {
      const { billId, productId } = await target.markable();
      return { path: itemPath(productId, billId), collection: `bills/${billId}/itemsManuallyMarkedAsPaid`, id: productId };
    };

    test("get: a bill document exists and validates against the caller's schema", async () => {
      const result = await target.store.get(`bills/${target.billId}`, billDocumentSchema);
      expect(result.ok && result.value.exists).toBe(true);
      expect(result.ok && result.value.path).toBe(`bills/${target.billId}`);
    });

    test('get: a missing document is exists:false, data:null (never an error)', async () => {
      expect(await target.store.get(itemPath(uniqueId()), markedAsPaidSchema)).toMatchObject({ ok: true, value: { exists: false, data: null } });
    });

    test('get: a document that breaks the schema is invalid-document', async () => {
      const result = await target.store.get(`bills/${target.billId}`, z.object({ leftToPay: z.string() }));
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-document' } });
    });

    test('increment: "a transaction that adds to existing amounts", creating { id, valueAtScale5 } when missing', async () => {
      const { path, id } = await fresh();
      expect(await target.store.increment(path, FIELD, 100_000)).toEqual({ ok: true, value: { id, valueAtScale5: 100_000 } });
      expect(await target.store.increment(path, FIELD, 50_000)).toEqual({ ok: true, value: { id, valueAtScale5: 150_000 } });
      expect(await target.store.get(path, markedAsPaidSchema)).toMatchObject({ ok: true, value: { exists: true, data: { id, valueAtScale5: 150_000 } } });
    });

    test('increment: concurrent increments never lose an update', async () => {
      const { path } = await fresh();
      const results = await Promise.all(Array.from({ length: 8 }, () => target.store.increment(path, FIELD, 25_000)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await target.store.get(path, markedAsPaidSchema)).toMatchObject({ ok: true, value: { data: { valueAtScale5: 200_000 } } });
    });

    test('subscribe: the current document first, then every change, in increasing versions', async () => {
      const { path } = await fresh();
      await target.store.increment(path, FIELD, 100_000);
      const live = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribe(path, markedAsPaidSchema, live.listener);
      try {
        const first = await live.next((s) => s.data?.valueAtScale5 === 100_000);
        await target.store.increment(path, FIELD, 100_000);
        const second = await live.next((s) => s.data?.valueAtScale5 === 200_000);
        expect(second.version).toBeGreaterThan(first.version);
        const versions = live.updates.flatMap((u) => (u.ok ? [u.value.version] : []));
        expect(versions).toEqual([...versions].sort((a, b) => a - b));
      } finally {
        unsubscribe();
      }
    });

    test('subscribe: a document created later arrives after the missing snapshot', async () => {
      const { path, id } = await fresh();
      const live = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribe(path, markedAsPaidSchema, live.listener);
      try {
        await live.next((s) => !s.exists);
        await target.store.increment(path, FIELD, 1);
        expect(await live.next((s) => s.exists)).toMatchObject({ data: { id, valueAtScale5: 1 } });
      } finally {
        unsubscribe();
      }
    });

    test('subscribe: several documents at once, each listener gets only its own', async () => {
      const a = await fresh();
      const b = await fresh();
      const liveA = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const liveB = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const stopA = target.store.subscribe(a.path, markedAsPaidSchema, liveA.listener);
      const stopB = target.store.subscribe(b.path, markedAsPaidSchema, liveB.listener);
      try {
        await Promise.all([liveA.next((s) => !s.exists), liveB.next((s) => !s.exists)]);
        await target.store.increment(b.path, FIELD, 3);
        expect(await liveB.next((s) => s.exists)).toMatchObject({ path: b.path, data: { valueAtScale5: 3 } });
        await target.store.increment(a.path, FIELD, 5);
        expect(await liveA.next((s) => s.exists)).toMatchObject({ path: a.path, data: { valueAtScale5: 5 } });
        expect(liveA.updates.every((u) => !u.ok || u.value.path === a.path)).toBe(true);
      } finally {
        stopA();
        stopB();
      }
    });

    test('query: equality filter and limit (as "table_devices queried by tableId (limit 1)")', async () => {
      const { path, collection, id } = await fresh();
      await target.store.increment(path, FIELD, 300_000);
      const result = await target.store.query(collection, markedAsPaidSchema, { where: [['id', '==', id]], limit: 1 });
      expect(result).toMatchObject({ ok: true, value: { docs: [{ id, path, data: { id, valueAtScale5: 300_000 } }] } });
      const none = await target.store.query(collection, markedAsPaidSchema, { where: [['id', '==', uniqueId()]] });
      expect(none).toEqual({ ok: true, value: { docs: [] } });
    });

    test('subscribeQuery: delivers the current result, then the changed one', async () => {
      const { path, collection, id } = await fresh();
      const live = collector<QuerySnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribeQuery(collection, markedAsPaidSchema, { where: [['id', '==', id]], limit: 1 }, live.listener);
      try {
        await live.next((s) => s.docs.length === 0);
        await target.store.increment(path, FIELD, 7);
        expect(await live.next((s) => s.docs.length === 1)).toMatchObject({ docs: [{ id, data: { valueAtScale5: 7 } }] });
      } finally {
        unsubscribe();
      }
    });
  });
}
