import { billOrderStatusGroup, billOrderStatusSchema, type BillOrderStatus } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_FLOW, isFinalStatus, nextOrderStatus, type OrderStatusAction } from './order-status-flow.js';

describe('bill_orders statuses (3-menus §4 "Bill order status: NEW, WAITING_FOR_GROUPING, PLACED ...; FAILED; CANCELED")', () => {
  test.each<[BillOrderStatus, OrderStatusAction, BillOrderStatus | 'refused']>([
    ['NEW', 'advance', 'PLACED'],
    ['WAITING_FOR_GROUPING', 'advance', 'PLACED'],
    ['PLACED', 'advance', 'ACCEPTED'],
    ['ACCEPTED', 'advance', 'PREPARING'],
    ['PREPARING', 'advance', 'READY_FOR_PICKUP'],
    ['READY_FOR_PICKUP', 'advance', 'FINALIZED'],
    ['FINALIZED', 'advance', 'refused'],
    ['PLACED', 'fail', 'FAILED'],
    ['PREPARING', 'cancel', 'CANCELED'],
    ['FAILED', 'advance', 'refused'],
    ['FAILED', 'cancel', 'refused'],
    ['CANCELED', 'fail', 'refused'],
    ['FINALIZED', 'cancel', 'refused'],
  ])('%s + %s → %s', (status, action, expected) => {
    const next = nextOrderStatus(status, action);
    expect(next.ok ? next.value : 'refused').toBe(expected);
    if (!next.ok) expect(next.error).toEqual({ code: 'order-status-final', status });
  });

  test('the flow visits "pending" statuses, then the "placed on POS" ones, in order', () => {
    expect(ORDER_STATUS_FLOW.map((status) => billOrderStatusGroup(status))).toEqual([
      'pending',
      'pending',
      'placedOnPos',
      'placedOnPos',
      'placedOnPos',
      'placedOnPos',
    ]);
  });

  test('every status is either final or has a next step', () => {
    for (const status of billOrderStatusSchema.options) {
      expect(isFinalStatus(status) || nextOrderStatus(status, 'advance').ok).toBe(true);
    }
  });
});
