import type { SplitItem } from '@tableside/billing-domain';
import type { DocumentStore, StoreError } from '@tableside/realtime';
import { ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/** `bills/{billId}/itemsManuallyMarkedAsPaid/{itemId}` holds `valueAtScale5` (3 §7). */
export const itemMarkedAsPaidDocumentSchema = z.object({ valueAtScale5: z.number().check(z.int(), z.nonnegative()) });

/** The shared collection of items marked as paid on a bill. */
export function markedAsPaidCollection(billId: string): string {
  return `bills/${billId}/itemsManuallyMarkedAsPaid`;
}

/**
 * "A 'mark as paid' button writes to a shared store" (2-paying §2): each selected product's quantity is added to
 * its `valueAtScale5` in one transaction ("a transaction that adds to existing amounts", 1-core §7, 3 §7).
 */
export async function markItemsAsPaid(
  store: DocumentStore,
  billId: string,
  items: readonly Pick<SplitItem, 'productId' | 'quantity'>[],
): Promise<Result<undefined, StoreError>> {
  const byProduct = new Map<string, number>();
  for (const item of items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of byProduct) {
    const written = await store.increment(`${markedAsPaidCollection(billId)}/${productId}`, 'valueAtScale5', quantity);
    if (!written.ok) return written;
  }
  return ok(undefined);
}
