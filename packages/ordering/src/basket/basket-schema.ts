import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/**
 * Basket item (3 §3): menuId, productId, productName, productImageUrl, subItems (nested, same shape),
 * quantity, unitPrice {amount, currency}. The quantity is a whole number of units.
 */
export const basketItemSchema = z.object({
  menuId: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  productName: z.string(),
  productImageUrl: z.optional(z.string()),
  get subItems(): z.ZodMiniArray<typeof basketItemSchema> {
    return z.array(basketItemSchema);
  },
  quantity: z.number().check(z.int()),
  unitPrice: moneySchema,
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** Basket (per venue, 3 §3): id, items, expiresAt (epoch milliseconds), note. */
export const basketSchema = z.object({
  id: z.string().check(z.minLength(1)),
  items: z.array(basketItemSchema),
  expiresAt: z.number().check(z.int()),
  note: z.optional(z.string()),
});
export type Basket = z.infer<typeof basketSchema>;
