import type { ItemManuallyMarkedAsPaid } from '@tableside/billing-domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services-context.js';
import { itemMarkedAsPaidDocumentSchema, markedAsPaidCollection } from '../api/mark-items-as-paid.js';

/**
 * The items marked as paid on a bill, live from `bills/{billId}/itemsManuallyMarkedAsPaid` (1-core §7); undefined
 * until the first answer or when the store cannot be read, so the bill's own list is used instead.
 */
export function useMarkedAsPaid(billId: string): readonly ItemManuallyMarkedAsPaid[] | undefined {
  const { store } = useServices();
  const [state, setState] = useState<{ billId: string; items: readonly ItemManuallyMarkedAsPaid[] | undefined }>({ billId, items: undefined });
  useEffect(
    () =>
      store.subscribeQuery(markedAsPaidCollection(billId), itemMarkedAsPaidDocumentSchema, {}, (update) => {
        setState({ billId, items: update.ok ? update.value.docs.map((doc) => ({ id: doc.id, quantity: doc.data.valueAtScale5 })) : undefined });
      }),
    [store, billId],
  );
  return state.billId === billId ? state.items : undefined;
}
