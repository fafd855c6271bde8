import { MINUTE_MS } from '../shared/durations.js';
import type { Basket } from './basket-schema.js';

/** "Basket expiry 20 minutes" (3 §9), counted from the last change (3 §4 Basket). */
export const BASKET_EXPIRY_MS = 20 * MINUTE_MS;

/** The expiry of a basket changed at `now`: 20 minutes later. */
export function basketExpiresAt(now: number): number {
  return now + BASKET_EXPIRY_MS;
}

/** "Expires 20 minutes after the last change; auto-cleaned when detected stale" (3 §4 Basket). */
export function isBasketExpired(basket: Pick<Basket, 'expiresAt'>, now: number): boolean {
  return now >= basket.expiresAt;
}
