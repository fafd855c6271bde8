import { multiplyByQuantity, sum, type Money } from '../money/money.js';
import type { Bill } from '../schemas/bill.js';
import { err, ok, type Result } from '../result/result.js';
import { unitPriceAfterTaxAndDiscount } from '../display/bill-product-display.js';

/** One selected item with its amount. */
export interface ItemsSplitLine {
  productId: string;
  quantity: number;
  amount: Money;
}

export type ItemsSplitError =
  | { code: 'unknown-product'; productId: string }
  | { code: 'quantity-exceeds-bill'; productId: string; available: number; requested: number }
  | { code: 'invalid-quantity'; productId: string; quantity: number }
  | { code: 'selected-total-is-zero' };

/**
 * The amount of a split by items (2-paying §4): each selected product at its unit price after tax and discount,
 * with its sub-products, times its scale-5 quantity; the total is the sum of the items.
 * "Split by items: confirm disabled when selected total is 0" (2-paying §5).
 */
export function splitAmountByItems(
  bill: Pick<Bill, 'order' | 'totalBillAmount'>,
  selection: Readonly<Record<string, number>>,
  subOrderId?: string,
): Result<{ items: ItemsSplitLine[]; total: Money }, ItemsSplitError> {
  const subOrders = bill.order.subOrders.filter((s) => subOrderId === undefined || s.id === subOrderId);
  const items: ItemsSplitLine[] = [];
  for (const [productId, quantity] of Object.entries(selection)) {
    if (!Number.isInteger(quantity) || quantity < 0) return err({ code: 'invalid-quantity', productId, quantity });
    if (quantity === 0) continue;
    const lines = subOrders.flatMap((s) => s.quantifiedProducts).filter((qp) => qp.productId === productId);
    const [first] = lines;
    if (!first) return err({ code: 'unknown-product', productId });
    const available = lines.reduce((total, qp) => total + qp.quantity, 0);
    if (quantity > available) return err({ code: 'quantity-exceeds-bill', productId, available, requested: quantity });
    items.push({ productId, quantity, amount: multiplyByQuantity(unitPriceAfterTaxAndDiscount(first.product), quantity) });
  }
  const total = sum(
    items.map((i) => i.amount),
    bill.totalBillAmount.currency,
  );
  if (total.amount === 0) return err({ code: 'selected-total-is-zero' });
  return ok({ items, total });
}
