import { moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';

/**
 * Basket item (3 §3): menuId, productId, productName, productImageUrl, subItems (nested, same shape),
 * quantity, unitPrice {amount, currency}. The quantity is a whole number of units.
 */
export const basketItemSchema = z.object({
  menuId: z.string().min(1),
  productId: z.string().min(1),
  productName: z.string(),
  productImageUrl: z.string().optional(),
  get subItems(): z.ZodArray<typeof basketItemSchema> {
    return z.array(basketItemSchema);
  },
  quantity: z.number().int(),
  unitPrice: moneySchema,
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** Basket (per venue, 3 §3): id, items, expiresAt (epoch milliseconds), note. */
export const basketSchema = z.object({
  id: z.string().min(1),
  items: z.array(basketItemSchema),
  expiresAt: z.number().int(),
  note: z.string().optional(),
});
export type Basket = z.infer<typeof basketSchema>;
