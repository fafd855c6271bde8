import type { SplitAnomaly } from './split-anomaly.js';
import type { AnomalySplit } from './split-anomaly-input.js';

/** Where the split issue flow goes next (2-paying §4 "Split issue flow", steps 1 and 2). */
export type SplitIssueStep =
  { kind: 'show-anomaly'; path: string; state: { anomaly: SplitAnomaly } } | { kind: 'issue-split' } | { kind: 'update-split'; splitId: string };

/** The ids of the route the anomaly screen lives under. */
export interface SplitIssueRoute {
  venueId: string;
  billId: string;
}

/** The anomaly route under a bill (1-core §2 "Bills ... /splits/new/anomaly"). */
export function anomalyPath({ venueId, billId }: SplitIssueRoute): string {
  return `/venues/${encodeURIComponent(venueId)}/bills/${encodeURIComponent(billId)}/splits/new/anomaly`;
}

/**
 * "Check for anomalies first. If one exists, navigate to the anomaly screen with it in state. Otherwise issue
 * or update the split" (2-paying §4). A split that already has an id is updated, a draft is issued.
 */
export function decideSplitIssue(anomaly: SplitAnomaly | undefined, split: AnomalySplit, route: SplitIssueRoute): SplitIssueStep {
  if (anomaly !== undefined) return { kind: 'show-anomaly', path: anomalyPath(route), state: { anomaly } };
  return split.id === undefined ? { kind: 'issue-split' } : { kind: 'update-split', splitId: split.id };
}
