import { add, multiplyBy, sum, type CurrencyCode, type Money } from '@tableside/billing-domain';
import type { Basket, BasketItem } from './basket-schema.js';

/** One unit of an item with its sub-items: unitPrice plus each sub-item line (per parent unit). */
export function basketItemUnitTotal(item: BasketItem): Money {
  return item.subItems.reduce<Money>((total, sub) => add(total, basketItemTotal(sub)), item.unitPrice);
}

/** An item line: (unit price + sub-item lines) × quantity. */
export function basketItemTotal(item: BasketItem): Money {
  return multiplyBy(basketItemUnitTotal(item), item.quantity);
}

/** "Total to add to your bill" (3 §2 Basket screen): the sum of the lines. */
export function basketTotal(basket: Pick<Basket, 'items'>, currency: CurrencyCode): Money {
  return sum(basket.items.map(basketItemTotal), currency);
}

/** The item count on the floating 'View basket' button (3 §2): the sum of line quantities. */
export function basketItemCount(basket: Pick<Basket, 'items'>): number {
  return basket.items.reduce((count, item) => count + item.quantity, 0);
}

/** "An empty basket triggers back navigation" (3 §4 Basket). */
export function isBasketEmpty(basket: Pick<Basket, 'items'> | undefined): boolean {
  return !basket || basket.items.length === 0;
}
