import { billOrderSchema } from '@tableside/ordering';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useServices } from '../services-context.js';

/** A `bill_orders` document: the bill order with the bill it landed on (once the POS has it). */
export const billOrderDocumentSchema = billOrderSchema.extend({ billId: z.string().min(1).optional() });
export type BillOrderDocument = z.infer<typeof billOrderDocumentSchema>;

/** "order subscription by order ids" (3-menus §7): the live `bill_orders/{orderId}` documents of these orders. */
export function useBillOrders(orderIds: readonly string[]): BillOrderDocument[] {
  const { store } = useServices();
  const key = orderIds.join('|');
  const [orders, setOrders] = useState<Readonly<Record<string, BillOrderDocument>>>({});
  useEffect(() => {
    const ids = key === '' ? [] : key.split('|');
    const unsubscribes = ids.map((orderId) =>
      store.subscribe(`bill_orders/${orderId}`, billOrderDocumentSchema, (update) => {
        if (!update.ok || !update.value.exists || !update.value.data) return;
        const data = update.value.data;
        setOrders((current) => ({ ...current, [orderId]: data }));
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [store, key]);
  return Object.values(orders).filter((order) => orderIds.includes(order.orderId));
}
