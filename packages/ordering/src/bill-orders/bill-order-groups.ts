import { groupBillOrders as groupByStatus, toEpochMilliseconds } from '@tableside/billing-domain';
import type { BillOrder } from './bill-order-schema.js';

/**
 * The sections of the My orders card, each newest first: "Failed and canceled orders appear in a collapsible block;
 * pending orders are listed together under a pending heading" (3 §4). Which status goes where is billing-domain's
 * `billOrderStatusGroup` (1-core §4).
 */
export function groupBillOrders(orders: readonly BillOrder[]): ReturnType<typeof groupByStatus<BillOrder>> {
  const newestFirst = [...orders].sort((a, b) => toEpochMilliseconds(b.placedAt) - toEpochMilliseconds(a.placedAt));
  return groupByStatus(newestFirst);
}
