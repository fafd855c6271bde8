import { tableDeviceSchema } from '@tableside/billing-domain';
import { describe, expect, test, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createOrderingStore } from '../../../lib/ordering/ordering-store.js';
import { placeOrder, type PlaceOrderInput } from './place-order.js';

const memory = (): StateStorage => {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
};
const device = tableDeviceSchema.parse({ id: 'd1', name: 'T1', tableId: 't1', venueId: 'v1', experience: { experienceId: 'e1' } });
const basket = {
  id: 'b1',
  expiresAt: 10_000_000,
  note: ' no salt ',
  items: [{ menuId: 'm1', productId: 'p1', productName: 'Soup', subItems: [], quantity: 1, unitPrice: { amount: 900_000, currency: 'EUR' } }],
};
const digest = { digest: async () => new Uint8Array([0xab, 0x01]).buffer };

function setup(overrides: { declare?: unknown; place?: unknown } = {}) {
  const store = createOrderingStore(memory);
  store.getState().dispatchBasket({ type: 'addItem', venueId: 'v1', now: 0, newBasketId: 'b1', item: basket.items[0]! });
  const declareOrderSession = vi.fn(async () => overrides.declare ?? { ok: true, value: true });
  const placeOrderCall = vi.fn(async () => overrides.place ?? { ok: true, value: { orderId: 'o1' } });
  let ids = 0;
  const input: PlaceOrderInput = {
    api: {
      ordering: { declareOrderSession, placeOrder: placeOrderCall, createTab: vi.fn(), registerTab: vi.fn(), openTab: vi.fn() },
    } as unknown as PlaceOrderInput['api'],
    store,
    venueId: 'v1',
    businessId: 'biz',
    tableDevice: device,
    basket,
    billId: 'bill-1',
    noteEnabled: true,
    now: () => 1_000,
    newId: () => `id-${++ids}`,
    digest,
  };
  return { input, store, declareOrderSession, placeOrderCall };
}

describe('order placement (3-menus §4)', () => {
  test('"An order session is declared before placing"; success: "basket cleaned, session cleared, order recorded locally"', async () => {
    const { input, store, declareOrderSession, placeOrderCall } = setup();
    expect(await placeOrder(input)).toEqual({ ok: true, value: { orderId: 'o1' } });
    expect(declareOrderSession).toHaveBeenCalledWith({ businessId: 'biz', tableId: 't1', sessionId: 'id-1' });
    expect(placeOrderCall).toHaveBeenCalledWith('t1', {
      businessId: 'biz',
      experienceId: 'e1',
      items: [{ id: 'p1', name: 'Soup', quantity: 1, menuId: 'm1', subItems: [] }],
      idempotencyKey: 'id-2',
      sessionId: 'id-1',
      note: 'no salt',
      billId: 'bill-1',
    });
    expect(store.getState().placedOrders['biz']).toEqual([{ id: 'o1', tableId: 't1', placedAt: 1_000, basketHash: 'ab01' }]);
    expect(store.getState().baskets['v1']).toBeUndefined();
    expect(store.getState().sessions).toEqual({});
  });

  test('"a failed declaration clears the session" and nothing is placed', async () => {
    const { input, store, placeOrderCall } = setup({ declare: { ok: false, error: { code: 'UNEXPECTED_ERROR' } } });
    expect(await placeOrder(input)).toEqual({ ok: false, error: { code: 'UNEXPECTED_ERROR' } });
    expect(placeOrderCall).not.toHaveBeenCalled();
    expect(store.getState().sessions).toEqual({});
  });

  test('a refused order keeps the basket and the session, and returns its §8 code', async () => {
    const { input, store } = setup({ place: { ok: false, error: { code: 'PRE_AUTHORIZATION_REQUIRED' } } });
    expect(await placeOrder(input)).toEqual({ ok: false, error: { code: 'PRE_AUTHORIZATION_REQUIRED' } });
    expect(store.getState().baskets['v1']?.items).toHaveLength(1);
    expect(store.getState().sessions['t1']?.id).toBe('id-1');
  });

  test('"No order without a table device (warning logged, stops)"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { input, declareOrderSession } = setup();
    expect(await placeOrder({ ...input, tableDevice: undefined })).toEqual({ ok: false, error: { code: 'UNEXPECTED_ERROR' } });
    expect(declareOrderSession).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('an order request that cannot be built (no experience) stops before the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { input, placeOrderCall } = setup();
    const result = await placeOrder({ ...input, tableDevice: tableDeviceSchema.parse({ id: 'd1', name: 'T1', tableId: 't1', venueId: 'v1' }) });
    expect(result).toEqual({ ok: false, error: { code: 'UNEXPECTED_ERROR' } });
    expect(placeOrderCall).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a session still valid is reused', async () => {
    const { input, store, declareOrderSession } = setup();
    store.getState().setSession('t1', { id: 'kept', expiresAt: 999_999 });
    await placeOrder(input);
    expect(declareOrderSession).toHaveBeenCalledWith({ businessId: 'biz', tableId: 't1', sessionId: 'kept' });
  });
});
