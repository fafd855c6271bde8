import type { ItemManuallyMarkedAsPaid } from '@tableside/billing-domain';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/realtime/live-query.js';
import { itemMarkedAsPaidDocumentSchema, markedAsPaidCollection } from '../api/mark-items-as-paid.js';

const ALL_DOCUMENTS = {};

/**
 * The items marked as paid on a bill, live from `bills/{billId}/itemsManuallyMarkedAsPaid` (1-core §7) through the
 * query cache; undefined until the first answer or when the store cannot be read, so the bill's own list is used
 * instead.
 */
export function useMarkedAsPaid(billId: string): readonly ItemManuallyMarkedAsPaid[] | undefined {
  const live = useLiveQuery(markedAsPaidCollection(billId), ALL_DOCUMENTS, itemMarkedAsPaidDocumentSchema);
  return useMemo(() => (live.status === 'success' ? live.docs.map((doc) => ({ id: doc.id, quantity: doc.data.valueAtScale5 })) : undefined), [live]);
}
