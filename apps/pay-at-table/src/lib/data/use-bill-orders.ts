import { billOrderSchema } from '@tableside/ordering';
import { z } from 'zod';
import { useLiveDocuments } from '../realtime/live-documents.js';

/** A `bill_orders` document: the bill order with the bill it landed on (once the POS has it). */
export const billOrderDocumentSchema = billOrderSchema.extend({ billId: z.string().min(1).optional() });
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
