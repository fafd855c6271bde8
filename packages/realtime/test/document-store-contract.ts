import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { DocumentSnapshot, DocumentStore, QuerySnapshot, Result, StoreError } from '../src/index.js';

/** What a store under contract needs: the store, an existing bill id and a teardown. */
export interface ContractTarget {
  readonly store: DocumentStore;
  /** A bill whose `bills/{billId}` document exists. */
  readonly billId: string;
  readonly close: () => Promise<void>;
}

const markedAsPaidSchema = z.object({ id: z.string(), quantity: z.number().int() });
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
    beforeAll(async () => {
      target = await setup();
    });
    afterAll(async () => {
      await target?.close();
    });

    const itemPath = (id: string) => `bills/${target.billId}/itemsManuallyMarkedAsPaid/${id}`;

    test('get: a bill document exists and validates against the caller\'s schema', async () => {
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

    test('increment: "a transaction that adds to existing amounts", creating { id, quantity } when missing', async () => {
      const id = uniqueId();
      expect(await target.store.increment(itemPath(id), 'quantity', 100_000)).toEqual({ ok: true, value: { id, quantity: 100_000 } });
      expect(await target.store.increment(itemPath(id), 'quantity', 50_000)).toEqual({ ok: true, value: { id, quantity: 150_000 } });
      expect(await target.store.get(itemPath(id), markedAsPaidSchema)).toMatchObject({ ok: true, value: { exists: true, data: { id, quantity: 150_000 } } });
    });

    test('increment: concurrent increments never lose an update', async () => {
      const id = uniqueId();
      const results = await Promise.all(Array.from({ length: 8 }, () => target.store.increment(itemPath(id), 'quantity', 25_000)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await target.store.get(itemPath(id), markedAsPaidSchema)).toMatchObject({ ok: true, value: { data: { quantity: 200_000 } } });
    });

    test('subscribe: the current document first, then every change, in increasing versions', async () => {
      const id = uniqueId();
      await target.store.increment(itemPath(id), 'quantity', 100_000);
      const live = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribe(itemPath(id), markedAsPaidSchema, live.listener);
      try {
        const first = await live.next((s) => s.data?.quantity === 100_000);
        await target.store.increment(itemPath(id), 'quantity', 100_000);
        const second = await live.next((s) => s.data?.quantity === 200_000);
        expect(second.version).toBeGreaterThan(first.version);
        const versions = live.updates.flatMap((u) => (u.ok ? [u.value.version] : []));
        expect(versions).toEqual([...versions].sort((a, b) => a - b));
      } finally {
        unsubscribe();
      }
    });

    test('subscribe: a document created later arrives after the missing snapshot', async () => {
      const id = uniqueId();
      const live = collector<DocumentSnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribe(itemPath(id), markedAsPaidSchema, live.listener);
      try {
        await live.next((s) => !s.exists);
        await target.store.increment(itemPath(id), 'quantity', 1);
        expect(await live.next((s) => s.exists)).toMatchObject({ data: { id, quantity: 1 } });
      } finally {
        unsubscribe();
      }
    });

    test('query: equality filter and limit (as "table_devices queried by tableId (limit 1)")', async () => {
      const id = uniqueId();
      await target.store.increment(itemPath(id), 'quantity', 300_000);
      const collection = `bills/${target.billId}/itemsManuallyMarkedAsPaid`;
      const result = await target.store.query(collection, markedAsPaidSchema, { where: [['id', '==', id]], limit: 1 });
      expect(result).toMatchObject({ ok: true, value: { docs: [{ id, path: itemPath(id), data: { id, quantity: 300_000 } }] } });
      const none = await target.store.query(collection, markedAsPaidSchema, { where: [['id', '==', uniqueId()]] });
      expect(none).toEqual({ ok: true, value: { docs: [] } });
    });

    test('subscribeQuery: delivers the current result, then the changed one', async () => {
      const id = uniqueId();
      const collection = `bills/${target.billId}/itemsManuallyMarkedAsPaid`;
      const live = collector<QuerySnapshot<z.infer<typeof markedAsPaidSchema>>>();
      const unsubscribe = target.store.subscribeQuery(collection, markedAsPaidSchema, { where: [['id', '==', id]], limit: 1 }, live.listener);
      try {
        await live.next((s) => s.docs.length === 0);
        await target.store.increment(itemPath(id), 'quantity', 7);
        expect(await live.next((s) => s.docs.length === 1)).toMatchObject({ docs: [{ id, data: { quantity: 7 } }] });
      } finally {
        unsubscribe();
      }
    });
  });
}
