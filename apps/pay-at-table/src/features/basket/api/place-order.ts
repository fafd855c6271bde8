import type { ApiClient } from '@tableside/api-client';
import { err, ok, type Result, type TableDevice } from '@tableside/billing-domain';
import {
  buildOrderRequest,
  computeBasketHash,
  orderPlaced,
  resolveOrderingSession,
  type Basket,
  type DigestPort,
  type OrderPlacementError,
} from '@tableside/ordering';
import type { StoreApi } from 'zustand/vanilla';
import type { OrderingState } from '../../../lib/ordering/ordering-store.js';

/** What placing the basket needs: the calls, the device's ordering store, ids, the clock and Web Crypto. */
export interface PlaceOrderInput {
  readonly api: Pick<ApiClient, 'ordering'>;
  readonly store: StoreApi<OrderingState>;
  readonly venueId: string;
  readonly businessId: string;
  readonly tableDevice: TableDevice | undefined;
  readonly basket: Basket;
  readonly billId: string | undefined;
  readonly noteEnabled: boolean;
  readonly now: () => number;
  readonly newId: () => string;
  readonly digest: DigestPort;
}

/** "No order without a table device (warning logged, stops)" (3-menus §4) reads as an unexpected error to the diner. */
type PlaceOrderError = OrderPlacementError;

/**
 * Places the basket (3-menus §4 Order placement): an order session is declared first ("a failed declaration
 * clears the session"), then the order request is sent; on success the order is recorded locally with the basket
 * hash, the basket cleaned and the session cleared.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Result<{ readonly orderId: string }, PlaceOrderError>> {
  const { api, store, tableDevice, basket } = input;
  if (!tableDevice) {
    console.warn('No order without a table device');
    return err({ code: 'UNEXPECTED_ERROR' });
  }
  const { tableId } = tableDevice;
  const session = resolveOrderingSession(store.getState().sessions[tableId], input.now(), input.newId());
  store.getState().setSession(tableId, session);
  const declared = await api.ordering.declareOrderSession({ businessId: input.businessId, tableId, sessionId: session.id });
  if (!declared.ok) {
    store.getState().setSession(tableId, undefined);
    return declared;
  }
  const request = buildOrderRequest({
    tableDevice,
    businessId: input.businessId,
    basket,
    idempotencyKey: input.newId(),
    sessionId: session.id,
    billId: input.billId,
    noteEnabled: input.noteEnabled,
  });
  if (!request.ok) {
    console.warn('The order request could not be built', request.error);
    return err({ code: 'UNEXPECTED_ERROR' });
  }
  const placed = await api.ordering.placeOrder(tableId, request.value.body);
  if (!placed.ok) return placed;
  const basketHash = await computeBasketHash(basket.items, input.digest, new TextEncoder());
  const state = store.getState();
  const outcome = orderPlaced(state.placedOrders[input.businessId] ?? [], { id: placed.value.orderId, tableId, placedAt: input.now(), basketHash });
  const record = outcome.placedOrders.at(-1);
  if (record) state.recordPlacedOrder(input.businessId, record);
  state.dispatchBasket({ type: 'clear', venueId: input.venueId });
  state.setSession(tableId, undefined);
  return ok(placed.value);
}
