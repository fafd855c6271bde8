import type { Result } from '@tableside/billing-domain';
import { anomalyPath, decideSplitIssue, detectSplitAnomaly, type AnomalyBill, type AnomalySplit } from '@tableside/split-anomalies';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.js';
import { useServices } from '../services-context.js';
import type { AppServices } from '../services.js';
import { billDocumentSchema } from '../documents/bill-document-schema.js';
import { useDeviceStore } from '../identity/use-device-store.js';
import type { IssueSplitError } from './issue-left-to-pay-split.js';
import { issueRefusalAnomaly } from './issue-refusal-anomaly.js';

/** Where issuing a split stands, as a union; `issued` stays until the page is left for the split's next step. */
export type IssueState = 'idle' | 'issuing' | 'failed' | 'issued';

/**
 * The split issue flow of 2-paying §4: "Check for anomalies first. If one exists, navigate to the anomaly screen
 * with it in state. Otherwise issue … On success … the user goes to the split payment page"; a failure shows
 * 'split.issueSplit.failed'.
 */
export function useIssueSplit(venueId: string, billId: string) {
  const services = useServices();
  const navigate = useNavigate();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const [state, setState] = useState<IssueState>('idle');

  async function issue(
    bill: AnomalyBill,
    split: Omit<AnomalySplit, 'consumer'>,
    call: (services: AppServices) => Promise<Result<{ splitId: string }, IssueSplitError>>,
  ) {
    const withConsumer: AnomalySplit = { ...split, ...(guestId ? { consumer: { guestId } } : {}) };
    const step = decideSplitIssue(detectSplitAnomaly({ bill, split: withConsumer, user: { deviceId: guestId ?? '' } }), withConsumer, { venueId, billId });
    if (step.kind === 'show-anomaly') {
      navigate(step.path, { state: step.state });
      return;
    }
    setState('issuing');
    const result = await call(services);
    if (!result.ok) {
      // A billing refusal (another diner was quicker) opens the recovery; a retry-type failure keeps the message.
      // The page's bill may not show the other diner's split yet: 'split-anomaly-detected' is recomputed on a fresh read.
      let anomaly = issueRefusalAnomaly({ bill, split: withConsumer, error: result.error });
      if (!anomaly && result.error.code === 'split-failed' && result.error.error.code === 'BILL_SPLIT_DOMAIN_REFUSAL') {
        const fresh = await services.store.get(`bills/${billId}`, billDocumentSchema);
        if (fresh.ok && fresh.value.data) anomaly = issueRefusalAnomaly({ bill: fresh.value.data, split: withConsumer, error: result.error });
      }
      if (anomaly) {
        navigate(anomalyPath({ venueId, billId }), { state: { anomaly } });
        return;
      }
      setState('failed');
      return;
    }
    setState('issued');
    navigate(paths.tips(venueId, billId, result.value.splitId));
  }

  return { state, issue, dismiss: () => setState('idle') };
}
