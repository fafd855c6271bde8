import * as z from 'zod/mini';
import { nonNegativeMoneySchema } from '../money/money.js';
import { chargeSchema } from './charge.js';
import { rateSchema, scale5QuantitySchema } from './common.js';

/** A product discount, per unit (1-core §3 "discounts (with unitAmount)"). */
export const productDiscountSchema = z.object({
  label: z.optional(z.string()),
  unitAmount: nonNegativeMoneySchema,
});
export type ProductDiscount = z.infer<typeof productDiscountSchema>;

/** A sub-product (modifier) of a product (1-core §3 "subProducts (name, quantity, unitPriceAfterTax)"). */
export const subProductSchema = z.object({
  name: z.string(),
  quantity: scale5QuantitySchema,
  unitPriceAfterTax: nonNegativeMoneySchema,
});
export type SubProduct = z.infer<typeof subProductSchema>;

/** A product (1-core §3). */
export const productSchema = z.object({
  name: z.string(),
  posProductId: z.optional(z.string()),
  unitPriceAfterTax: nonNegativeMoneySchema,
  unitPriceAfterTaxAndDiscount: z.optional(nonNegativeMoneySchema),
  discounts: z._default(z.array(productDiscountSchema), []),
  subProducts: z._default(z.array(subProductSchema), []),
  exclusiveCharges: z._default(z.array(chargeSchema), []),
  taxRate: z.optional(rateSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A quantified product (1-core §3): quantity at scale 5. */
export const quantifiedProductSchema = z.object({
  productId: z.string(),
  quantity: scale5QuantitySchema,
  product: productSchema,
});
export type QuantifiedProduct = z.infer<typeof quantifiedProductSchema>;
