import { describe, expect, test } from 'vitest';
import { groupBillOrders } from './bill-order-groups.js';
import { billOrderSchema, type BillOrder } from './bill-order-schema.js';

test('3 §3 "status": the bill_orders schema takes the statuses of billing-domain, an unknown one is rejected', () => {
  expect(billOrderSchema.safeParse({ orderId: 'o', status: 'CANCELLED', placedAt: 1 }).success).toBe(false);
  expect(billOrderSchema.parse({ orderId: 'o', status: 'CANCELED', placedAt: 1 }).status).toBe('CANCELED');
});

describe('3 §4 "Failed and canceled orders appear in a collapsible block; pending orders are listed together under a pending heading"', () => {
  const order = (orderId: string, status: BillOrder['status'], placedAt: number): BillOrder => ({ orderId, status, placedAt, items: [] });
  test('groups by status, newest first (seconds and milliseconds mixed)', () => {
    const orders = [
      order('a', 'NEW', 1_700_000_000),
      order('b', 'FAILED', 1_700_000_100_000),
      order('c', 'PLACED', 1_700_000_200_000),
      order('d', 'PREPARING', 1),
      order('e', 'CANCELED', 2),
    ];
    const sections = groupBillOrders(orders);
    expect(sections.pending.map((o) => o.orderId)).toEqual(['c', 'a']);
    expect(sections.placedOnPos.map((o) => o.orderId)).toEqual(['d']);
    expect(sections.failedOrCancelled.map((o) => o.orderId)).toEqual(['b', 'e']);
  });
});

describe('bill_orders document (3 §3 "orderId, status, placedAt, items (name, plu, productId, quantity, priceIncludingSubItems, sub items), note")', () => {
  test('parses a document with nested sub items', () => {
    const doc = {
      orderId: 'o1',
      status: 'ACCEPTED',
      placedAt: 1_700_000_000_000,
      items: [
        {
          name: 'Burger',
          plu: '100',
          productId: 'p1',
          quantity: 100_000,
          priceIncludingSubItems: { amount: 1_350_000, currency: 'GBP' },
          subItems: [{ name: 'Cheese', quantity: 100_000 }],
        },
      ],
      note: 'no onions',
    };
    expect(billOrderSchema.parse(doc)).toEqual(doc);
  });

  test.each([
    ['missing orderId', { status: 'NEW', placedAt: 1 }],
    ['unknown status', { orderId: 'o', status: 'DONE', placedAt: 1 }],
    ['negative quantity', { orderId: 'o', status: 'NEW', placedAt: 1, items: [{ name: 'x', quantity: -1 }] }],
    [
      'float money amount',
      { orderId: 'o', status: 'NEW', placedAt: 1, items: [{ name: 'x', quantity: 1, priceIncludingSubItems: { amount: 1.5, currency: 'GBP' } }] },
    ],
  ])('rejects %s', (_case, doc) => {
    expect(billOrderSchema.safeParse(doc).success).toBe(false);
  });

  test('items default to an empty list', () => {
    expect(billOrderSchema.parse({ orderId: 'o', status: 'NEW', placedAt: 1 }).items).toEqual([]);
  });
});
