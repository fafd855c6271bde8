import type { Product } from '../catalog/product.js';
import { isoDateToEpoch } from '../schedule/iso-date.js';

/** "Products are hidden while their snooze period covers the current time" (3-menus §4): startAt inclusive, endAt exclusive. */
export function isProductSnoozed(product: Pick<Product, 'snoozePeriod'>, now: number): boolean {
  const period = product.snoozePeriod;
  if (!period) return false;
  return now >= isoDateToEpoch(period.startAt) && now < isoDateToEpoch(period.endAt);
}
