import * as z from 'zod/mini';
import { moneySchema, nonNegativeMoneySchema } from '../money/money.js';
import { chargeSchema } from './charge.js';
import { quantifiedProductSchema } from './product.js';

/** A discount on a sub-order, shown with the bill's discounts (1-core §2 "discounts and additional charges"). */
export const subOrderDiscountSchema = z.object({
  label: z.string(),
  amount: nonNegativeMoneySchema,
});
export type SubOrderDiscount = z.infer<typeof subOrderDiscountSchema>;

/** A sub-order, a check (1-core §3). */
export const subOrderSchema = z.object({
  id: z.string(),
  name: z._default(z.string(), ''),
  quantifiedProducts: z._default(z.array(quantifiedProductSchema), []),
  discounts: z._default(z.array(subOrderDiscountSchema), []),
  charges: z._default(z.array(chargeSchema), []),
  // A till payment larger than the check can take the check's left to pay below zero.
  forecastedLeftToPay: moneySchema,
  subOrderAmount: nonNegativeMoneySchema,
});
export type SubOrder = z.infer<typeof subOrderSchema>;
