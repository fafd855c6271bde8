export { anomalyModalTitleKey } from './anomaly-modal-title.js';
export type { AnomalyModalTitleKey } from './anomaly-modal-title.js';
export { buildAnomalyEvent } from './anomaly-event.js';
export type { AnomalyEvent, AnomalyEventContext } from './anomaly-event.js';
export { detectSplitAnomaly } from './detect-split-anomaly.js';
export type { SplitAnomalyInput } from './detect-split-anomaly.js';
export { anomalyTypeForDomainReason } from './domain-reason-anomaly.js';
export { forecastedLeftToPayForSplit } from './forecasted-left-to-pay.js';
export { recomputeAnomalyAfterEngageFailure, recordEngageFailure } from './record-engage-failure.js';
export type { EngageFailureOutcome } from './record-engage-failure.js';
export { recoveryFor } from './recovery-options.js';
export type { AnomalyRecovery, RecoveryContext, RecoveryMessageVariant, RecoveryOption, RecoveryOptionKind } from './recovery-options.js';
export type { AlreadyPaidItem, InvalidSplitByShareReason, SplitAnomaly } from './split-anomaly.js';
export { anomalyBillSchema, anomalySplitSchema, currentUserSchema } from './split-anomaly-input.js';
export type { AnomalyBill, AnomalySplit, CurrentUser, EngageFailure } from './split-anomaly-input.js';
export {
  BILLING_INFRASTRUCTURE_FAILURE,
  SPLIT_ANOMALY_TYPES,
  SPLIT_DOMAIN_REASONS,
  isSplitDomainReason,
  splitAnomalyTypeSchema,
  splitDomainReasonSchema,
} from './split-anomaly-type.js';
export type { SplitAnomalyType, SplitDomainReason } from './split-anomaly-type.js';
export { anomalyPath, decideSplitIssue } from './split-issue-decision.js';
export type { SplitIssueRoute, SplitIssueStep } from './split-issue-decision.js';
export { SPLIT_ISSUE_FAILED_MESSAGE, isRetryableSplitFailure, splitIssueFailureOutcome } from './split-issue-failure.js';
export type { SplitIssueFailureOutcome } from './split-issue-failure.js';
