import { billSplitErrorRecordSchema } from '@tableside/billing-domain';
import { detectSplitAnomaly, type SplitAnomalyInput } from './detect-split-anomaly.js';
import type { SplitAnomaly } from './split-anomaly.js';
import type { AnomalySplit, EngageFailure } from './split-anomaly-input.js';

/**
 * Returns `split` with the engage failure recorded on it: type, previous amount, new amount and request
 * (2-paying §3 "error details recorded on an engage failure"). The failure is parsed, so a server body
 * can be passed as it came.
 */
export function recordEngageFailure(split: AnomalySplit, failure: EngageFailure): AnomalySplit {
  return { ...split, error: billSplitErrorRecordSchema.parse(failure) };
}

/** The split with its failure recorded and the anomaly recomputed from it. */
export interface EngageFailureOutcome {
  split: AnomalySplit;
  anomaly: SplitAnomaly | undefined;
}

/**
 * "An engage failure marks the split with an error (type, previous amount, new amount), recomputes the
 * anomaly and displays the recovery modals" (2-paying §4). The anomaly is the first one in the spec's order,
 * so a bill-side anomaly found first still wins over the recorded reason.
 */
export function recomputeAnomalyAfterEngageFailure(input: SplitAnomalyInput, failure: EngageFailure): EngageFailureOutcome {
  const split = recordEngageFailure(input.split, failure);
  return { split, anomaly: detectSplitAnomaly({ ...input, split }) };
}
