import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';

/**
 * Whether the bill shows sub-bills: split by check or seat on the point of sale, into two or more sub-orders
 * (1-core §3 "Sub-bill display", §4 "Sub-bills").
 */
export function hasSubBills(bill: Pick<BillDocument, 'order'>): boolean {
  return bill.order.posSplitMode !== 'NOT_SPLIT_ON_POS' && bill.order.subOrders.length >= 2;
}

/**
 * The sub-bills' code, with the items split it starts, in a chunk of its own: most bills are not split on the point
 * of sale, so the bill route's critical path does not carry it (issue 12). A bill page rendered on the server loads
 * it before hydrating a split bill (app/first-view.ts).
 */
export const loadSubBills = () => import('./sub-bills.js');
