export { basketItemSchema, basketSchema } from './basket/basket-schema.js';
export type { Basket, BasketItem } from './basket/basket-schema.js';
export { BASKET_EXPIRY_MS, basketExpiresAt, isBasketExpired } from './basket/basket-expiry.js';
export { basketReducer, liveBasket, mergeItem } from './basket/basket-reducer.js';
export type { BasketAction, VenueBaskets } from './basket/basket-reducer.js';
export { canonicalBasketItems, isSameBasketLine, serializeCanonical } from './basket/basket-canonical.js';
export type { CanonicalBasketEntry } from './basket/basket-canonical.js';
export { computeBasketHash } from './basket/basket-hash.js';
export type { DigestPort, Utf8Encoder } from './basket/basket-hash.js';
export { basketItemCount, basketItemTotal, basketItemUnitTotal, basketTotal, isBasketEmpty } from './basket/basket-totals.js';
export { ORDER_NOTE_WILDCARD, isOrderNoteEnabled } from './basket/order-note.js';
export { PRODUCT_ADDED_NOTIFICATION_MS, PRODUCT_QUANTITY_MINIMUM, canDecrementProductQuantity } from './basket/product-quantity.js';

export { modifierGroupFromProduct, modifierGroupSchema, selectionCount } from './modifier-groups/modifier-group.js';
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

export {
  orderErrorBodySchema,
  orderRequestItemSchema,
  orderRequestSchema,
  orderResponseSchema,
  orderSessionRequestSchema,
  orderSessionResponseSchema,
  placedOrderRecordSchema,
} from './order-placement/order-request-schema.js';
export type {
  OrderRequest,
  OrderRequestItem,
  OrderResponse,
  OrderSessionRequest,
  OrderSessionResponse,
  PlacedOrderRecord,
} from './order-placement/order-request-schema.js';
export { ORDER_PLACEMENT_METHOD, buildOrderRequest, orderPlacementPath } from './order-placement/build-order-request.js';
export type { BuildOrderRequestError, BuildOrderRequestInput } from './order-placement/build-order-request.js';
export {
  CONFIRM_COUNTDOWN_DUPLICATE_MS,
  CONFIRM_COUNTDOWN_LOCAL_MS,
  CONFIRM_COUNTDOWN_MS,
  DUPLICATE_ORDER_WINDOW_MS,
  PLACED_ORDER_FILTER_OFFSET_MS,
  confirmCountdown,
  countdownRemainingMs,
  isConfirmEnabled,
  isDuplicateOrder,
  latestPlacedOrder,
  placedOrdersToConsider,
} from './order-placement/duplicate-guard.js';
export type { DuplicateCheckInput, OrderingEnvironment } from './order-placement/duplicate-guard.js';
export { interpretOrderResponse, interpretOrderSessionResponse, orderErrorCodeFromBody, orderErrorRecovery } from './order-placement/order-error.js';
export type { OrderErrorRecovery, OrderPlacementError, OrderPlacementErrorCode } from './order-placement/order-error.js';
export {
  ORDER_SESSION_TTL_MS,
  buildOrderSessionRequest,
  isOrderingSessionExpired,
  orderingSessionSchema,
  resolveOrderingSession,
} from './order-placement/ordering-session.js';
export type { OrderingSession } from './order-placement/ordering-session.js';
export { resolveOrderButtonAction } from './order-placement/order-button-action.js';
export type { OrderButtonAction, OrderButtonInput } from './order-placement/order-button-action.js';
export { orderPlaced } from './order-placement/order-placed.js';
export type { OrderPlacedOutcome } from './order-placement/order-placed.js';

export { billOrderItemSchema, billOrderSchema } from './bill-orders/bill-order-schema.js';
export type { BillOrder, BillOrderItem } from './bill-orders/bill-order-schema.js';
export { groupBillOrders } from './bill-orders/bill-order-groups.js';

export { ALLERGY_ANSWER_TTL_MS, allergyAnswerSchema, currentAllergyAnswer, shouldAskAllergyQuestion } from './expiries/allergy-answer.js';
export type { AllergyAnswer } from './expiries/allergy-answer.js';
export {
  ORDERING_EXPLANATION_RESHOW_MS,
  ORDERING_EXPLANATION_STEPS,
  ORDERING_EXPLANATION_STEP_MS,
  orderingExplanationImageVariant,
  shouldShowOrderingExplanation,
} from './expiries/ordering-explanation.js';

export { BILL_FOUND_REDIRECT_DELAY_MS, TAB_CREATION_INITIAL, TAB_POLLING_INTERVAL_MS, tabCreationReducer, tabOpeningStep } from './tabs/tab-creation.js';
export type { TabCreationEvent, TabCreationState, TabOpeningStep } from './tabs/tab-creation.js';
export { TAB_CUSTOMER_BLANK, TAB_CUSTOMER_REQUIRED, tabCustomerSchema, validateTabCustomer } from './tabs/tab-customer.js';
export type { TabCustomer, TabCustomerInvalid, TabCustomerMessage } from './tabs/tab-customer.js';
export { TAB_AUTHORIZATION_HOLD_AMOUNT, TAB_CAPTURE_METHOD, TAB_HOLD_RELEASE_DAYS, shouldShowHoldAmount, tabHoldAmount } from './tabs/tab-hold-amount.js';
export type { TabHoldOverrides } from './tabs/tab-hold-amount.js';
export {
  createTabResponseSchema,
  openTabRequestSchema,
  openTabResponseSchema,
  registerTabRequestSchema,
  registerTabResponseSchema,
  tabDocumentSchema,
} from './tabs/tab-schemas.js';
export type { CreateTabResponse, OpenTabRequest, OpenTabResponse, RegisterTabRequest, RegisterTabResponse, TabDocument } from './tabs/tab-schemas.js';

export {
  PRE_AUTHORIZATION_FALLBACK_CURRENCY,
  preAuthorizationAmount,
  preAuthorizationFlagSchema,
  resolvePreAuthorizationStrategy,
} from './pre-authorization/pre-authorization-strategy.js';
export type { PreAuthorizationFlag, PreAuthorizationRequirement, PreAuthorizationStrategyMissing } from './pre-authorization/pre-authorization-strategy.js';
export {
  PRE_AUTHORIZATION_SUCCESS_SCREEN_MS,
  preAuthorizationPaymentNext,
  preAuthorizationThreeDSecureNext,
} from './pre-authorization/pre-authorization-steps.js';
export type { PreAuthorizationNext, PreAuthorizationPaymentStep, ThreeDSecureResult } from './pre-authorization/pre-authorization-steps.js';
