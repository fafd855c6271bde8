import * as z from 'zod/mini';
import { productSchema } from './product.js';

/** A VARIANT_GROUP: the guest picks one of its VARIANT sub-products; its price is shown "from". */
export const variantGroupSchema = z.extend(productSchema, { productType: z.literal('VARIANT_GROUP') });
export type VariantGroup = z.infer<typeof variantGroupSchema>;

/** A MODIFIER_GROUP: between `min` and `max` MODIFIER sub-products (max 0 = unlimited). */
export const modifierGroupSchema = z.extend(productSchema, { productType: z.literal('MODIFIER_GROUP') });
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** A BUNDLE: a product made of groups of sub-products. */
export const bundleSchema = z.extend(productSchema, { productType: z.literal('BUNDLE') });
export type Bundle = z.infer<typeof bundleSchema>;
