import type { PlacedOrderRecord } from './order-request-schema.js';

/** What a successful order leads to (3 §4 "Success: basket cleaned, session cleared, order recorded locally"). */
export interface OrderPlacedOutcome {
  readonly placedOrders: PlacedOrderRecord[];
  readonly clearBasket: true;
  readonly clearSession: true;
  /** The user goes to the bill "with an orderPlaced state". */
  readonly navigationState: { readonly orderPlaced: true };
}

/** Records the placed order locally and lists the clean-ups of a successful placement. */
export function orderPlaced(placedOrders: readonly PlacedOrderRecord[], record: PlacedOrderRecord): OrderPlacedOutcome {
  return { placedOrders: [...placedOrders, record], clearBasket: true, clearSession: true, navigationState: { orderPlaced: true } };
}
