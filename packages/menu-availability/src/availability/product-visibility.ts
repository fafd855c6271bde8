import type { Product } from '../catalog/product.js';
import { isProductSnoozed } from './snooze.js';
import { isListedUnavailable, type UnavailableProduct } from './unavailable-products.js';

/** What product visibility depends on: the instant and the current unavailable-products entries. */
export type AvailabilityContext = { now: number; unavailableProducts: readonly UnavailableProduct[] };

/** A product is shown unless snoozed or listed as unavailable at `now` (3-menus §4). */
export function isProductVisible(product: Pick<Product, 'id' | 'snoozePeriod'>, { now, unavailableProducts }: AvailabilityContext): boolean {
  return !isProductSnoozed(product, now) && !isListedUnavailable(product, unavailableProducts, now);
}
