import * as z from 'zod/mini';
import { moneySchema, nonNegativeMoneySchema } from '../money/money.js';
import { chargeSchema } from './charge.js';
import { scale5QuantitySchema } from './common.js';
import { subOrderDiscountSchema } from './sub-order.js';

/** A product line as displayed on a bill (1-core §2 "products with zero price or zero quantity are hidden"). */
export const billProductDisplaySchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: scale5QuantitySchema,
  unitPrice: nonNegativeMoneySchema,
  totalPrice: nonNegativeMoneySchema,
  subProducts: z.array(z.object({ name: z.string(), quantity: scale5QuantitySchema, unitPrice: nonNegativeMoneySchema })),
});
export type BillProductDisplay = z.infer<typeof billProductDisplaySchema>;

/** Sub-bill display types (1-core §3). */
export const subBillTypeSchema = z.enum(['paid', 'partiallyPaid', 'other']);
export type SubBillType = z.infer<typeof subBillTypeSchema>;

/** Sub-bill display (1-core §3). */
export const subBillSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: subBillTypeSchema,
  totalAmount: nonNegativeMoneySchema,
  forecastedLeftToPayOnTotal: moneySchema,
  isSelected: z.boolean(),
  products: z.array(billProductDisplaySchema),
  additionalCharges: z.array(chargeSchema),
  discounts: z.array(subOrderDiscountSchema),
});
export type SubBill = z.infer<typeof subBillSchema>;
