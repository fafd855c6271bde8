import type { ModifierGroup as MenuModifierGroup } from '@tableside/menu-availability';
import * as z from 'zod/mini';

/**
 * The fields of a sub-product group that the rules read, named as on the product (3 §3): min, max (0 = unlimited),
 * multiMax (the most of one option, default 1) and subProductIds (the options).
 */
export const modifierGroupSchema = z.object({
  id: z.string().check(z.minLength(1)),
  min: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  max: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  multiMax: z.optional(z.number().check(z.int(), z.nonnegative())),
  subProductIds: z._default(z.array(z.string()), []),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** Chosen options of one group: subProductId → quantity chosen. */
export type ModifierSelection = Readonly<Record<string, number>>;

/** The number of selections made in a group (quantities added up; non-positive entries ignored). */
export function selectionCount(selection: ModifierSelection | undefined): number {
  return Object.values(selection ?? {}).reduce((count, quantity) => count + Math.max(0, quantity), 0);
}

/** The rule input of a menu's MODIFIER_GROUP product (from @tableside/menu-availability): absent min and max are 0. */
export function modifierGroupFromProduct(product: Pick<MenuModifierGroup, 'id' | 'min' | 'max' | 'multiMax' | 'subProductIds'>): ModifierGroup {
  return {
    id: product.id,
    min: product.min ?? 0,
    max: product.max ?? 0,
    ...(product.multiMax === undefined ? {} : { multiMax: product.multiMax }),
    subProductIds: [...product.subProductIds],
  };
}
