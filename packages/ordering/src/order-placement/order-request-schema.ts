import { z } from 'zod';

/** An order request item (3 §3): id, name, quantity, menuId, nested subItems. */
export const orderRequestItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  quantity: z.number().int().positive(),
  menuId: z.string().min(1),
  get subItems(): z.ZodArray<typeof orderRequestItemSchema> {
    return z.array(orderRequestItemSchema);
  },
});
export type OrderRequestItem = z.infer<typeof orderRequestItemSchema>;

/**
 * Order request (3 §3) for `POST sunday-device-manager/hybrid/tables/{tableId}/orders` (3 §7):
 * businessId, experienceId, items, idempotencyKey, sessionId, note, billId.
 */
export const orderRequestSchema = z.object({
  businessId: z.string().min(1),
  experienceId: z.string().min(1),
  items: z.array(orderRequestItemSchema).min(1),
  idempotencyKey: z.string().min(1),
  sessionId: z.string().min(1),
  note: z.string().optional(),
  billId: z.string().optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Order response (3 §7): "response has success, orderId or errorCode". */
export const orderResponseSchema = z.object({
  success: z.boolean(),
  orderId: z.string().optional(),
  errorCode: z.number().int().optional(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The body of an HTTP 400 from order placement (3 §8 "HTTP 400 with body code 0"): the code as `errorCode` or `code`. */
export const orderErrorBodySchema = z.object({
  errorCode: z.number().int().optional(),
  code: z.number().int().optional(),
});

/** Order session (3 §3, §7 `POST ordering/order-sessions`): businessId, tableId, sessionId. */
export const orderSessionRequestSchema = z.object({
  businessId: z.string().min(1),
  tableId: z.string().min(1),
  sessionId: z.string().min(1),
});
export type OrderSessionRequest = z.infer<typeof orderSessionRequestSchema>;

/** Order session response (3 §7): "response success flag". */
export const orderSessionResponseSchema = z.object({ success: z.boolean() });
export type OrderSessionResponse = z.infer<typeof orderSessionResponseSchema>;

/** "Placed order record (kept locally per business): id, tableId, placedAt, basketHash" (3 §3). placedAt in epoch ms. */
export const placedOrderRecordSchema = z.object({
  id: z.string().min(1),
  tableId: z.string().min(1),
  placedAt: z.number().int().nonnegative(),
  basketHash: z.string().min(1),
});
export type PlacedOrderRecord = z.infer<typeof placedOrderRecordSchema>;
