import * as z from 'zod/mini';

/** An order request item (3 §3): id, name, quantity, menuId, nested subItems. */
export const orderRequestItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  menuId: z.string().check(z.minLength(1)),
  get subItems(): z.ZodMiniArray<typeof orderRequestItemSchema> {
    return z.array(orderRequestItemSchema);
  },
});
export type OrderRequestItem = z.infer<typeof orderRequestItemSchema>;

/**
 * Order request (3 §3) for `POST sunday-device-manager/hybrid/tables/{tableId}/orders` (3 §7):
 * businessId, experienceId, items, idempotencyKey, sessionId, note, billId.
 */
export const orderRequestSchema = z.object({
  businessId: z.string().check(z.minLength(1)),
  experienceId: z.string().check(z.minLength(1)),
  items: z.array(orderRequestItemSchema).check(z.minLength(1)),
  idempotencyKey: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  note: z.optional(z.string()),
  billId: z.optional(z.string()),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Order response (3 §7): "response has success, orderId or errorCode". */
export const orderResponseSchema = z.object({
  success: z.boolean(),
  orderId: z.optional(z.string()),
  errorCode: z.optional(z.number().check(z.int())),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The body of an HTTP 400 from order placement (3 §8 "HTTP 400 with body code 0"): the code as `errorCode` or `code`. */
export const orderErrorBodySchema = z.object({
  errorCode: z.optional(z.number().check(z.int())),
  code: z.optional(z.number().check(z.int())),
});

/** Order session (3 §3, §7 `POST ordering/order-sessions`): businessId, tableId, sessionId. */
export const orderSessionRequestSchema = z.object({
  businessId: z.string().check(z.minLength(1)),
  tableId: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
});
export type OrderSessionRequest = z.infer<typeof orderSessionRequestSchema>;

/** Order session response (3 §7): "response success flag". */
export const orderSessionResponseSchema = z.object({ success: z.boolean() });
export type OrderSessionResponse = z.infer<typeof orderSessionResponseSchema>;

/** "Placed order record (kept locally per business): id, tableId, placedAt, basketHash" (3 §3). placedAt in epoch ms. */
export const placedOrderRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  tableId: z.string().check(z.minLength(1)),
  placedAt: z.number().check(z.int(), z.nonnegative()),
  basketHash: z.string().check(z.minLength(1)),
});
export type PlacedOrderRecord = z.infer<typeof placedOrderRecordSchema>;
