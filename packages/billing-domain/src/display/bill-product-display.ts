import { isZero, multiplyByQuantity, subtract, sum, zero, maximum, type Money } from '../money/money.js';
import type { Product, QuantifiedProduct } from '../schemas/product.js';
import type { BillProductDisplay } from '../schemas/sub-bill.js';

/**
 * The unit price after tax and discount: the POS value when given, otherwise the unit price after tax minus the
 * per-unit discounts, never below zero. A line's POS price already includes its sub-products (1-core §3 lists
 * them as details of the product, and 1-core §5 can hide their prices without changing what is owed), so they
 * are never added on top.
 */
export function unitPriceAfterTaxAndDiscount(product: Product): Money {
  if (product.unitPriceAfterTaxAndDiscount) return product.unitPriceAfterTaxAndDiscount;
  const currency = product.unitPriceAfterTax.currency;
  const discount = sum(
    product.discounts.map((d) => d.unitAmount),
    currency,
  );
  return maximum(subtract(product.unitPriceAfterTax, discount), zero(currency));
}

/**
 * Display lines of a check's products: "products with zero price or zero quantity are hidden" (1-core §2).
 */
export function buildBillProductDisplays(quantifiedProducts: readonly QuantifiedProduct[]): BillProductDisplay[] {
  return quantifiedProducts
    .map((qp) => {
      const unitPrice = unitPriceAfterTaxAndDiscount(qp.product);
      return {
        productId: qp.productId,
        name: qp.product.name,
        quantity: qp.quantity,
        unitPrice,
        totalPrice: multiplyByQuantity(unitPrice, qp.quantity),
        subProducts: qp.product.subProducts.map((sub) => ({ name: sub.name, quantity: sub.quantity, unitPrice: sub.unitPriceAfterTax })),
      };
    })
    .filter((line) => line.quantity > 0 && !isZero(line.unitPrice));
}
