import { describe, expect, test } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { ORDERING_STORAGE_KEY, createOrderingStore } from './ordering-store.js';

function memory(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const EUR = (amount: number) => ({ amount, currency: 'EUR' });
const item = { menuId: 'm1', productId: 'p1', productName: 'Steak', subItems: [], quantity: 1, unitPrice: EUR(2_450_000) };

describe('ordering store (3-menus §3 "Basket (per venue)", §9 persisted state)', () => {
  test('"Adding an identical item (same product and sub-items) increases quantity", and the basket is persisted', () => {
    const storage = memory();
    const store = createOrderingStore(() => storage);
    store.getState().dispatchBasket({ type: 'addItem', venueId: 'v1', now: 0, newBasketId: 'b1', item });
    store.getState().dispatchBasket({ type: 'addItem', venueId: 'v1', now: 1, newBasketId: 'b2', item });
    expect(store.getState().baskets['v1']?.items.map((line) => line.quantity)).toEqual([2]);
    expect(JSON.parse(storage.data.get(ORDERING_STORAGE_KEY) ?? '{}').state.baskets.v1.id).toBe('b1');
  });

  test('a stored value is parsed on rehydration: a corrupted field falls back to empty, the others are kept', () => {
    const persisted = {
      state: {
        baskets: { v1: { id: 'b1', items: [item], expiresAt: 10 } },
        placedOrders: 'not a record',
        sessions: { t1: { id: 's1', expiresAt: 5 } },
        allergyAnswer: { hasAllergies: 'maybe' },
        authorizations: {},
      },
      version: 1,
    };
    const store = createOrderingStore(() => memory({ [ORDERING_STORAGE_KEY]: JSON.stringify(persisted) }));
    expect(store.getState().baskets['v1']?.id).toBe('b1');
    expect(store.getState().placedOrders).toEqual({});
    expect(store.getState().sessions['t1']?.id).toBe('s1');
    expect(store.getState().allergyAnswer).toBeUndefined();
  });

  test('an unreadable stored value starts afresh', () => {
    const store = createOrderingStore(() => memory({ [ORDERING_STORAGE_KEY]: JSON.stringify({ state: 42, version: 1 }) }));
    expect(store.getState().baskets).toEqual({});
  });

  test('placed orders are kept per business; sessions, holds, the tab and the answers are set and cleared', () => {
    const store = createOrderingStore(() => memory());
    const state = () => store.getState();
    state().recordPlacedOrder('b1', { id: 'o1', tableId: 't1', placedAt: 1, basketHash: 'h' });
    state().setSession('t1', { id: 's1', expiresAt: 10 });
    state().setAuthorization('t1', { paymentId: 'pi_1', authorizedAt: 2 });
    state().setAllergyAnswer({ hasAllergies: false, answeredAt: 3 });
    state().setExplanationSeenAt(4);
    state().setTab({ tabId: 'tab1', paymentId: 'p1', venueId: 'v1', createdAt: 5 });
    expect(state().placedOrders['b1']?.map((record) => record.id)).toEqual(['o1']);
    expect(state().authorizations['t1']?.paymentId).toBe('pi_1');
    expect([state().allergyAnswer?.hasAllergies, state().explanationSeenAt, state().tab?.tabId]).toEqual([false, 4, 'tab1']);
    state().setSession('t1', undefined);
    state().setTab(undefined);
    expect([state().sessions, state().tab]).toEqual([{}, undefined]);
    expect(() => state().recordPlacedOrder('b1', { id: '', tableId: 't1', placedAt: 1, basketHash: 'h' })).toThrow();
  });
});
