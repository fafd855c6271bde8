import { billOrderSchema } from '@tableside/ordering';
import * as z from 'zod/mini';
import { useLiveDocuments } from '../realtime/live-documents.js';

/** A `bill_orders` document: the bill order with the bill it landed on (once the POS has it). */
export const billOrderDocumentSchema = z.extend(billOrderSchema, { billId: z.optional(z.string().check(z.minLength(1))) });
export type BillOrderDocument = z.infer<typeof billOrderDocumentSchema>;

/**
 * "order subscription by order ids" (3-menus §7): the live `bill_orders/{orderId}` documents of these orders that
 * exist, through the query cache.
 */
export function useBillOrders(orderIds: readonly string[]): BillOrderDocument[] {
  const documents = useLiveDocuments(
    orderIds.map((orderId) => `bill_orders/${orderId}`),
    billOrderDocumentSchema,
  );
  return documents.flatMap((document) => (document.status === 'success' ? [document.data] : []));
}
