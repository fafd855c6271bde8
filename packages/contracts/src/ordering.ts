import { currencyCodeSchema, moneySchema } from '@tableside/billing-domain';
import {
  homeLayoutsSchema,
  menuSchema,
  pricingStrategySchema,
  productSchema,
  staticMenuSchema,
  tagSchema,
  unavailableProductsDocumentSchema,
} from '@tableside/menu-availability';
import {
  createTabResponseSchema,
  openTabRequestSchema,
  openTabResponseSchema,
  orderRequestItemSchema,
  orderRequestSchema,
  orderSessionRequestSchema,
  registerTabRequestSchema,
  registerTabResponseSchema,
} from '@tableside/ordering';
import * as z from 'zod/mini';
import { anyJsonObject } from './common.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Request parts (3-menus §7 "Menu service", "Ordering and tables").

const id = z.string().check(z.minLength(1), z.maxLength(200));
export const businessParamsSchema = z.object({ businessId: id });
/** `PAY_AT_TABLE_ONLY=false` lists every menu, not only those exposed at the table. */
export const payAtTableQuerySchema = z.object({ PAY_AT_TABLE_ONLY: z.optional(z.enum(['true', 'false'])) });
export const productParamsSchema = z.object({ businessId: id, menuId: id, productId: id });
/** `POST consultation/businesses/{id}/upsell-products` "with items of productId and menuId" (3-menus §7). */
export const upsellProductsBodySchema = z.object({ items: z.array(z.object({ productId: id, menuId: id })).check(z.maxLength(200)) });
export const languageQuerySchema = z.object({ language: z.optional(z.string().check(z.maxLength(20))) });
export const layoutParamsSchema = z.object({ businessId: id, language: z.string().check(z.minLength(1), z.maxLength(20)) });
export const publicationParamsSchema = z.object({ businessId: id, file: id });
export const imageParamsSchema = z.object({ name: z.string().check(z.regex(/^[a-z0-9-]{1,80}\.svg$/)) });
export const pdfParamsSchema = z.object({ file: z.string().check(z.regex(/^[a-z0-9-]{1,80}\.pdf$/)) });
export const tableParamsSchema = z.object({ tableId: id });
export const orderParamsSchema = z.object({ orderId: id });
export const orderActionParamsSchema = z.object({ orderId: id, action: z.enum(['advance', 'fail', 'cancel']) });
export const tabParamsSchema = z.object({ businessId: id, tabId: id });
export const tabIdParamsSchema = z.object({ tabId: id });
/** Opening a tab takes no body: nothing, `null` or `{}`. */
export const emptyTabBodySchema = z.optional(z.union([z.null(), z.strictObject({})]));

/** An order item nests its sub-items: named, so the OpenAPI document can refer to it from itself. */
if (!z.globalRegistry.has(orderRequestItemSchema)) z.globalRegistry.add(orderRequestItemSchema, { id: 'OrderRequestItem' });
/** A product's pricing strategy nests itself (LIST): named for the same reason. */
if (!z.globalRegistry.has(pricingStrategySchema)) z.globalRegistry.add(pricingStrategySchema, { id: 'PricingStrategy' });

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const successResponseSchema = z.looseObject({ success: z.literal(true) });
export const placedOrderResponseSchema = z.looseObject({ success: z.literal(true), orderId: z.string().check(z.minLength(1)) });
/** `POST /billing/businesses/{businessId}/tab`: the tab and the card hold it needs (`holdAmount`, 3 §7). */
export const createdTabResponseSchema = z.extend(createTabResponseSchema, { holdAmount: z.optional(moneySchema) });
export type CreatedTab = z.infer<typeof createdTabResponseSchema>;
export const registeredTabResponseSchema = registerTabResponseSchema;

/**
 * `GET consultation/businesses/{id}` (3-menus §7): the business behind a venue's menus, its languages, where its
 * menus are published and its static menu. Unknown fields are dropped; the named ones must match.
 */
export const menuBusinessSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  venueId: z.optional(z.string()),
  currency: currencyCodeSchema,
  defaultLanguage: z.string().check(z.minLength(1)),
  languages: z._default(z.array(z.string()), []),
  menuExposedType: z.optional(z.string()),
  staticMenu: z.optional(staticMenuSchema),
  menuPublication: z.optional(z.object({ url: z.string().check(z.minLength(1)) })),
  tabsEnabled: z.optional(z.boolean()),
});
export type MenuBusiness = z.infer<typeof menuBusinessSchema>;

/** `GET consultation/businesses/{id}/menus` and a menu publication: the business's dynamic menus. */
export const menusResponseSchema = z.object({ menus: z.array(menuSchema) });
export type MenusResponse = z.infer<typeof menusResponseSchema>;

/** `GET consultation/businesses/{id}/menus/{menuId}/products/{productId}`: the product and every sub-product it offers. */
export const productDetailSchema = z.extend(productSchema, {
  menuId: z.string().check(z.minLength(1)),
  subProducts: z._default(z.array(productSchema), []),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** "Bill upsell: menuId, id, name, descriptions, imageUrl, price, tags, isAvailableForOrder" (3-menus §3). */
export const billUpsellSchema = z.object({
  menuId: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.optional(z.string()),
  shortDescription: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  price: z.optional(moneySchema),
  tags: z._default(z.array(tagSchema), []),
  isAvailableForOrder: z.boolean(),
});
export type BillUpsell = z.infer<typeof billUpsellSchema>;

/** `POST consultation/businesses/{id}/upsell-products` answer. */
export const upsellProductsResponseSchema = z.object({ products: z.array(billUpsellSchema) });

/** `GET upsell/businesses/{id}?language=` answer. */
export const businessUpsellsResponseSchema = z.object({ language: z.string(), upsells: z.array(billUpsellSchema) });
export type BusinessUpsells = z.infer<typeof businessUpsellsResponseSchema>;

/** One basket line an upsell is asked for: "items of productId and menuId" (3-menus §7). */
export const upsellRequestItemSchema = z.object({ productId: z.string().check(z.minLength(1)), menuId: z.string().check(z.minLength(1)) });
export type UpsellRequestItem = z.infer<typeof upsellRequestItemSchema>;
/** A file (gzip JSON, SVG, PDF): not described further. */
const file = z.unknown().check(z.describe('A file (see the content type)'));

// ---------------------------------------------------------------------------------------------------------------
// Routes.

const noBusiness = { 404: ['business-not-found'] } as const;

export const getBusiness = defineRoute({
  method: 'GET',
  path: '/consultation/businesses/:businessId',
  summary: 'The business of a venue: languages, menu exposure, static menus, publication and ordering settings.',
  tag: 'menus',
  params: businessParamsSchema,
  query: payAtTableQuerySchema,
  responses: { 200: menuBusinessSchema },
  errors: { 400: ['invalid-request'], ...noBusiness },
});

export const listMenus = defineRoute({
  method: 'GET',
  path: '/consultation/businesses/:businessId/menus',
  summary: 'The menus of a business (those exposed at the table unless PAY_AT_TABLE_ONLY=false).',
  tag: 'menus',
  params: businessParamsSchema,
  query: payAtTableQuerySchema,
  responses: { 200: menusResponseSchema },
  errors: { 400: ['invalid-request'], ...noBusiness },
});

export const getProduct = defineRoute({
  method: 'GET',
  path: '/consultation/businesses/:businessId/menus/:menuId/products/:productId',
  summary: 'A product with its sub-products (modifier groups, variants, options).',
  tag: 'menus',
  params: productParamsSchema,
  responses: { 200: productDetailSchema },
  errors: { 400: ['invalid-request'], 404: ['business-not-found', 'menu-not-found', 'product-not-found'] },
});

export const upsellProducts = defineRoute({
  method: 'POST',
  path: '/consultation/businesses/:businessId/upsell-products',
  summary: 'The products related to a basket that are not in it yet.',
  tag: 'menus',
  params: businessParamsSchema,
  body: upsellProductsBodySchema,
  responses: { 200: upsellProductsResponseSchema },
  errors: { 400: ['invalid-request'], ...noBusiness },
});

export const businessUpsells = defineRoute({
  method: 'GET',
  path: '/upsell/businesses/:businessId',
  summary: "The business's bill upsells in a language.",
  tag: 'menus',
  params: businessParamsSchema,
  query: languageQuerySchema,
  responses: { 200: businessUpsellsResponseSchema },
  errors: { 400: ['invalid-request', 'unsupported-language-code'], ...noBusiness },
});

export const homeLayout = defineRoute({
  method: 'GET',
  path: '/marketing/public/businesses/:businessId/menu/:language',
  summary: 'The home tile layouts of a business in a language.',
  tag: 'menus',
  params: layoutParamsSchema,
  responses: { 200: homeLayoutsSchema },
  errors: { 400: ['invalid-request', 'unsupported-language-code'], 404: ['business-not-found', 'home-layout-not-found'] },
});

export const menuPublication = defineRoute({
  method: 'GET',
  path: '/menu-publications/:businessId/:file',
  summary: 'The gzip menu publication of a business.',
  tag: 'menus',
  params: publicationParamsSchema,
  responses: { 200: file },
  errors: { 400: ['invalid-request'], 404: ['business-not-found', 'publication-not-found'] },
});

export const unavailableProducts = defineRoute({
  method: 'GET',
  path: '/unavailable-products/businesses/:businessId',
  summary: 'The products a business has marked unavailable.',
  tag: 'menus',
  params: businessParamsSchema,
  responses: { 200: z.looseObject(unavailableProductsDocumentSchema.shape) },
  errors: { 400: ['invalid-request'], ...noBusiness },
});

export const putUnavailableProducts = defineRoute({
  method: 'PUT',
  path: '/sandbox/businesses/:businessId/unavailable-products',
  summary: 'Sandbox control: replaces the unavailable products of a business.',
  tag: 'sandbox',
  params: businessParamsSchema,
  body: unavailableProductsDocumentSchema,
  responses: { 200: z.looseObject(unavailableProductsDocumentSchema.shape) },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], ...noBusiness },
});

export const menuImage = defineRoute({
  method: 'GET',
  path: '/sandbox/menu-images/:name',
  summary: "A seed menu's picture (SVG).",
  tag: 'sandbox',
  params: imageParamsSchema,
  responses: { 200: file },
  errors: { 400: ['invalid-request'] },
});

export const staticMenu = defineRoute({
  method: 'GET',
  path: '/sandbox/static-menus/:file',
  summary: "A seed venue's static menu (PDF).",
  tag: 'sandbox',
  params: pdfParamsSchema,
  responses: { 200: file },
  errors: { 400: ['invalid-request'], 404: ['static-menu-not-found'] },
});

const orderRefusals = ['HYBRID_EXPERIENCE_MISCONFIGURED', 'PRE_AUTHORIZATION_REQUIRED', 'MISSING_OAP_ENROLLMENT'] as const;

export const declareOrderSession = defineRoute({
  method: 'POST',
  path: '/ordering/order-sessions',
  summary: 'Declares an order session for a table.',
  tag: 'ordering',
  body: orderSessionRequestSchema,
  responses: { 200: successResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['table-device-not-found', 'venue-not-found'], 409: ['business-mismatch'] },
});

export const placeOrder = defineRoute({
  method: 'POST',
  path: '/sunday-device-manager/hybrid/tables/:tableId/orders',
  summary: 'Places an order at a table (idempotent on idempotencyKey); the error codes of 3-menus §8.',
  tag: 'ordering',
  params: tableParamsSchema,
  body: orderRequestSchema,
  responses: { 200: placedOrderResponseSchema },
  errors: {
    400: ['invalid-request', ...orderRefusals],
    404: ['table-device-not-found', 'venue-not-found'],
    409: [
      'order-session-not-declared',
      'idempotency-key-reused',
      'order-failed',
      'unknown-menu',
      'unknown-product',
      'product-not-orderable',
      'invalid-sub-item',
      'modifier-group-unsatisfied',
      'currency-mismatch',
    ],
  },
});

export const getOrder = defineRoute({
  method: 'GET',
  path: '/sandbox/orders/:orderId',
  summary: 'Sandbox control: an order as its bill_orders document.',
  tag: 'sandbox',
  params: orderParamsSchema,
  responses: { 200: anyJsonObject },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['order-not-found'] },
});

export const moveOrder = defineRoute({
  method: 'POST',
  path: '/sandbox/orders/:orderId/:action',
  summary: 'Sandbox control: moves an order one status forward, fails or cancels it.',
  tag: 'sandbox',
  params: orderActionParamsSchema,
  responses: { 200: anyJsonObject },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['order-not-found'], 409: ['order-status-final'] },
});

export const createTab = defineRoute({
  method: 'POST',
  path: '/billing/businesses/:businessId/tab',
  summary: 'Creates a tab (INITIATING) with the card hold it needs.',
  tag: 'ordering',
  params: businessParamsSchema,
  body: emptyTabBodySchema,
  responses: { 201: createdTabResponseSchema },
  errors: { 400: ['invalid-request'], 401: ['invalid-guest-token'], ...noBusiness, 409: ['tabs-not-enabled'] },
});

export const registerTab = defineRoute({
  method: 'PUT',
  path: '/billing/businesses/:businessId/tabs/:tabId',
  summary: "Names a tab's customer and opens it once its card hold covers it.",
  tag: 'ordering',
  params: tabParamsSchema,
  body: registerTabRequestSchema,
  responses: { 200: registeredTabResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['tab-not-found', 'business-not-found'], 409: ['tab-authorization-missing', 'tab-opening-failed'] },
});

export const getTab = defineRoute({
  method: 'GET',
  path: '/sandbox/tabs/:tabId',
  summary: 'Sandbox control: a tab with its status.',
  tag: 'sandbox',
  params: tabIdParamsSchema,
  responses: { 200: anyJsonObject },
  errors: { 400: ['invalid-request'], 403: ['admin-only-on-loopback'], 404: ['tab-not-found'] },
});

export const openTableTab = defineRoute({
  method: 'PUT',
  path: '/billing/v1/tabs',
  summary: "Records a table's card pre-authorisation (open bill).",
  tag: 'ordering',
  body: openTabRequestSchema,
  responses: { 200: openTabResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['table-device-not-found', 'venue-not-found'], 409: ['authorization-not-held'] },
});

/** Every menu, ordering and tab route. */
export const orderingRoutes = {
  getBusiness,
  listMenus,
  getProduct,
  upsellProducts,
  businessUpsells,
  homeLayout,
  menuPublication,
  unavailableProducts,
  putUnavailableProducts,
  menuImage,
  staticMenu,
  declareOrderSession,
  placeOrder,
  getOrder,
  moveOrder,
  createTab,
  registerTab,
  getTab,
  openTableTab,
} as const;
