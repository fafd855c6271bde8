import { isPositive, lessThan } from '../money/money.js';
import type { SubOrder } from '../schemas/sub-order.js';
import type { SubBill, SubBillType } from '../schemas/sub-bill.js';
import { buildBillProductDisplays } from './bill-product-display.js';

/** paid when nothing is left, partiallyPaid when some but not all is left, otherwise other (1-core §3). */
export function subBillType(subOrder: Pick<SubOrder, 'forecastedLeftToPay' | 'subOrderAmount'>): SubBillType {
  if (!isPositive(subOrder.forecastedLeftToPay)) return 'paid';
  if (lessThan(subOrder.forecastedLeftToPay, subOrder.subOrderAmount)) return 'partiallyPaid';
  return 'other';
}

/**
 * Sub-bill display of each check (1-core §3): "Paid sub-bills sort after unpaid ones" (1-core §4); the order is
 * otherwise the POS order.
 */
export function buildSubBills(subOrders: readonly SubOrder[], selectedSubOrderId?: string): SubBill[] {
  const subBills = subOrders.map((subOrder) => ({
    id: subOrder.id,
    name: subOrder.name,
    type: subBillType(subOrder),
    totalAmount: subOrder.subOrderAmount,
    forecastedLeftToPayOnTotal: subOrder.forecastedLeftToPay,
    isSelected: subOrder.id === selectedSubOrderId,
    products: buildBillProductDisplays(subOrder.quantifiedProducts),
    additionalCharges: subOrder.charges,
    discounts: subOrder.discounts,
  }));
  return [...subBills.filter((s) => s.type !== 'paid'), ...subBills.filter((s) => s.type === 'paid')];
}
