import { exhaustiveSwitchError, isPositive, subtract, type Money } from '@tableside/billing-domain';
import { anomalyModalTitleKey, type AnomalyModalTitleKey } from './anomaly-modal-title.js';
import type { SplitAnomaly } from './split-anomaly.js';
import type { SplitAnomalyType } from './split-anomaly-type.js';

/**
 * A recovery the anomaly modal offers. The first five kinds are the spec's recovery options
 * (2-paying §4 "edit-split, drop-already-paid-items, cancel-split, pay-only-bill-left-to-pay,
 * turn-overpayment-into-tips"); the table's "start a new split" and "retry" are the other two.
 */
export type RecoveryOption =
  | { kind: 'edit-split' }
  | { kind: 'drop-already-paid-items'; splitItemsSelection: Record<string, number> }
  | { kind: 'cancel-split' }
  | { kind: 'pay-only-bill-left-to-pay'; amount: Money }
  | { kind: 'turn-overpayment-into-tips'; amount: Money; tip: Money }
  | { kind: 'start-new-split' }
  | { kind: 'retry' };

export type RecoveryOptionKind = RecoveryOption['kind'];

/** Which invalid-split-by-share message shows: "a different message if the shares differ or another payment exists". */
export type RecoveryMessageVariant = 'default' | 'shares-differ' | 'another-payment-exists';

/** What the anomaly modal shows: its title key, its message variant and the offered recoveries, in order. */
export interface AnomalyRecovery {
  type: SplitAnomalyType;
  titleKey: AnomalyModalTitleKey;
  messageVariant: RecoveryMessageVariant;
  options: RecoveryOption[];
}

/** The venue settings recovery depends on. */
export interface RecoveryContext {
  /** tipsSuggestionConfiguration.tippingEnabled (2-paying §3). */
  tippingEnabled: boolean;
}

/** "Pay only what is left", offered only when it is above 0. */
function payOnlyWhatIsLeft(forecastedLeftToPay: Money): RecoveryOption[] {
  return isPositive(forecastedLeftToPay) ? [{ kind: 'pay-only-bill-left-to-pay', amount: forecastedLeftToPay }] : [];
}

function optionsFor(anomaly: SplitAnomaly, context: RecoveryContext): RecoveryOption[] {
  switch (anomaly.type) {
    case 'AlreadyPaidItems':
      return [
        { kind: 'edit-split' },
        ...(Object.keys(anomaly.remainingSelection).length > 0
          ? [{ kind: 'drop-already-paid-items' as const, splitItemsSelection: anomaly.remainingSelection }]
          : []),
      ];
    case 'SplitPerItemsAmountExceedsForecastedLeftToPay':
      return [{ kind: 'edit-split' }, ...payOnlyWhatIsLeft(anomaly.forecastedLeftToPay)];
    case 'SplitAmountExceedsForecastedLeftToPay':
      return [
        // A tip rides on a payment: with nothing left to pay there is no split to carry it.
        ...(context.tippingEnabled && isPositive(anomaly.excess) && isPositive(subtract(anomaly.splitAmount, anomaly.excess))
          ? [{ kind: 'turn-overpayment-into-tips' as const, amount: subtract(anomaly.splitAmount, anomaly.excess), tip: anomaly.excess }]
          : []),
        ...payOnlyWhatIsLeft(anomaly.forecastedLeftToPay),
        { kind: 'cancel-split' },
      ];
    case 'SplitAmountChangedBetweenIssueAndEngage':
    case 'BillSplitTypeChangedBetweenIssueAndEngage':
      return [{ kind: 'start-new-split' }];
    case 'LeftToPayIncreasedWhenSplitTypeRemainingAmount':
    case 'NotEnoughLeftToPay':
      return [...payOnlyWhatIsLeft(anomaly.forecastedLeftToPay), { kind: 'cancel-split' }];
    case 'VirtualDiscountCouldNotBeBurnt':
      return [{ kind: 'retry' }, { kind: 'cancel-split' }];
    case 'InvalidSplitByShare':
      return [{ kind: 'edit-split' }];
    default:
      return exhaustiveSwitchError(anomaly);
  }
}

function messageVariantFor(anomaly: SplitAnomaly): RecoveryMessageVariant {
  if (anomaly.type !== 'InvalidSplitByShare') return 'default';
  return anomaly.reason === 'shares-differ' || anomaly.reason === 'another-payment-exists' ? anomaly.reason : 'default';
}

/**
 * The recovery options of the spec's table for an anomaly (2-paying §4 "Anomalies and recovery"),
 * with the modal title key and, for an invalid split by share, which message to show.
 */
export function recoveryFor(anomaly: SplitAnomaly, context: RecoveryContext): AnomalyRecovery {
  return {
    type: anomaly.type,
    titleKey: anomalyModalTitleKey(anomaly.type),
    messageVariant: messageVariantFor(anomaly),
    options: optionsFor(anomaly, context),
  };
}
