import { currencyCodeSchema, moneySchema } from '@tableside/billing-domain';
import { menuSchema, productSchema, staticMenuSchema, tagSchema } from '@tableside/menu-availability';
import { z } from 'zod';

/**
 * `GET consultation/businesses/{id}` (3-menus §7): the business behind a venue's menus, its languages, where its
 * menus are published and its static menu. Unknown fields are dropped; the named ones must match.
 */
export const menuBusinessSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  venueId: z.string().optional(),
  currency: currencyCodeSchema,
  defaultLanguage: z.string().min(1),
  languages: z.array(z.string()).default([]),
  menuExposedType: z.string().optional(),
  staticMenu: staticMenuSchema.optional(),
  menuPublication: z.object({ url: z.string().min(1) }).optional(),
  tabsEnabled: z.boolean().optional(),
});
export type MenuBusiness = z.infer<typeof menuBusinessSchema>;

/** `GET consultation/businesses/{id}/menus` and a menu publication: the business's dynamic menus. */
export const menusResponseSchema = z.object({ menus: z.array(menuSchema) });
export type MenusResponse = z.infer<typeof menusResponseSchema>;

/** `GET consultation/businesses/{id}/menus/{menuId}/products/{productId}`: the product and every sub-product it offers. */
export const productDetailSchema = productSchema.extend({
  menuId: z.string().min(1),
  subProducts: z.array(productSchema).default([]),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** "Bill upsell: menuId, id, name, descriptions, imageUrl, price, tags, isAvailableForOrder" (3-menus §3). */
export const billUpsellSchema = z.object({
  menuId: z.string().min(1),
  id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  shortDescription: z.string().optional(),
  imageUrl: z.string().optional(),
  price: moneySchema.optional(),
  tags: z.array(tagSchema).default([]),
  isAvailableForOrder: z.boolean(),
});
export type BillUpsell = z.infer<typeof billUpsellSchema>;

/** `POST consultation/businesses/{id}/upsell-products` answer. */
export const upsellProductsResponseSchema = z.object({ products: z.array(billUpsellSchema) });

/** `GET upsell/businesses/{id}?language=` answer. */
export const businessUpsellsResponseSchema = z.object({ language: z.string(), upsells: z.array(billUpsellSchema) });
export type BusinessUpsells = z.infer<typeof businessUpsellsResponseSchema>;

/** One basket line an upsell is asked for: "items of productId and menuId" (3-menus §7). */
export const upsellRequestItemSchema = z.object({ productId: z.string().min(1), menuId: z.string().min(1) });
export type UpsellRequestItem = z.infer<typeof upsellRequestItemSchema>;
