import { describe, expect, test } from 'vitest';
import { decideCheckoutMode, type CheckoutModeInput } from './checkout-mode.js';
import { billOrderStatusGroup, groupBillOrders, type BillOrderStatus } from './bill-order-status.js';

const express: CheckoutModeInput = {
  fastCheckoutEnabled: true,
  billFullyPaid: false,
  billClosed: false,
  featureAvailable: true,
  remainingAmountSplit: { status: 'readBack' },
};

describe('1-core §4 checkout mode', () => {
  test.each<[string, Partial<CheckoutModeInput>, string]>([
    ['EXPRESS is one-tap full-bill payment ... a remaining-amount split could be issued and read back', {}, 'EXPRESS'],
    ['undefined or LOADING means loading', { fastCheckoutEnabled: undefined }, 'LOADING'],
    ['undefined or LOADING means loading', { billFullyPaid: undefined }, 'LOADING'],
    ['undefined or LOADING means loading', { remainingAmountSplit: undefined }, 'LOADING'],
    ['undefined or LOADING means loading', { remainingAmountSplit: { status: 'loading' } }, 'LOADING'],
    ['Express is used only if fast checkout is enabled', { fastCheckoutEnabled: false }, 'SPLIT'],
    ['the bill is not fully paid', { billFullyPaid: true }, 'SPLIT'],
    ['or closed', { billClosed: true }, 'SPLIT'],
    ['the feature is available', { featureAvailable: false }, 'SPLIT'],
    ['any failure falls back to SPLIT', { remainingAmountSplit: { status: 'failed' } }, 'SPLIT'],
  ])('%s → %s', (_rule, overrides, expected) => {
    expect(decideCheckoutMode({ ...express, ...overrides })).toBe(expected);
  });

  test('an unknown split state is a broken invariant', () => {
    expect(() => decideCheckoutMode({ ...express, remainingAmountSplit: { status: 'other' } as never })).toThrow('Unhandled case');
  });
});

describe('1-core §4 bill-order statuses', () => {
  test.each<[string, BillOrderStatus, string]>([
    ['NEW, WAITING_FOR_GROUPING, PLACED (shown as pending)', 'NEW', 'pending'],
    ['NEW, WAITING_FOR_GROUPING, PLACED (shown as pending)', 'WAITING_FOR_GROUPING', 'pending'],
    ['NEW, WAITING_FOR_GROUPING, PLACED (shown as pending)', 'PLACED', 'pending'],
    ['ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as placed on the point of sale)', 'ACCEPTED', 'placedOnPos'],
    ['ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as placed on the point of sale)', 'PREPARING', 'placedOnPos'],
    ['ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as placed on the point of sale)', 'READY_FOR_PICKUP', 'placedOnPos'],
    ['ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as placed on the point of sale)', 'FINALIZED', 'placedOnPos'],
    ['FAILED', 'FAILED', 'failed'],
    ['CANCELED', 'CANCELED', 'cancelled'],
  ])('%s: %s → %s', (_rule, status, expected) => {
    expect(billOrderStatusGroup(status)).toBe(expected);
  });

  test('Failed and cancelled orders sit in a collapsible block; pending orders are listed together', () => {
    const orders = (['NEW', 'FAILED', 'ACCEPTED', 'PLACED', 'CANCELED'] as const).map((status, i) => ({ id: i, status }));
    expect(groupBillOrders(orders)).toEqual({
      pending: [orders[0], orders[3]],
      placedOnPos: [orders[2]],
      failedOrCancelled: [orders[1], orders[4]],
    });
  });

  test('an unknown status is a broken invariant', () => {
    expect(() => billOrderStatusGroup('LOST' as never)).toThrow('Unhandled case');
  });
});
