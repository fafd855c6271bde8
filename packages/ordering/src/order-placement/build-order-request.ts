import type { TableDevice } from '@tableside/billing-domain';
import type { Basket, BasketItem } from '../basket/basket-schema.js';
import { err, ok, type Result } from '@tableside/billing-domain';
import { orderRequestSchema, type OrderRequest, type OrderRequestItem } from './order-request-schema.js';

/** The order placement call (3 §7). */
export const ORDER_PLACEMENT_METHOD = 'POST';

/** `sunday-device-manager/hybrid/tables/{tableId}/orders` (3 §7) for one table. */
export function orderPlacementPath(tableId: string): string {
  return `sunday-device-manager/hybrid/tables/${encodeURIComponent(tableId)}/orders`;
}

/** Why an order request cannot be built. */
export type BuildOrderRequestError = { readonly code: 'MISSING_TABLE_DEVICE' } | { readonly code: 'MISSING_EXPERIENCE' } | { readonly code: 'EMPTY_BASKET' };

/** What the order request is built from; `idempotencyKey` and `sessionId` are injected ids. */
export interface BuildOrderRequestInput {
  readonly tableDevice: Pick<TableDevice, 'tableId' | 'experience'> | undefined;
  readonly businessId: string;
  readonly basket: Pick<Basket, 'items' | 'note'>;
  readonly idempotencyKey: string;
  readonly sessionId: string;
  readonly billId?: string | undefined;
  /** Whether the business has the order-note feature (3 §5); the note is sent only then. */
  readonly noteEnabled: boolean;
}

function toRequestItem(item: BasketItem): OrderRequestItem {
  return { id: item.productId, name: item.productName, quantity: item.quantity, menuId: item.menuId, subItems: item.subItems.map(toRequestItem) };
}

/**
 * Builds `POST sunday-device-manager/hybrid/tables/{tableId}/orders` (3 §7) with the order request of 3 §3.
 * "No order without a table device (warning logged, stops)" (3 §4): that case is an error value.
 */
export function buildOrderRequest(
  input: BuildOrderRequestInput,
): Result<{ readonly method: 'POST'; readonly path: string; readonly body: OrderRequest }, BuildOrderRequestError> {
  const { tableDevice } = input;
  if (!tableDevice) return err({ code: 'MISSING_TABLE_DEVICE' });
  if (!tableDevice.experience) return err({ code: 'MISSING_EXPERIENCE' });
  if (input.basket.items.length === 0) return err({ code: 'EMPTY_BASKET' });
  const note = input.noteEnabled ? input.basket.note?.trim() : undefined;
  const body = orderRequestSchema.parse({
    businessId: input.businessId,
    experienceId: tableDevice.experience.experienceId,
    items: input.basket.items.map(toRequestItem),
    idempotencyKey: input.idempotencyKey,
    sessionId: input.sessionId,
    ...(note ? { note } : {}),
    ...(input.billId ? { billId: input.billId } : {}),
  });
  return ok({ method: ORDER_PLACEMENT_METHOD, path: orderPlacementPath(tableDevice.tableId), body });
}
