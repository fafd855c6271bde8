import { isSuccessfulSplitStatus } from '@tableside/billing-domain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services-context.js';

/** How often a split is re-read while its payment is being recorded. */
export const SPLIT_PAYMENT_POLL_MS = 1_000;

/**
 * `GET /billing/bills/{billId}/splits/{splitId}`, cached per split; the answer is a Result, never thrown. With
 * `untilPaid`, the split is re-read until its status counts as a successful payment (PAID or REGISTERED).
 */
export function useSplit(billId: string, splitId: string, { untilPaid = false }: { untilPaid?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['split', billId, splitId],
    queryFn: () => api.billing.getSplit(billId, splitId),
    refetchInterval: (query) => {
      if (!untilPaid) return false;
      const result = query.state.data;
      return result?.ok && isSuccessfulSplitStatus(result.value.status) ? false : SPLIT_PAYMENT_POLL_MS;
    },
  });
}
