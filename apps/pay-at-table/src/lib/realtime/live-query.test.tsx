import type { DocumentStore } from '@tableside/realtime';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createFakeStore } from '../../test/fake-store.js';
import { renderDataHook } from '../../test/render-hook.js';
import { liveCacheOf } from './live-cache.js';
import { useLiveDocuments } from './live-documents.js';
import { liveDocumentKey, PRIMED_HOLD_MS, primeLiveDocument, useLiveDocument, useLiveQuery, useLiveQueryFirst } from './live-query.js';

const venueSchema = z.object({ name: z.string() });
const venueNameOnly = z.object({ name: z.string() }).transform((venue) => venue.name);

/** The fake store, counting the subscriptions it has open. */
function countingStore(docs: Record<string, unknown>) {
  const fake = createFakeStore(docs);
  const open = { documents: 0, queries: 0, subscribed: 0 };
  const store: DocumentStore = {
    ...fake.store,
    subscribe(path, schema, listener) {
      open.documents += 1;
      open.subscribed += 1;
      const stop = fake.store.subscribe(path, schema, listener);
      return () => {
        open.documents -= 1;
        stop();
      };
    },
    subscribeQuery(collection, schema, options, listener) {
      open.queries += 1;
      open.subscribed += 1;
      const stop = fake.store.subscribeQuery(collection, schema, options, listener);
      return () => {
        open.queries -= 1;
        stop();
      };
    },
  };
  return { fake, store, open };
}

afterEach(() => cleanup());

describe('live documents through the live cache', () => {
  test('pending until the first snapshot, then every change; the snapshot sits in the live cache under its path', async () => {
    const { fake, store } = countingStore({ 'venues/v1': { name: 'Chez Nous' } });
    const { result } = renderDataHook(() => useLiveDocument('venues/v1', venueSchema), { store });
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: { name: 'Chez Nous' }, version: 1 }));
    expect(liveCacheOf(store).get(liveDocumentKey('venues/v1', venueSchema))).toBe(result.current);
    act(() => fake.set('venues/v1', { name: 'Chez Vous' }));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: { name: 'Chez Vous' }, version: 2 }));
  });

  test('a missing document is "missing", one that breaks the schema an error; no path waits', async () => {
    const { store } = countingStore({ 'venues/bad': { name: 42 } });
    const missing = renderDataHook(() => useLiveDocument('venues/none', venueSchema), { store });
    const broken = renderDataHook(() => useLiveDocument('venues/bad', venueSchema), { store });
    const waiting = renderDataHook(() => useLiveDocument(undefined, venueSchema), { store });
    await waitFor(() => expect(missing.result.current).toEqual({ status: 'missing' }));
    await waitFor(() => expect(broken.result.current).toMatchObject({ status: 'error', error: { code: 'invalid-document' } }));
    expect(waiting.result.current).toEqual({ status: 'pending' });
  });

  test('components watching one document share one subscription, closed once the last one leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, open } = countingStore({ 'venues/v1': { name: 'Chez Nous' } });
      const first = renderDataHook(() => useLiveDocument('venues/v1', venueSchema), { store });
      const second = renderDataHook(() => useLiveDocument('venues/v1', venueSchema), { store });
      // TanStack Query delivers its notifications on a zero-delay timer.
      await act(() => vi.runAllTimersAsync());
      expect(second.result.current).toMatchObject({ status: 'success' });
      expect(open).toEqual({ documents: 1, queries: 0, subscribed: 1 });
      first.unmount();
      await act(() => vi.runAllTimersAsync());
      expect(open.documents).toBe(1);
      second.unmount();
      // A page handing the document to the next one in the same commit keeps it: it closes after that.
      expect(open.documents).toBe(1);
      await act(() => vi.runAllTimersAsync());
      expect(open.documents).toBe(0);
      // Unwatched, the cached snapshot is no longer live: the next watcher waits for a fresh one.
      const later = renderDataHook(() => useLiveDocument('venues/v1', venueSchema), { store });
      expect(later.result.current).toEqual({ status: 'pending' });
      await act(() => vi.runAllTimersAsync());
      expect(later.result.current).toMatchObject({ status: 'success' });
      expect(open).toEqual({ documents: 1, queries: 0, subscribed: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  test('the schema is part of the key: one path read with two schemas gives each its own value', async () => {
    const { store } = countingStore({ 'venues/v1': { name: 'Chez Nous' } });
    const { result } = renderDataHook(() => [useLiveDocument('venues/v1', venueSchema), useLiveDocument('venues/v1', venueNameOnly)] as const, { store });
    await waitFor(() => expect(result.current[1]).toMatchObject({ status: 'success', data: 'Chez Nous' }));
    expect(result.current[0]).toMatchObject({ status: 'success', data: { name: 'Chez Nous' } });
  });

  test("a new path never shows the previous path's document", async () => {
    const { store } = countingStore({ 'venues/v1': { name: 'One' }, 'venues/v2': { name: 'Two' } });
    const { result, rerender } = renderDataHook(
      ({ path }: { path: string }) => useLiveDocument(path, venueSchema),
      { store },
      { initialProps: { path: 'venues/v1' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ data: { name: 'One' } }));
    rerender({ path: 'venues/v2' });
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toMatchObject({ data: { name: 'Two' } }));
  });
});

describe('live documents opened ahead of their page (a route loader)', () => {
  test('the snapshot is in the cache before the page watches; the page claims the one subscription, which closes after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, open } = countingStore({ 'venues/v1': { name: 'Chez Nous' } });
      primeLiveDocument({ store }, 'venues/v1', venueSchema);
      primeLiveDocument({ store }, 'venues/v1', venueSchema);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(open).toEqual({ documents: 1, queries: 0, subscribed: 1 });
      expect(liveCacheOf(store).get(liveDocumentKey('venues/v1', venueSchema))).toEqual({ status: 'success', data: { name: 'Chez Nous' }, version: 1 });
      const page = renderDataHook(() => useLiveDocument('venues/v1', venueSchema), { store });
      // The first render already has the document: no pending state.
      expect(page.result.current).toEqual({ status: 'success', data: { name: 'Chez Nous' }, version: 1 });
      await act(() => vi.advanceTimersByTimeAsync(PRIMED_HOLD_MS * 2));
      expect(open).toEqual({ documents: 1, queries: 0, subscribed: 1 });
      page.unmount();
      await act(() => vi.runAllTimersAsync());
      expect(open.documents).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a primed document no page claims closes after PRIMED_HOLD_MS and leaves the cache', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, open } = countingStore({ 'venues/v1': { name: 'Chez Nous' } });
      primeLiveDocument({ store }, 'venues/v1', venueSchema);
      await act(() => vi.advanceTimersByTimeAsync(PRIMED_HOLD_MS - 1));
      expect(open.documents).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(open.documents).toBe(0);
      expect(liveCacheOf(store).get(liveDocumentKey('venues/v1', venueSchema))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('live queries through the live cache', () => {
  const bills = {
    'bills/b1': { name: 'open', tableId: 't1', closed: false },
    'bills/b2': { name: 'closed', tableId: 't1', closed: true },
    'bills/b3': { name: 'other table', tableId: 't2', closed: false },
  };
  const billSchema = z.object({ name: z.string(), tableId: z.string(), closed: z.boolean() });

  test('the first document of a query ("table_devices queried by tableId (limit 1)"); a new array of the same clauses keeps the subscription', async () => {
    const { fake, store, open } = countingStore(bills);
    const { result, rerender } = renderDataHook(
      ({ tableId }: { tableId: string | undefined }) =>
        useLiveQueryFirst(
          'bills',
          tableId === undefined
            ? undefined
            : [
                ['tableId', '==', tableId],
                ['closed', '==', false],
              ],
          billSchema,
        ),
      { store },
      { initialProps: { tableId: undefined as string | undefined } },
    );
    expect(result.current).toEqual({ status: 'pending' });
    expect(open.queries).toBe(0);
    rerender({ tableId: 't1' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { name: 'open' } }));
    rerender({ tableId: 't1' });
    expect(open.subscribed).toBe(1);
    act(() => fake.set('bills/b1', { ...bills['bills/b1'], closed: true }));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: undefined }));
  });

  test('every document of a collection, live', async () => {
    const { fake, store } = countingStore(bills);
    const { result } = renderDataHook(() => useLiveQuery('bills', { where: [['tableId', '==', 't1']] }, billSchema), { store });
    await waitFor(() => expect(result.current.status === 'success' && result.current.docs.map((doc) => doc.id)).toEqual(['b1', 'b2']));
    act(() => fake.set('bills/b4', { name: 'new', tableId: 't1', closed: false }));
    await waitFor(() => expect(result.current.status === 'success' && result.current.docs.map((doc) => doc.id)).toEqual(['b1', 'b2', 'b4']));
  });
});

describe('a set of live documents through the live cache', () => {
  test('every document of the set in the order asked, live; one subscription per document for one cache entry', async () => {
    const { fake, store, open } = countingStore({ 'bill_orders/o1': { name: 'first' }, 'bill_orders/o2': { name: 'second' } });
    const { result, rerender } = renderDataHook(
      ({ paths }: { paths: string[] }) => useLiveDocuments(paths, venueSchema),
      { store },
      {
        initialProps: { paths: ['bill_orders/o2', 'bill_orders/o1', 'bill_orders/none'] },
      },
    );
    await waitFor(() =>
      expect(result.current).toEqual([
        { status: 'success', data: { name: 'second' }, version: 1 },
        { status: 'success', data: { name: 'first' }, version: 1 },
        { status: 'missing' },
      ]),
    );
    expect(open.documents).toBe(3);
    act(() => fake.set('bill_orders/o1', { name: 'first, served' }));
    await waitFor(() => expect(result.current[1]).toMatchObject({ data: { name: 'first, served' } }));
    rerender({ paths: [] });
    expect(result.current).toEqual([]);
  });
});
