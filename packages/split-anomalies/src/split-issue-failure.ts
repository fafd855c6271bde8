import { recordEngageFailure } from './record-engage-failure.js';
import { BILLING_INFRASTRUCTURE_FAILURE } from './split-anomaly-type.js';
import type { AnomalySplit, EngageFailure } from './split-anomaly-input.js';

/** The message of a split issue or update that still fails after its retries (2-paying §8). */
export const SPLIT_ISSUE_FAILED_MESSAGE = 'split.issueSplit.failed';

/** What the split issue flow does with a failure (2-paying §4 "Split issue flow", steps 4 and 5). */
export type SplitIssueFailureOutcome =
  { kind: 'show-message'; messageKey: typeof SPLIT_ISSUE_FAILED_MESSAGE } | { kind: 'store-error-record'; split: AnomalySplit };

/**
 * True for the retry-type failures: "network or unknown failures are BILLING_INFRASTRUCTURE_FAILURE"
 * (2-paying §8) and are the ones retried (2-paying §4 "A retryable error is retried"). A type the billing
 * server put in its body is a billing error and is not retried.
 */
export function isRetryableSplitFailure(failure: Pick<EngageFailure, 'type'>): boolean {
  return failure.type === BILLING_INFRASTRUCTURE_FAILURE;
}

/**
 * Maps a failure that outlived its retries: "On a retry-type failure, the message 'split.issueSplit.failed'
 * appears. On a billing error the split is stored with an error record (type, previous and new split amount,
 * request)" (2-paying §4).
 */
export function splitIssueFailureOutcome(split: AnomalySplit, failure: EngageFailure): SplitIssueFailureOutcome {
  if (isRetryableSplitFailure(failure)) return { kind: 'show-message', messageKey: SPLIT_ISSUE_FAILED_MESSAGE };
  return { kind: 'store-error-record', split: recordEngageFailure(split, failure) };
}
