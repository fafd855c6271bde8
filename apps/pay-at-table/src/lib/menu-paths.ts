import * as z from 'zod/mini';

/** Where a menu is browsed from (3-menus §2 Menu routes): the venue, a table device or a bill. */
export type MenuBase =
  | { readonly kind: 'venue'; readonly venueId: string }
  | { readonly kind: 'table'; readonly venueId: string; readonly deviceId: string }
  | { readonly kind: 'bill'; readonly venueId: string; readonly billId: string };

const e = encodeURIComponent;

/** `/venues/{venueId}`, `/venues/{venueId}/tables/{deviceId}` or `/venues/{venueId}/bills/{billId}`. */
function baseOf(base: MenuBase): string {
  const venue = `/venues/${e(base.venueId)}`;
  switch (base.kind) {
    case 'venue':
      return venue;
    case 'table':
      return `${venue}/tables/${e(base.deviceId)}`;
    case 'bill':
      return `${venue}/bills/${e(base.billId)}`;
    default: {
      const unreachable: never = base;
      throw new Error(`Unknown menu base ${JSON.stringify(unreachable)}`);
    }
  }
}

/** "Category anchors use hash #category-id-{id}" (3-menus §2). */
export const categoryHash = (categoryId: string) => `#category-id-${categoryId}`;

/** The menu, basket, pre-authorisation and tab routes of 3-menus §2 as path builders. */
export const orderingPaths = {
  menus: (base: MenuBase) => `${baseOf(base)}/menus`,
  menu: (base: MenuBase, language: string, menuId: string) => `${baseOf(base)}/menus/${e(language)}/${e(menuId)}`,
  product: (base: MenuBase, language: string, menuId: string, productId: string, editItemIndex?: number) =>
    `${orderingPaths.menu(base, language, menuId)}/products/${e(productId)}${editItemIndex === undefined ? '' : `?editItemIndex=${editItemIndex}`}`,
  block: (base: MenuBase, language: string, menuId: string, blockId: string) => `${orderingPaths.menu(base, language, menuId)}/blocks/${e(blockId)}`,
  basket: (venueId: string, deviceId: string) => `${baseOf({ kind: 'table', venueId, deviceId })}/basket`,
  authorization: (venueId: string, deviceId: string) => `${baseOf({ kind: 'table', venueId, deviceId })}/authorization`,
  authorizationPaymentAuth: (venueId: string, deviceId: string) => `${baseOf({ kind: 'table', venueId, deviceId })}/payment-auth`,
  tableBills: (venueId: string, deviceId: string) => `${baseOf({ kind: 'table', venueId, deviceId })}/bills`,
  newTab: (venueId: string) => `/venues/${e(venueId)}/tab/new`,
  authorizeTab: (venueId: string) => `/venues/${e(venueId)}/tab/authorize`,
  registerTab: (venueId: string, tabId: string) => `/venues/${e(venueId)}/tab/${e(tabId)}/register`,
  tabPaymentAuth: (venueId: string, tabId: string) => `/venues/${e(venueId)}/tab/${e(tabId)}/payment-auth`,
} as const;

const menuBaseParams = z.object({
  venueId: z.string().check(z.minLength(1)),
  deviceId: z.optional(z.string().check(z.minLength(1))),
  billId: z.optional(z.string().check(z.minLength(1))),
});

/** The menu base of the current route's params (a boundary: parsed, never asserted). */
export function menuBaseFromParams(params: unknown): MenuBase {
  const parsed = menuBaseParams.parse(params);
  if (parsed.deviceId) return { kind: 'table', venueId: parsed.venueId, deviceId: parsed.deviceId };
  if (parsed.billId) return { kind: 'bill', venueId: parsed.venueId, billId: parsed.billId };
  return { kind: 'venue', venueId: parsed.venueId };
}

const menuParams = z.object({ language: z.string().check(z.minLength(1)), menuId: z.string().check(z.minLength(1)) });
/** `{language}` and `{menuId}` of a menu route. */
export const parseMenuParams = (params: unknown) => menuParams.parse(params);

const productParams = z.extend(menuParams, { productId: z.string().check(z.minLength(1)) });
/** `{language}`, `{menuId}` and `{productId}` of a product route. */
export const parseProductParams = (params: unknown) => productParams.parse(params);

const editItemIndexSchema = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** "editItemIndex query parameter edits a basket item" (3-menus §2): a non-negative integer, else none. */
export function parseEditItemIndex(search: string): number | undefined {
  const parsed = editItemIndexSchema.safeParse(new URLSearchParams(search).get('editItemIndex'));
  return parsed.success ? parsed.data : undefined;
}
