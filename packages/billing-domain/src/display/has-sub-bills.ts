import type { Order } from '../schemas/bill.js';

/**
 * Whether a bill shows its sub-bills: split by check or seat on the point of sale, into two or more sub-orders
 * (1-core §3 "Sub-bill display", §4 "Sub-bills"). A module of its own: a bill page asks it of every bill, and only a
 * bill that has them needs `buildSubBills`.
 */
export function hasSubBills(order: Pick<Order, 'posSplitMode' | 'subOrders'>): boolean {
  return order.posSplitMode !== 'NOT_SPLIT_ON_POS' && order.subOrders.length >= 2;
}
