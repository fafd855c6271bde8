/** The split issue's anomaly checks (split-anomalies), a chunk of their own: not part of the bill's first render. */
export const loadSplitIssueChecks = () => import('./split-issue-checks.js');
