import { billSchema } from '@tableside/billing-domain';
import { tabDocumentSchema, tabOpeningStep, type TabOpeningStep } from '@tableside/ordering';
import { createRefreshScheduler } from '@tableside/realtime';
import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services-context.js';

/** What the opening has found so far. */
interface Found {
  readonly tabFound: boolean;
  readonly billId: string | undefined;
  readonly billFound: boolean;
}

/**
 * "The tab is polled every 5 s until found, then the bill every 5 s until found" (3-menus §4 Tabs), through the
 * realtime package's refresh scheduler. `active` false waits (the tab is not registered yet).
 */
export function useTabOpening(tabId: string, paymentId: string | undefined, active: boolean): TabOpeningStep {
  const { store, clock, timers } = useServices();
  const [found, setFound] = useState<Found>({ tabFound: false, billId: undefined, billFound: false });

  useEffect(() => {
    if (!active || !paymentId) return undefined;
    let current: Found = { tabFound: false, billId: undefined, billFound: false };
    const scheduler = createRefreshScheduler({
      refresh: async () => {
        const step = tabOpeningStep({ paymentId, tabFound: current.tabFound, billId: current.billId });
        if (step.kind === 'pollTab') {
          const tab = await store.get(`tabs/${tabId}`, tabDocumentSchema);
          if (tab.ok && tab.value.exists && tab.value.data) current = { ...current, tabFound: true, billId: tab.value.data.billId };
        } else if (step.kind === 'pollBill' && current.billId === undefined) {
          const tab = await store.get(`tabs/${tabId}`, tabDocumentSchema);
          if (tab.ok && tab.value.data?.billId) current = { ...current, billId: tab.value.data.billId };
        }
        if (current.billId && !current.billFound) {
          const bill = await store.get(`bills/${current.billId}`, billSchema);
          if (bill.ok && bill.value.exists) current = { ...current, billFound: true };
        }
        setFound(current);
        const next = tabOpeningStep({ paymentId, tabFound: current.tabFound, billId: current.billFound ? current.billId : undefined });
        return next.kind === 'pollTab' || next.kind === 'pollBill' ? next.everyMs : undefined;
      },
      isDone: () => current.billFound,
      clock,
      timers,
    });
    void scheduler.start();
    return () => scheduler.stop();
  }, [active, paymentId, tabId, store, clock, timers]);

  return tabOpeningStep({ paymentId, tabFound: found.tabFound, billId: found.billFound ? found.billId : undefined });
}
