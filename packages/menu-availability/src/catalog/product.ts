import { moneySchema } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { isoDateStringSchema } from '../schedule/iso-date.js';
import { pricingStrategySchema } from './pricing-strategy.js';

/** "productType (BUNDLE, MODIFIER, MODIFIER_GROUP, PRODUCT, VARIANT, VARIANT_GROUP)" (3-menus §3). */
export const PRODUCT_TYPES = ['BUNDLE', 'MODIFIER', 'MODIFIER_GROUP', 'PRODUCT', 'VARIANT', 'VARIANT_GROUP'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Translated texts, keyed by language code. */
export const translationsSchema = z.record(
  z.string(),
  z.object({ name: z.optional(z.string()), description: z.optional(z.string()), shortDescription: z.optional(z.string()) }),
);
export type Translations = z.infer<typeof translationsSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** "allergens {id, name, translations}". */
export const allergenSchema = z.object({ id: z.string(), name: z.string(), translations: z.optional(z.record(z.string(), z.string())) });
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

const selectionCount = z.number().check(z.int(), z.minimum(0));

/**
 * A menu product with the fields of 3-menus §3. Variant groups, bundles and modifier groups are products
 * whose `subProductIds` name their options; `min`/`max` bound the selections (max 0 = unlimited).
 * `subProductPrices` maps a sub-product id to its price inside this product.
 */
export const productSchema = z.object({
  id: z.string(),
  productType: productTypeSchema,
  name: z.string(),
  description: z.optional(z.string()),
  shortDescription: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  price: z.optional(moneySchema),
  pricingStrategy: z.optional(pricingStrategySchema),
  tags: z._default(z.array(tagSchema), []),
  allergens: z._default(z.array(allergenSchema), []),
  isAvailableForOrder: z._default(z.boolean(), false),
  translations: z.optional(translationsSchema),
  snoozePeriod: z.optional(snoozePeriodSchema),
  subProductIds: z._default(z.array(z.string()), []),
  priceDeterminedBySubProducts: z._default(z.boolean(), false),
  subProductPrices: z.optional(z.record(z.string(), moneySchema)),
  min: z.optional(selectionCount),
  max: z.optional(selectionCount),
  multiMax: z.optional(selectionCount),
  calories: z.optional(z.number().check(z.minimum(0))),
  videoPlaybackId: z.optional(z.string()),
  relatedProducts: z._default(z.array(z.string()), []),
  hasSubProducts: z.optional(z.boolean()),
  menuId: z.optional(z.string()),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
