import type { Money } from '@tableside/billing-domain';
import { recomputeAnomalyAfterEngageFailure, type AnomalyBill, type AnomalySplit, type SplitAnomaly } from '@tableside/split-anomalies';
import type { IssueSplitError } from './issue-left-to-pay-split.js';

/** Reasons whose `newBillSplitAmount` is the forecasted left to pay the server had when it refused. */
const FORECAST_REASONS: ReadonlySet<string> = new Set(['bill-split-exceeds-forecasted-left-to-pay', 'left-to-pay-would-be-under-minimum']);

export interface IssueRefusalInput {
  /** The bill as the diner saw it when they confirmed. */
  readonly bill: AnomalyBill;
  /** The split the diner asked for, not issued. */
  readonly split: AnomalySplit;
  readonly error: IssueSplitError;
}

/**
 * The anomaly behind a refused split issue (2-paying §4 "Split issue flow" 5: "On a billing error the split is stored
 * with an error record (type, previous and new split amount, request)", then "Anomalies and recovery"). Another diner
 * may have taken the bill a moment earlier, so the page's bill can be behind the server: the forecast the server
 * refused against replaces it when the refusal carries one. Undefined for a retry-type or identity failure, which
 * keeps the 'split.issueSplit.failed' message.
 */
export function issueRefusalAnomaly({ bill, split, error }: IssueRefusalInput): SplitAnomaly | undefined {
  if (error.code !== 'split-failed' || error.error.code !== 'BILL_SPLIT_DOMAIN_REFUSAL') return undefined;
  const refusal = error.error;
  const serverForecast = FORECAST_REASONS.has(refusal.type) && split.id === undefined ? refusal.newBillSplitAmount : undefined;
  const { anomaly } = recomputeAnomalyAfterEngageFailure(
    { bill: serverForecast ? { ...bill, forecastedLeftToPay: serverForecast } : bill, split, user: { deviceId: split.consumer?.guestId ?? '' } },
    {
      type: refusal.type,
      ...(refusal.previousBillSplitAmount ? { previousBillSplitAmount: refusal.previousBillSplitAmount } : {}),
      ...(refusal.newBillSplitAmount ? { newBillSplitAmount: refusal.newBillSplitAmount } : {}),
    },
  );
  return anomaly;
}

/** "Pay full bill" / "Pay what's left" as a draft: a remaining-amount split of the left to pay the diner saw. */
export function leftToPayDraft(bill: { readonly leftToPay: Money }, guestId: string | undefined): AnomalySplit {
  return { type: 'REMAINING_AMOUNT', amount: bill.leftToPay, ...(guestId ? { consumer: { guestId } } : {}) };
}
