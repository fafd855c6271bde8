import { maximum, sum, zero, type Money } from '../money/money.js';
import type { Bill } from '../schemas/bill.js';
import { err, ok, type Result } from '../result/result.js';

export type SubOrdersSplitError = { code: 'no-sub-order-selected' } | { code: 'unknown-sub-order'; subOrderId: string };

/**
 * The amount of a split by sub-orders (a check or seat, 1-core §4 "Pay-check"): what each selected check still
 * has to pay, never below zero.
 */
export function splitAmountBySubOrders(bill: Pick<Bill, 'order' | 'totalBillAmount'>, subOrderIds: readonly string[]): Result<Money, SubOrdersSplitError> {
  if (subOrderIds.length === 0) return err({ code: 'no-sub-order-selected' });
  const currency = bill.totalBillAmount.currency;
  const amounts: Money[] = [];
  for (const subOrderId of subOrderIds) {
    const subOrder = bill.order.subOrders.find((s) => s.id === subOrderId);
    if (!subOrder) return err({ code: 'unknown-sub-order', subOrderId });
    amounts.push(maximum(subOrder.forecastedLeftToPay, zero(currency)));
  }
  return ok(sum(amounts, currency));
}
