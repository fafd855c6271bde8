import * as z from 'zod/mini';
import { exhaustiveSwitchError } from '../result/result.js';

/** Bill-order statuses (1-core §4). */
export const billOrderStatusSchema = z.enum([
  'NEW',
  'WAITING_FOR_GROUPING',
  'PLACED',
  'ACCEPTED',
  'PREPARING',
  'READY_FOR_PICKUP',
  'FINALIZED',
  'FAILED',
  'CANCELED',
]);
export type BillOrderStatus = z.infer<typeof billOrderStatusSchema>;

/** How a bill order is shown: pending, placed on the point of sale, failed or cancelled (1-core §4). */
export type BillOrderStatusGroup = 'pending' | 'placedOnPos' | 'failed' | 'cancelled';

/**
 * "NEW, WAITING_FOR_GROUPING, PLACED (shown as pending); ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as
 * placed on the point of sale); FAILED; CANCELED" (1-core §4).
 */
export function billOrderStatusGroup(status: BillOrderStatus): BillOrderStatusGroup {
  switch (status) {
    case 'NEW':
    case 'WAITING_FOR_GROUPING':
    case 'PLACED':
      return 'pending';
    case 'ACCEPTED':
    case 'PREPARING':
    case 'READY_FOR_PICKUP':
    case 'FINALIZED':
      return 'placedOnPos';
    case 'FAILED':
      return 'failed';
    case 'CANCELED':
      return 'cancelled';
    default:
      return exhaustiveSwitchError(status);
  }
}

/**
 * Groups orders for the orders card: "Failed and cancelled orders sit in a collapsible block; pending orders are
 * listed together under a pending heading" (1-core §4). Order within a group is kept.
 */
export function groupBillOrders<T extends { status: BillOrderStatus }>(orders: readonly T[]): { pending: T[]; placedOnPos: T[]; failedOrCancelled: T[] } {
  const groups = { pending: [] as T[], placedOnPos: [] as T[], failedOrCancelled: [] as T[] };
  for (const order of orders) {
    const group = billOrderStatusGroup(order.status);
    if (group === 'pending') groups.pending.push(order);
    else if (group === 'placedOnPos') groups.placedOnPos.push(order);
    else groups.failedOrCancelled.push(order);
  }
  return groups;
}
