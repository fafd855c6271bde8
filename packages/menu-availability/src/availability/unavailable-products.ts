import * as z from 'zod/mini';
import { isoDateStringSchema, isoDateToEpoch } from '../schedule/iso-date.js';

/** "Unavailable product: externalId, sku, start and end (ISO dates)" (3-menus §3). */
export const unavailableProductSchema = z.object({
  externalId: z.optional(z.string()),
  sku: z.optional(z.string()),
  start: isoDateStringSchema,
  end: isoDateStringSchema,
});
export type UnavailableProduct = z.infer<typeof unavailableProductSchema>;

/** A realtime `unavailable_products` document. */
export const unavailableProductsDocumentSchema = z.object({ unavailableProducts: z.array(unavailableProductSchema) });
export type UnavailableProductsDocument = z.infer<typeof unavailableProductsDocumentSchema>;

/** Receives the reason an unavailable-products document was rejected. */
export type InvalidDocumentLogger = (message: string) => void;

/**
 * Reads an unavailable-products document: "invalid unavailable-products documents are logged and treated as
 * empty" (3-menus §5).
 */
export function parseUnavailableProductsDocument(raw: unknown, log: InvalidDocumentLogger): UnavailableProduct[] {
  const parsed = unavailableProductsDocumentSchema.safeParse(raw);
  if (parsed.success) return parsed.data.unavailableProducts;
  log(`Invalid unavailable-products document: ${z.prettifyError(parsed.error)}`);
  return [];
}

/** How a menu product is known to the point of sale: its id (the entry's externalId) and, when known, its sku. */
export type ProductReference = { id: string; sku?: string | undefined };

/**
 * "Products are hidden … while listed as unavailable within start and end" (3-menus §4): an entry naming the
 * product by externalId or sku hides it from start (inclusive) to end (exclusive).
 */
export function isListedUnavailable(product: ProductReference, unavailable: readonly UnavailableProduct[], now: number): boolean {
  return unavailable.some(
    (entry) =>
      (entry.externalId === product.id || (entry.sku !== undefined && entry.sku === product.sku)) &&
      now >= isoDateToEpoch(entry.start) &&
      now < isoDateToEpoch(entry.end),
  );
}
