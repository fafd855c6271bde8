import { billSchema } from '@tableside/billing-domain';
import { tabDocumentSchema, tabOpeningStep, type TabOpeningStep } from '@tableside/ordering';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.js';

/** What the opening has found so far. */
interface Found {
  readonly tabFound: boolean;
  readonly billId: string | undefined;
  readonly billFound: boolean;
}

const NOTHING_FOUND: Found = { tabFound: false, billId: undefined, billFound: false };

const nextStep = (paymentId: string | undefined, found: Found): TabOpeningStep =>
  tabOpeningStep({ paymentId, tabFound: found.tabFound, billId: found.billFound ? found.billId : undefined });

/**
 * "The tab is polled every 5 s until found, then the bill every 5 s until found" (3-menus §4 Tabs): a query that
 * reads the next missing document and whose `refetchInterval` is the step's, until the bill is found. `active` false
 * waits (the tab is not registered yet).
 */
export function useTabOpening(tabId: string, paymentId: string | undefined, active: boolean): TabOpeningStep {
  const { store } = useServices();
  const client = useQueryClient();
  const queryKey = ['tab-opening', tabId, paymentId];
  const opening = useQuery({
    queryKey,
    queryFn:
      !active || !paymentId
        ? skipToken
        : async (): Promise<Found> => {
            let current = client.getQueryData<Found>(queryKey) ?? NOTHING_FOUND;
            if (!current.tabFound || current.billId === undefined) {
              const tab = await store.get(`tabs/${tabId}`, tabDocumentSchema);
              if (tab.ok && tab.value.exists && tab.value.data) current = { ...current, tabFound: true, billId: tab.value.data.billId };
            }
            if (current.billId !== undefined && !current.billFound) {
              const bill = await store.get(`bills/${current.billId}`, billSchema);
              if (bill.ok && bill.value.exists) current = { ...current, billFound: true };
            }
            return current;
          },
    refetchInterval: (query) => {
      const step = nextStep(paymentId, query.state.data ?? NOTHING_FOUND);
      return step.kind === 'pollTab' || step.kind === 'pollBill' ? step.everyMs : false;
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: Infinity,
  });
  const found = opening.data ?? NOTHING_FOUND;
  return useMemo(() => nextStep(paymentId, found), [paymentId, found]);
}
