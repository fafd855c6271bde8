import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { documentStoreContract } from '../../test/document-store-contract.js';
import { fakeFirestore } from '../../test/fake-firestore.js';
import { flush } from '../../test/manual-clock.js';
import { createFirestoreDocumentStore, type FirestoreDocumentStoreOptions } from './firestore-document-store.js';

type Module = Awaited<ReturnType<NonNullable<FirestoreDocumentStoreOptions['loadSdk']>>>;

function storeOn(fake: ReturnType<typeof fakeFirestore>) {
  let loads = 0;
  const store = createFirestoreDocumentStore({
    // The fake covers the subset of the module the adapter calls.
    loadSdk: async () => {
      loads += 1;
      return fake.sdk as Module;
    },
    firestore: () => ({ type: 'firestore' }) as unknown as ReturnType<Module['getFirestore']>,
  });
  return { store, loads: () => loads };
}

documentStoreContract('Firestore adapter on an in-memory SDK fake', async () => {
  const fake = fakeFirestore();
  fake.write('bills/bill-1', { leftToPay: { amount: 1_000_000, currency: 'EUR' }, version: 3 });
  let item = 0;
  return {
    store: storeOn(fake).store,
    billId: 'bill-1',
    markable: async () => {
      item += 1;
      return { billId: 'bill-1', productId: `product-${item}` };
    },
    close: async () => undefined,
  };
});

describe('Firestore adapter', () => {
  const schema = z.object({ leftToPay: z.number() });

  test('the SDK loads lazily, once, on first use', async () => {
    const fake = fakeFirestore();
    const { store, loads } = storeOn(fake);
    expect(loads()).toBe(0);
    await store.get('bills/b1', schema);
    await store.get('bills/b2', schema);
    expect(loads()).toBe(1);
  });

  test('a document carrying a version keeps it; others are ordered by a local counter', async () => {
    const fake = fakeFirestore();
    fake.write('bills/b1', { leftToPay: 5, version: 42 });
    fake.write('venues/v1', { leftToPay: 1 });
    const { store } = storeOn(fake);
    expect(await store.get('bills/b1', schema)).toEqual({ ok: true, value: { path: 'bills/b1', exists: true, data: { leftToPay: 5 }, version: 42 } });
    const seen: number[] = [];
    store.subscribe('venues/v1', schema, (u) => u.ok && seen.push(u.value.version));
    await flush();
    fake.write('venues/v1', { leftToPay: 2 });
    await flush();
    expect(seen).toEqual([1, 2]);
  });

  test.each([
    ['get', (store: ReturnType<typeof storeOn>['store']) => store.get('bills/b1', schema)],
    ['query', (store: ReturnType<typeof storeOn>['store']) => store.query('bills', schema)],
    ['increment', (store: ReturnType<typeof storeOn>['store']) => store.increment('bills/b1/itemsManuallyMarkedAsPaid/i', 'quantity', 1)],
  ])('%s: an SDK failure is an unavailable value', async (_name, run) => {
    const fake = fakeFirestore();
    fake.failNext(new Error('permission-denied'));
    expect(await run(storeOn(fake).store)).toEqual({ ok: false, error: { code: 'unavailable', message: 'permission-denied' } });
  });

  test('a listener error and an SDK that fails to load reach the listener as values', async () => {
    const fake = fakeFirestore();
    fake.failNext(new Error('unavailable'));
    const seen: unknown[] = [];
    storeOn(fake).store.subscribeQuery('bills', schema, {}, (u) => seen.push(u));
    const broken = createFirestoreDocumentStore({ loadSdk: () => Promise.reject(new Error('chunk failed')), firestore: () => ({}) as never });
    broken.subscribe('bills/b1', schema, (u) => seen.push(u));
    await flush(20);
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        { ok: false, error: { code: 'unavailable', message: 'unavailable' } },
        { ok: false, error: { code: 'unavailable', message: 'chunk failed' } },
      ]),
    );
  });

  test('unsubscribing before the SDK loaded never subscribes', async () => {
    const fake = fakeFirestore();
    const { store } = storeOn(fake);
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('bills/b1', schema, (u) => seen.push(u));
    unsubscribe();
    await flush(20);
    fake.write('bills/b1', { leftToPay: 1 });
    await flush();
    expect(seen).toEqual([]);
  });

  test('a query document that breaks the schema is invalid-document', async () => {
    const fake = fakeFirestore();
    fake.write('bills/b1', { leftToPay: 'x' });
    expect(await storeOn(fake).store.query('bills', schema)).toMatchObject({ ok: false, error: { code: 'invalid-document', path: 'bills/b1' } });
  });
});
