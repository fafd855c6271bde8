import type { BasketItem } from './basket-schema.js';

/** One entry of the canonical basket form: "quantity, id and nested sub-items" (3 §3 Basket hash). */
export interface CanonicalBasketEntry {
  readonly quantity: number;
  readonly id: string;
  readonly subItems: readonly CanonicalBasketEntry[];
}

function compareEntries(a: { entry: CanonicalBasketEntry; text: string }, b: { entry: CanonicalBasketEntry; text: string }): number {
  if (a.entry.id !== b.entry.id) return a.entry.id < b.entry.id ? -1 : 1;
  // Two entries for one product (different sub-items) still need an order that ignores the input order.
  if (a.text === b.text) return 0;
  return a.text < b.text ? -1 : 1;
}

/**
 * The canonical form of basket items, "sorted by productId; quantity, id and nested sub-items" (3 §3),
 * sorted at every level so that neither item nor sub-item order changes it.
 */
export function canonicalBasketItems(items: readonly BasketItem[]): CanonicalBasketEntry[] {
  return items
    .map((item) => {
      const entry: CanonicalBasketEntry = { quantity: item.quantity, id: item.productId, subItems: canonicalBasketItems(item.subItems) };
      return { entry, text: serializeCanonical([entry]) };
    })
    .sort(compareEntries)
    .map(({ entry }) => entry);
}

/** Serialises canonical entries with a fixed key order (quantity, id, subItems). */
export function serializeCanonical(entries: readonly CanonicalBasketEntry[]): string {
  return `[${entries.map((e) => `{"quantity":${JSON.stringify(e.quantity)},"id":${JSON.stringify(e.id)},"subItems":${serializeCanonical(e.subItems)}}`).join(',')}]`;
}

/** "Identical item (same product and sub-items)" (3 §4 Basket): same productId and the same canonical sub-items. */
export function isSameBasketLine(a: BasketItem, b: BasketItem): boolean {
  return a.productId === b.productId && serializeCanonical(canonicalBasketItems(a.subItems)) === serializeCanonical(canonicalBasketItems(b.subItems));
}
