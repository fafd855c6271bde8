// The anomaly checks of the split issue flow (2-paying §4) and the recovery a refusal opens, from split-anomalies: a
// chunk of their own, fetched once the bill has rendered (`loadSplitIssueChecks` in use-issue-split.ts), before the
// diner's tap needs them.
export { decideSplitIssue, detectSplitAnomaly } from '@tableside/split-anomalies';
export { issueRefusalAnomaly, leftToPayDraft } from './issue-refusal-anomaly.js';
