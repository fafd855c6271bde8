import { add, isZero, multiplyByQuantity, subtract, sum, zero, maximum, type Money } from '../money/money.js';
import type { Product, QuantifiedProduct } from '../schemas/product.js';
import type { BillProductDisplay } from '../schemas/sub-bill.js';

/**
 * The unit price after tax and discount: the POS value when given, otherwise the unit price after tax minus the
 * per-unit discounts, never below zero.
 */
export function unitPriceAfterTaxAndDiscount(product: Product): Money {
  if (product.unitPriceAfterTaxAndDiscount) return product.unitPriceAfterTaxAndDiscount;
  const currency = product.unitPriceAfterTax.currency;
  const discount = sum(product.discounts.map((d) => d.unitAmount), currency);
  return maximum(subtract(product.unitPriceAfterTax, discount), zero(currency));
}

/** Price of one unit with its sub-products (each sub-product quantity is per unit of the product, scale 5). */
export function unitPriceWithSubProducts(product: Product): Money {
  return product.subProducts.reduce(
    (total, sub) => add(total, multiplyByQuantity(sub.unitPriceAfterTax, sub.quantity)),
    unitPriceAfterTaxAndDiscount(product),
  );
}

/**
 * Display lines of a check's products: "products with zero price or zero quantity are hidden" (1-core §2).
 */
export function buildBillProductDisplays(quantifiedProducts: readonly QuantifiedProduct[]): BillProductDisplay[] {
  return quantifiedProducts
    .map((qp) => {
      const unitPrice = unitPriceWithSubProducts(qp.product);
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
