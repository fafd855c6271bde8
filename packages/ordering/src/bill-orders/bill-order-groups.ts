import { toEpochMilliseconds } from '@tableside/billing-domain';
import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { BillOrder, BillOrderStatus } from './bill-order-schema.js';

/** How a status is shown: pending, placed on the POS, failed or canceled. */
export type BillOrderDisplay = 'pending' | 'placedOnPos' | 'failed' | 'canceled';

/**
 * "NEW, WAITING_FOR_GROUPING, PLACED (shown pending); ACCEPTED, PREPARING, READY_FOR_PICKUP, FINALIZED (shown as placed
 * on POS); FAILED; CANCELED" (3 §4).
 */
export function billOrderDisplay(status: BillOrderStatus): BillOrderDisplay {
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
      return 'canceled';
    default:
      return exhaustiveSwitchError(status);
  }
}

/** The sections of the My orders list. */
export interface BillOrderSections {
  readonly pending: BillOrder[];
  readonly placed: BillOrder[];
  readonly failedOrCanceled: BillOrder[];
}

/**
 * "Failed and canceled orders appear in a collapsible block; pending orders are listed together under a pending
 * heading" (3 §4). Each section is newest first.
 */
export function groupBillOrders(orders: readonly BillOrder[]): BillOrderSections {
  const newestFirst = [...orders].sort((a, b) => toEpochMilliseconds(b.placedAt) - toEpochMilliseconds(a.placedAt));
  const sections: BillOrderSections = { pending: [], placed: [], failedOrCanceled: [] };
  for (const order of newestFirst) {
    const display = billOrderDisplay(order.status);
    if (display === 'pending') sections.pending.push(order);
    else if (display === 'placedOnPos') sections.placed.push(order);
    else sections.failedOrCanceled.push(order);
  }
  return sections;
}
