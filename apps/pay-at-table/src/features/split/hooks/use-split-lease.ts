import { isSplitExpired } from '@tableside/api-client';
import { ISSUED_SPLIT_LEASE_MS, heartbeatIntervalFor, type StoredBillSplit } from '@tableside/billing-domain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services-context.js';

/** What the split pages know about their split's lease. */
export interface SplitLeaseState {
  /** The split was released because its lease lapsed (`bill-split-expired`). */
  readonly expired: boolean;
}

/**
 * Keeps an ISSUED split's lease alive while one of its pages is open and visible (issue 10 "An abandoned split
 * blocks everyone"): `PUT …/heartbeat` at once, then every third of the lease the server states (`leaseMs`).
 * TanStack Query pauses the interval while the document is hidden and beats again as soon as it is visible.
 */
export function useSplitLease(billId: string, splitId: string, split: StoredBillSplit | undefined): SplitLeaseState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: ['split-lease', billId, splitId],
    queryFn: () => api.billing.heartbeat(billId, splitId),
    enabled: split?.status === 'ISSUED',
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: 'always',
    refetchIntervalInBackground: false,
    refetchInterval: (current) => {
      const result = current.state.data;
      if (result && !result.ok && isSplitExpired(result.error)) return false;
      if (result?.ok && result.value.status !== 'ISSUED') return false;
      return heartbeatIntervalFor(result?.ok ? (result.value.leaseMs ?? ISSUED_SPLIT_LEASE_MS) : ISSUED_SPLIT_LEASE_MS);
    },
  });
  const result = query.data;
  return { expired: result !== undefined && !result.ok && isSplitExpired(result.error) };
}
