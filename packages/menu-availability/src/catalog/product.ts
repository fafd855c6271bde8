import { moneySchema } from '@tableside/billing-domain';
import { z } from 'zod';
import { isoDateStringSchema } from '../schedule/iso-date.js';
import { pricingStrategySchema } from './pricing-strategy.js';

/** "productType (BUNDLE, MODIFIER, MODIFIER_GROUP, PRODUCT, VARIANT, VARIANT_GROUP)" (3-menus §3). */
export const PRODUCT_TYPES = ['BUNDLE', 'MODIFIER', 'MODIFIER_GROUP', 'PRODUCT', 'VARIANT', 'VARIANT_GROUP'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Translated texts, keyed by language code. */
export const translationsSchema = z.record(
  z.string(),
  z.object({ name: z.string().optional(), description: z.string().optional(), shortDescription: z.string().optional() }),
);
export type Translations = z.infer<typeof translationsSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** "allergens {id, name, translations}". */
export const allergenSchema = z.object({ id: z.string(), name: z.string(), translations: z.record(z.string(), z.string()).optional() });
export type Allergen = z.infer<typeof allergenSchema>;

/**
 * An allergen's name in the menu language (e.g. `FR`): its translation for that language when the catalogue has
 * one, else its default name.
 */
export function allergenName(allergen: Pick<Allergen, 'name' | 'translations'>, language: string | undefined): string {
  return (language === undefined ? undefined : allergen.translations?.[language]) ?? allergen.name;
}

/** "snoozePeriod {startAt, endAt}": the product is hidden from startAt (inclusive) to endAt (exclusive). */
export const snoozePeriodSchema = z.object({ startAt: isoDateStringSchema, endAt: isoDateStringSchema });
export type SnoozePeriod = z.infer<typeof snoozePeriodSchema>;

const selectionCount = z.number().int().min(0);

/**
 * A menu product with the fields of 3-menus §3. Variant groups, bundles and modifier groups are products
 * whose `subProductIds` name their options; `min`/`max` bound the selections (max 0 = unlimited).
 * `subProductPrices` maps a sub-product id to its price inside this product.
 */
export const productSchema = z.object({
  id: z.string(),
  productType: productTypeSchema,
  name: z.string(),
  description: z.string().optional(),
  shortDescription: z.string().optional(),
  imageUrl: z.string().optional(),
  price: moneySchema.optional(),
  pricingStrategy: pricingStrategySchema.optional(),
  tags: z.array(tagSchema).default([]),
  allergens: z.array(allergenSchema).default([]),
  isAvailableForOrder: z.boolean().default(false),
  translations: translationsSchema.optional(),
  snoozePeriod: snoozePeriodSchema.optional(),
  subProductIds: z.array(z.string()).default([]),
  priceDeterminedBySubProducts: z.boolean().default(false),
  subProductPrices: z.record(z.string(), moneySchema).optional(),
  min: selectionCount.optional(),
  max: selectionCount.optional(),
  multiMax: selectionCount.optional(),
  calories: z.number().min(0).optional(),
  videoPlaybackId: z.string().optional(),
  relatedProducts: z.array(z.string()).default([]),
  hasSubProducts: z.boolean().optional(),
  menuId: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
