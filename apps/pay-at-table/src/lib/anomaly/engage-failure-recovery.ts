import type { EngagementError } from '@tableside/payments';
import { anomalyPath, isSplitDomainReason, recomputeAnomalyAfterEngageFailure, type AnomalyBill, type AnomalySplit } from '@tableside/split-anomalies';
import type { AnomalyRecoveryStateInput } from './anomaly-recovery-state.js';

/** Where an engage refusal leads: the anomaly screen with its recovery modals, or the payment error page. */
export type EngageFailureStep =
  { readonly kind: 'show-anomaly'; readonly path: string; readonly state: AnomalyRecoveryStateInput } | { readonly kind: 'payment-error-page' };

export interface EngageFailureInput {
  readonly venueId: string;
  readonly billId: string;
  readonly bill: AnomalyBill;
  readonly split: AnomalySplit;
  readonly error: EngagementError;
  /** The engage request, recorded with the failure (2-paying §3 "error details … request"). */
  readonly request: unknown;
}

/**
 * "An engage failure marks the split with an error (type, previous amount, new amount), recomputes the anomaly and
 * displays the recovery modals" (2-paying §4): a split domain reason from billing leads to the anomaly screen with
 * the issued split's id; any other engagement failure goes to the payment error page ("unless handled elsewhere").
 */
export function engageFailureStep(input: EngageFailureInput): EngageFailureStep {
  const { error } = input;
  if (!isSplitDomainReason(error.code)) return { kind: 'payment-error-page' };
  const { anomaly } = recomputeAnomalyAfterEngageFailure(
    { bill: input.bill, split: input.split, user: { deviceId: input.split.consumer?.guestId ?? '' } },
    {
      type: error.code,
      ...(error.previousBillSplitAmount ? { previousBillSplitAmount: error.previousBillSplitAmount } : {}),
      ...(error.newBillSplitAmount ? { newBillSplitAmount: error.newBillSplitAmount } : {}),
      request: input.request,
    },
  );
  if (!anomaly) return { kind: 'payment-error-page' };
  const splitId = input.split.id;
  return {
    kind: 'show-anomaly',
    path: anomalyPath({ venueId: input.venueId, billId: input.billId }),
    state: { anomaly, ...(splitId ? { splitId } : {}) },
  };
}
