import type { FastifyInstance } from 'fastify';
import { services as contract } from '@tableside/contracts';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { requireGuest } from '../identity/identity-routes.js';
import type { DocumentStore } from './document-store.js';

/** The document field of 3 §7: `bills/{billId}/itemsManuallyMarkedAsPaid/{productId}` holds `valueAtScale5`. */
export const MARKED_AS_PAID_FIELD = 'valueAtScale5';

interface BillLines {
  readonly order?: {
    readonly subOrders?: readonly { readonly quantifiedProducts?: readonly { readonly productId?: unknown; readonly quantity?: unknown }[] }[];
  };
  readonly unpaidItems?: readonly { readonly productId?: unknown; readonly quantity?: unknown }[];
}

function quantityOf(lines: readonly { readonly productId?: unknown; readonly quantity?: unknown }[], productId: string): number | undefined {
  const matching = lines.filter((line) => line.productId === productId);
  if (matching.length === 0) return undefined;
  return matching.reduce((total, line) => total + (typeof line.quantity === 'number' ? line.quantity : 0), 0);
}

/**
 * `POST /billing/bills/{billId}/items-manually-marked-as-paid` `{ productId, quantity }`: "a 'mark as paid' button
 * writes to a shared store" (2-paying §2) as "a transaction that adds to existing amounts" (1-core §7). The realtime
 * store is read-only for clients, so this authorised route is the one way to write it: it needs a guest token,
 * and checks that the bill exists, that the product is on it, and that the quantity is positive and no more than
 * what is left of that line (its unpaid quantity, less what is already marked), under the document's row lock.
 * Answers the document `{ id, valueAtScale5 }`.
 */
export function markedAsPaidRoutes(app: FastifyInstance, store: DocumentStore, secret: string): void {
  serve(app, contract.markItemsAsPaid, async (request) => {
    const { billId } = request.params;
    requireGuest(request, secret);
    const { productId, quantity } = request.body;
    const path = `bills/${billId}/itemsManuallyMarkedAsPaid/${productId}`;
    const snapshot = await store.increment(path, MARKED_AS_PAID_FIELD, quantity, async (marked, tx) => {
      const bill = await store.get(`bills/${billId}`, tx);
      if (!bill.exists || typeof bill.data !== 'object' || bill.data === null) {
        throw new HttpError(404, { type: 'bill-not-found', message: `billId: bill ${billId} could not be found in store`, field: 'params.billId' });
      }
      const data = bill.data as BillLines;
      const ordered = quantityOf(
        (data.order?.subOrders ?? []).flatMap((subOrder) => subOrder.quantifiedProducts ?? []),
        productId,
      );
      if (ordered === undefined)
        throw new HttpError(422, { type: 'unknown-product', message: `productId: ${productId} is not on bill ${billId}`, field: 'body.productId' });
      // With item tracking, what is left of a line is its unpaid quantity; without, the ordered quantity.
      const unpaid = data.unpaidItems && data.unpaidItems.length > 0 ? (quantityOf(data.unpaidItems, productId) ?? 0) : ordered;
      const left = Math.max(0, Math.min(ordered, unpaid) - marked);
      if (quantity > left) {
        throw new HttpError(409, {
          type: 'quantity-exceeds-bill',
          message: `quantity: ${quantity} is more than the ${left} left of ${productId}`,
          field: 'body.quantity',
        });
      }
    });
    return snapshot.data;
  });
}
