import { SECOND_MS } from '../shared/durations.js';

/** "Product page quantity minimum 1" (3 §4 Basket). */
export const PRODUCT_QUANTITY_MINIMUM = 1;
/** "A product-added notification shows 8 s" (3 §4 Basket, §9). */
export const PRODUCT_ADDED_NOTIFICATION_MS = 8 * SECOND_MS;

/** "decrement disabled at 1" (3 §4 Basket): the product page stepper never goes below 1. */
export function canDecrementProductQuantity(quantity: number): boolean {
  return quantity > PRODUCT_QUANTITY_MINIMUM;
}
