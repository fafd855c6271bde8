import type { Result } from '@tableside/billing-domain';
import { anomalyPath, type AnomalyBill, type AnomalySplit } from '@tableside/split-anomalies';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.js';
import { useServices } from '../services-context.js';
import type { AppServices } from '../services.js';
import { billDocumentSchema } from '../documents/bill-document-schema.js';
import { useDeviceStore } from '../identity/use-device-store.js';
import type { IssueSplitError } from './issue-left-to-pay-split.js';
import { loadSplitIssueChecks } from './split-issue-checks-loader.js';

type SplitIssueChecks = Awaited<ReturnType<typeof loadSplitIssueChecks>>;

/** Where issuing a split stands, as a union; `issued` stays until the page is left for the split's next step. */
export type IssueState = 'idle' | 'issuing' | 'failed' | 'issued';

/** What issuing a split came to: the split, a refusal that opens the recovery, or a failure to show. */
type IssueOutcome = { readonly kind: 'issued'; readonly splitId: string } | { readonly kind: 'anomaly' } | { readonly kind: 'failed' };

interface IssueInput {
  readonly bill: AnomalyBill;
  readonly split: AnomalySplit;
  readonly call: (services: AppServices) => Promise<Result<{ splitId: string }, IssueSplitError>>;
  /** Undefined when their chunk could not load: then nothing is issued and the failure is shown. */
  readonly checks: SplitIssueChecks | undefined;
}

/**
 * The split issue flow of 2-paying §4: "Check for anomalies first. If one exists, navigate to the anomaly screen
 * with it in state. Otherwise issue … On success … the user goes to the split payment page"; a failure shows
 * 'split.issueSplit.failed'. The issue itself is a TanStack Query mutation.
 */
export function useIssueSplit(venueId: string, billId: string) {
  const services = useServices();
  const navigate = useNavigate();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  // The checks load once the page has rendered, so a tap finds them there; a tap while they load waits for them.
  useEffect(() => {
    loadSplitIssueChecks().catch((error: unknown) => console.warn('Split issue checks failed to load', error));
  }, []);
  const checking = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ bill, split, call, checks }: IssueInput): Promise<IssueOutcome> => {
      if (!checks) throw new Error('The split issue checks could not load');
      const { issueRefusalAnomaly } = checks;
      const result = await call(services);
      if (result.ok) return { kind: 'issued', splitId: result.value.splitId };
      // A billing refusal (another diner was quicker) opens the recovery; a retry-type failure keeps the message.
      // The page's bill may not show the other diner's split yet: 'split-anomaly-detected' is recomputed on a fresh read.
      let anomaly = issueRefusalAnomaly({ bill, split, error: result.error });
      if (!anomaly && result.error.code === 'split-failed' && result.error.error.code === 'BILL_SPLIT_DOMAIN_REFUSAL') {
        const fresh = await services.store.get(`bills/${billId}`, billDocumentSchema);
        if (fresh.ok && fresh.value.data) anomaly = issueRefusalAnomaly({ bill: fresh.value.data, split, error: result.error });
      }
      if (!anomaly) return { kind: 'failed' };
      navigate(anomalyPath({ venueId, billId }), { state: { anomaly } });
      return { kind: 'anomaly' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'issued') navigate(paths.tips(venueId, billId, outcome.splitId));
    },
  });

  async function issue(bill: AnomalyBill, split: Omit<AnomalySplit, 'consumer'>, call: IssueInput['call']) {
    // One issue at a time, also while the checks' chunk is still loading.
    if (checking.current) return;
    checking.current = true;
    try {
      const withConsumer: AnomalySplit = { ...split, ...(guestId ? { consumer: { guestId } } : {}) };
      const checks = await loadSplitIssueChecks().catch(() => undefined);
      const step = checks?.decideSplitIssue(checks.detectSplitAnomaly({ bill, split: withConsumer, user: { deviceId: guestId ?? '' } }), withConsumer, {
        venueId,
        billId,
      });
      if (step?.kind === 'show-anomaly') {
        navigate(step.path, { state: step.state });
        return;
      }
      await mutation.mutateAsync({ bill, split: withConsumer, call, checks });
    } catch (error) {
      console.warn('Split issue failed', error);
    } finally {
      checking.current = false;
    }
  }

  // The recovery screen that a refusal opens is still part of the issue: the flow stays "issuing" meanwhile.
  const state: IssueState =
    mutation.status === 'idle'
      ? 'idle'
      : mutation.status === 'pending' || mutation.data?.kind === 'anomaly'
        ? 'issuing'
        : mutation.data?.kind === 'issued'
          ? 'issued'
          : 'failed';
  return { state, issue, dismiss: mutation.reset };
}
