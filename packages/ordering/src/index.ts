export type { Result } from './shared/result.js';
export { err, ok } from './shared/result.js';
export { assertNever } from './shared/assert-never.js';

export { basketItemSchema, basketSchema } from './basket/basket-schema.js';
export type { Basket, BasketItem } from './basket/basket-schema.js';
export { BASKET_EXPIRY_MS, basketExpiresAt, isBasketExpired } from './basket/basket-expiry.js';
export { basketReducer, liveBasket, mergeItem } from './basket/basket-reducer.js';
export type { BasketAction, VenueBaskets } from './basket/basket-reducer.js';
export { canonicalBasketItems, isSameBasketLine, serializeCanonical } from './basket/basket-canonical.js';
export type { CanonicalBasketEntry } from './basket/basket-canonical.js';
export { computeBasketHash } from './basket/basket-hash.js';
export type { DigestPort, Utf8Encoder } from './basket/basket-hash.js';
export { encodeUtf8 } from './basket/utf8.js';
export { basketItemCount, basketItemTotal, basketItemUnitTotal, basketTotal, isBasketEmpty } from './basket/basket-totals.js';
export { ORDER_NOTE_WILDCARD, isOrderNoteEnabled } from './basket/order-note.js';

export { modifierGroupSchema, selectionCount } from './modifier-groups/modifier-group.js';
export type { ModifierGroup, ModifierSelection } from './modifier-groups/modifier-group.js';
export {
  canAddToBasket,
  canIncrementModifierOption,
  cannotSatisfyMinimum,
  findFirstUnsatisfiedGroup,
  isModifierGroupRequired,
  isModifierGroupSatisfied,
  isModifierOptionDisabled,
  modifierGroupControl,
  modifierGroupHint,
  modifierGroupHintValues,
} from './modifier-groups/modifier-group-rules.js';
export type { AddToBasketInput, ModifierGroupControl, ModifierGroupHint } from './modifier-groups/modifier-group-rules.js';
