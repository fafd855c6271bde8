import { billOrderStatusSchema, moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';

/** A bill order item (3 §3): name, plu, productId, quantity, priceIncludingSubItems, sub items. */
export const billOrderItemSchema = z.object({
  name: z.string(),
  plu: z.string().optional(),
  productId: z.string().optional(),
  quantity: z.number().nonnegative(),
  priceIncludingSubItems: moneySchema.optional(),
  get subItems(): z.ZodOptional<z.ZodArray<typeof billOrderItemSchema>> {
    return z.array(billOrderItemSchema).optional();
  },
});
export type BillOrderItem = z.infer<typeof billOrderItemSchema>;

/**
 * A `bill_orders` document (3 §3 "Bill order (placed order): orderId, status, placedAt, items (name, plu, productId,
 * quantity, priceIncludingSubItems, sub items), note"). placedAt is a wire timestamp (seconds or milliseconds).
 */
export const billOrderSchema = z.object({
  orderId: z.string().min(1),
  status: billOrderStatusSchema,
  placedAt: z.number().nonnegative(),
  items: z.array(billOrderItemSchema).default([]),
  note: z.string().optional(),
});
export type BillOrder = z.infer<typeof billOrderSchema>;
