import * as z from 'zod/mini';
import { nonNegativeMoneySchema } from '../money/money.js';
import { scale5QuantitySchema } from './common.js';

/** Split item kinds (2-paying §3). */
export const splitItemKindSchema = z.enum(['available', 'selected', 'paid', 'marked-as-paid']);
export type SplitItemKind = z.infer<typeof splitItemKindSchema>;

/** A split item (2-paying §3); groups are none, table or a seat number. */
export const splitItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  kind: splitItemKindSchema,
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  amount: nonNegativeMoneySchema,
  quantity: scale5QuantitySchema,
  discountAmount: z.optional(nonNegativeMoneySchema),
  subProducts: z._default(z.array(z.object({ name: z.string(), amount: nonNegativeMoneySchema })), []),
  consumer: z.optional(z.object({ guestId: z.string() })),
});
export type SplitItem = z.infer<typeof splitItemSchema>;
