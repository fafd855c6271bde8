import type { SplitAnomalyType } from './split-anomaly-type.js';
import { exhaustiveSwitchError } from '@tableside/billing-domain';

/** The anomaly modal title keys (2-paying §8 "Anomaly modal texts"), plus the generic title. */
export type AnomalyModalTitleKey =
  | 'split.ExceedingAmountTitle'
  | 'split.exceedingAmountTitle'
  | 'split.notEnoughRestToPayTitle'
  | 'split.billChanged.title'
  | 'split.leftToPayIncreased.title'
  | 'split.byShare.invalid.modal.title'
  | 'split.alreadyPaidItemsModal.title'
  | 'error.defaultTitle';

/**
 * The modal title key of each anomaly type. The reasoning for each pairing is in CONTEXT.md: the two
 * "exceeding amount" keys follow the spec's listing order of the two exceeding anomalies, both "changed
 * between issue and engage" anomalies are "the bill changed", and the voucher anomaly, which has no key of
 * its own, uses the generic 'error.defaultTitle'.
 */
export function anomalyModalTitleKey(type: SplitAnomalyType): AnomalyModalTitleKey {
  switch (type) {
    case 'SplitPerItemsAmountExceedsForecastedLeftToPay':
      return 'split.ExceedingAmountTitle';
    case 'SplitAmountExceedsForecastedLeftToPay':
      return 'split.exceedingAmountTitle';
    case 'SplitAmountChangedBetweenIssueAndEngage':
    case 'BillSplitTypeChangedBetweenIssueAndEngage':
      return 'split.billChanged.title';
    case 'NotEnoughLeftToPay':
      return 'split.notEnoughRestToPayTitle';
    case 'AlreadyPaidItems':
      return 'split.alreadyPaidItemsModal.title';
    case 'InvalidSplitByShare':
      return 'split.byShare.invalid.modal.title';
    case 'LeftToPayIncreasedWhenSplitTypeRemainingAmount':
      return 'split.leftToPayIncreased.title';
    case 'VirtualDiscountCouldNotBeBurnt':
      return 'error.defaultTitle';
    default:
      return exhaustiveSwitchError(type);
  }
}
