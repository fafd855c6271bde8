import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { isSameBasketLine } from './basket-canonical.js';
import { basketExpiresAt, isBasketExpired } from './basket-expiry.js';
import type { Basket, BasketItem } from './basket-schema.js';

/** Baskets "kept per venue" (3 §3), keyed by venue id. Storage is the app's concern. */
export type VenueBaskets = Readonly<Record<string, Basket>>;

/**
 * Basket changes. Each carries the venue and `now`; `newBasketId` names the basket created when the venue has
 * none (or only an expired one).
 */
export type BasketAction =
  | { readonly type: 'addItem'; readonly venueId: string; readonly now: number; readonly newBasketId: string; readonly item: BasketItem }
  | { readonly type: 'replaceItem'; readonly venueId: string; readonly now: number; readonly index: number; readonly item: BasketItem }
  | { readonly type: 'setQuantity'; readonly venueId: string; readonly now: number; readonly index: number; readonly quantity: number }
  | { readonly type: 'setNote'; readonly venueId: string; readonly now: number; readonly note: string }
  | { readonly type: 'clear'; readonly venueId: string }
  | { readonly type: 'pruneExpired'; readonly now: number };

/** The venue's basket when it exists and has not expired. */
export function liveBasket(state: VenueBaskets, venueId: string, now: number): Basket | undefined {
  const basket = state[venueId];
  return basket && !isBasketExpired(basket, now) ? basket : undefined;
}

/** "Adding an identical item (same product and sub-items) increases quantity. Quantity 0 or less removes the item." */
export function mergeItem(items: readonly BasketItem[], item: BasketItem): BasketItem[] {
  const index = items.findIndex((existing) => isSameBasketLine(existing, item));
  if (index === -1) return item.quantity > 0 ? [...items, item] : [...items];
  return withQuantity(items, index, (items[index]?.quantity ?? 0) + item.quantity);
}

function withQuantity(items: readonly BasketItem[], index: number, quantity: number): BasketItem[] {
  if (quantity <= 0) return items.filter((_, i) => i !== index);
  return items.map((existing, i) => (i === index ? { ...existing, quantity } : existing));
}

function replaceItem(items: readonly BasketItem[], index: number, item: BasketItem): BasketItem[] {
  const others = items.filter((_, i) => i !== index);
  if (item.quantity <= 0) return others;
  if (others.some((existing) => isSameBasketLine(existing, item))) return mergeItem(others, item);
  return items.map((existing, i) => (i === index ? item : existing));
}

function assertIndex(basket: Basket | undefined, index: number): Basket {
  if (!basket || !Number.isInteger(index) || index < 0 || index >= basket.items.length) {
    throw new Error(`Basket item index ${index} does not exist`);
  }
  return basket;
}

function put(state: VenueBaskets, venueId: string, basket: Basket): VenueBaskets {
  return { ...state, [venueId]: basket };
}

/**
 * The basket reducer (3 §4 Basket): every change moves `expiresAt` to 20 minutes after it; an expired basket is
 * replaced by a new one; identical lines merge; a quantity of 0 or less removes the line.
 */
export function basketReducer(state: VenueBaskets, action: BasketAction): VenueBaskets {
  switch (action.type) {
    case 'addItem': {
      const current = liveBasket(state, action.venueId, action.now) ?? { id: action.newBasketId, items: [], expiresAt: 0 };
      return put(state, action.venueId, { ...current, items: mergeItem(current.items, action.item), expiresAt: basketExpiresAt(action.now) });
    }
    case 'replaceItem': {
      const current = assertIndex(liveBasket(state, action.venueId, action.now), action.index);
      return put(state, action.venueId, { ...current, items: replaceItem(current.items, action.index, action.item), expiresAt: basketExpiresAt(action.now) });
    }
    case 'setQuantity': {
      const current = assertIndex(liveBasket(state, action.venueId, action.now), action.index);
      return put(state, action.venueId, {
        ...current,
        items: withQuantity(current.items, action.index, action.quantity),
        expiresAt: basketExpiresAt(action.now),
      });
    }
    case 'setNote': {
      const current = liveBasket(state, action.venueId, action.now);
      if (!current) throw new Error(`No live basket for venue ${action.venueId} to attach a note to`);
      return put(state, action.venueId, { ...current, note: action.note, expiresAt: basketExpiresAt(action.now) });
    }
    case 'clear': {
      const { [action.venueId]: _removed, ...rest } = state;
      return rest;
    }
    case 'pruneExpired':
      return Object.fromEntries(Object.entries(state).filter(([, basket]) => !isBasketExpired(basket, action.now)));
    default:
      return exhaustiveSwitchError(action);
  }
}
