import { billOrderStatusSchema, moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/** A bill order item (3 §3): name, plu, productId, quantity, priceIncludingSubItems, sub items. */
export const billOrderItemSchema = z.object({
  name: z.string(),
  plu: z.optional(z.string()),
  productId: z.optional(z.string()),
  quantity: z.number().check(z.nonnegative()),
  priceIncludingSubItems: z.optional(moneySchema),
  get subItems(): z.ZodMiniOptional<z.ZodMiniArray<typeof billOrderItemSchema>> {
    return z.optional(z.array(billOrderItemSchema));
  },
});
export type BillOrderItem = z.infer<typeof billOrderItemSchema>;

/**
 * A `bill_orders` document (3 §3 "Bill order (placed order): orderId, status, placedAt, items (name, plu, productId,
 * quantity, priceIncludingSubItems, sub items), note"). placedAt is a wire timestamp (seconds or milliseconds).
 */
export const billOrderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  status: billOrderStatusSchema,
  placedAt: z.number().check(z.nonnegative()),
  items: z._default(z.array(billOrderItemSchema), []),
  note: z.optional(z.string()),
});
export type BillOrder = z.infer<typeof billOrderSchema>;
