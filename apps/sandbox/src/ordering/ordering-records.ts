import { billOrderStatusSchema, currencyCodeSchema, moneySchema } from '@tableside/billing-domain';
import { billOrderItemSchema } from '@tableside/ordering';
import { homeLayoutsSchema, menuSchema, unavailableProductsDocumentSchema } from '@tableside/menu-availability';
import { z } from 'zod';

/** The menu side of a business as stored: languages, publication, upsells, home layouts per language. */
export const businessRecordSchema = z.object({
  businessId: z.string().min(1),
  venueId: z.string().min(1),
  name: z.string(),
  currency: currencyCodeSchema,
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  publication: z.enum(['published', 'missing', 'flaky']),
  publicationId: z.string().min(1),
  tabsEnabled: z.boolean(),
  upsells: z.array(z.object({ menuId: z.string(), productId: z.string() })),
  homeLayouts: z.record(z.string(), homeLayoutsSchema),
});
export type BusinessRecord = z.infer<typeof businessRecordSchema>;
export type BusinessRecordInput = z.input<typeof businessRecordSchema>;

/** A stored menu with its pay-at-table flag (`PAY_AT_TABLE_ONLY`). */
export const menuRecordSchema = z.object({ menu: menuSchema, payAtTable: z.boolean() });
export type MenuRecord = z.infer<typeof menuRecordSchema>;
export type MenuRecordInput = z.input<typeof menuRecordSchema>;

export { unavailableProductsDocumentSchema };

/** One line of a placed order kept for the POS: quantity at scale 5 and the per-unit prices. */
export interface StoredBillItem {
  productId: string;
  plu: string;
  name: string;
  quantity: number;
  unitPrice: z.infer<typeof moneySchema>;
  unitPriceIncludingSubItems: z.infer<typeof moneySchema>;
  subItems: StoredBillItem[];
}

export const storedBillItemSchema: z.ZodType<StoredBillItem> = z.object({
  productId: z.string(),
  plu: z.string(),
  name: z.string(),
  quantity: z.number().int().nonnegative(),
  unitPrice: moneySchema,
  unitPriceIncludingSubItems: moneySchema,
  get subItems() {
    return z.array(storedBillItemSchema);
  },
});

/**
 * A placed order as stored and published at `bill_orders/{orderId}`: the `billOrderSchema` fields of
 * @tableside/ordering (orderId, status, placedAt, items, note) plus where it was placed.
 */
export const orderRecordSchema = z.object({
  orderId: z.string().min(1),
  status: billOrderStatusSchema,
  placedAt: z.number().int().nonnegative(),
  items: z.array(billOrderItemSchema),
  note: z.string().optional(),
  billId: z.string().optional(),
  tableId: z.string(),
  venueId: z.string(),
  businessId: z.string(),
  sessionId: z.string(),
  experienceId: z.string(),
  idempotencyKey: z.string(),
  total: moneySchema,
  billItems: z.array(storedBillItemSchema),
  failureReason: z.string().optional(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** A tab as stored: the `tabs/{tabId}` document fields plus its business and venue. */
export const tabRecordSchema = z.object({
  tabId: z.string().min(1),
  displayId: z.string(),
  paymentId: z.string().min(1),
  businessId: z.string(),
  venueId: z.string(),
  createdAt: z.number().int().nonnegative(),
  status: z.enum(['INITIATING', 'OPEN', 'INITIALISATION_FAILED']),
  billId: z.string().optional(),
  customer: z.object({ firstName: z.string(), lastName: z.string() }).optional(),
  openingFailureReason: z.string().optional(),
  /** The guest who created the tab (when the creation carried a guest token): only they read its document. */
  ownerGuestId: z.string().optional(),
});
export type TabRecord = z.infer<typeof tabRecordSchema>;

/** A card hold recorded for a table by `PUT billing/v1/tabs`. */
export const authorizationRecordSchema = z.object({ intentId: z.string(), tableId: z.string(), amount: moneySchema, createdAt: z.number() });
export type AuthorizationRecord = z.infer<typeof authorizationRecordSchema>;
