import * as z from 'zod/mini';

/** The nine split anomaly types, verbatim from 2-paying §8 "Split anomaly types". */
export const SPLIT_ANOMALY_TYPES = [
  'SplitPerItemsAmountExceedsForecastedLeftToPay',
  'SplitAmountExceedsForecastedLeftToPay',
  'SplitAmountChangedBetweenIssueAndEngage',
  'BillSplitTypeChangedBetweenIssueAndEngage',
  'NotEnoughLeftToPay',
  'AlreadyPaidItems',
  'InvalidSplitByShare',
  'LeftToPayIncreasedWhenSplitTypeRemainingAmount',
  'VirtualDiscountCouldNotBeBurnt',
] as const;

export const splitAnomalyTypeSchema = z.enum(SPLIT_ANOMALY_TYPES);
export type SplitAnomalyType = z.infer<typeof splitAnomalyTypeSchema>;

/** The split domain reasons a billing server answers with, verbatim from 1-core §8 and 2-paying §8. */
export const SPLIT_DOMAIN_REASONS = [
  'bill-split-amount-changed-between-issue-and-engage',
  'bill-split-exceeds-forecasted-left-to-pay',
  'left-to-pay-would-be-under-minimum',
  'virtual-discount-could-not-be-burnt',
  'split-anomaly-detected',
] as const;

export const splitDomainReasonSchema = z.enum(SPLIT_DOMAIN_REASONS);
export type SplitDomainReason = z.infer<typeof splitDomainReasonSchema>;

/** Network or unknown split failures (1-core §8). */
export const BILLING_INFRASTRUCTURE_FAILURE = 'BILLING_INFRASTRUCTURE_FAILURE';

/** True when `type` is one of the split domain reasons. */
export function isSplitDomainReason(type: string): type is SplitDomainReason {
  return splitDomainReasonSchema.safeParse(type).success;
}
