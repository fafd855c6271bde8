import type { ApiClient } from '@tableside/api-client';
import type { Money } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { OrderingState } from '../../../lib/ordering/ordering-store.js';

/**
 * Records a held card for the table: `PUT billing/v1/tabs` with the intent and amount (3-menus §7), then the
 * device remembers the authorisation so the next order goes straight to confirmation. False when refused.
 */
export async function recordHold(input: {
  readonly api: Pick<ApiClient, 'ordering'>;
  readonly store: StoreApi<OrderingState>;
  readonly tableId: string;
  readonly intentId: string;
  readonly amount: Money;
  readonly now: number;
}): Promise<boolean> {
  const opened = await input.api.ordering.openTab({ tableId: input.tableId, authorization: { id: input.intentId, amount: input.amount } });
  if (!opened.ok) return false;
  input.store.getState().setAuthorization(input.tableId, { paymentId: input.intentId, authorizedAt: input.now });
  return true;
}
