import type { SplitAnomalyType, SplitDomainReason } from './split-anomaly-type.js';
import { exhaustiveSwitchError, type SplitType } from '@tableside/billing-domain';

/**
 * The anomaly type a server's split domain reason (1-core §8) stands for. `split-anomaly-detected` names
 * no type: the anomaly is then recomputed from the bill with {@link detectSplitAnomaly}, so it answers undefined.
 * An exceeded forecast is the per-items anomaly for item-based splits.
 */
export function anomalyTypeForDomainReason(reason: SplitDomainReason, splitType: SplitType): SplitAnomalyType | undefined {
  switch (reason) {
    case 'bill-split-amount-changed-between-issue-and-engage':
      return 'SplitAmountChangedBetweenIssueAndEngage';
    case 'bill-split-exceeds-forecasted-left-to-pay':
      return splitType === 'ITEMS' || splitType === 'CHECK_SEAT' ? 'SplitPerItemsAmountExceedsForecastedLeftToPay' : 'SplitAmountExceedsForecastedLeftToPay';
    case 'left-to-pay-would-be-under-minimum':
      return 'NotEnoughLeftToPay';
    case 'virtual-discount-could-not-be-burnt':
      return 'VirtualDiscountCouldNotBeBurnt';
    case 'split-anomaly-detected':
      return undefined;
    default:
      return exhaustiveSwitchError(reason);
  }
}
