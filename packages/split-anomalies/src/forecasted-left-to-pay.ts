import { add, isIssuedSplitStatus, isPendingSplitStatus, type Money } from '@tableside/billing-domain';
import type { AnomalyBill, AnomalySplit } from './split-anomaly-input.js';

/**
 * The forecasted left to pay that `split` may take. Once a split is issued, the bill's forecast already
 * deducts it ("the forecasted left to pay, which already counts payments in progress"), so its own amount as the
 * bill records it is added back while it is ISSUED or PENDING; a draft split gets the forecast as is.
 */
export function forecastedLeftToPayForSplit(bill: AnomalyBill, split: AnomalySplit): Money {
  if (split.id === undefined) return bill.forecastedLeftToPay;
  const own = Object.values(bill.sundayBillSplits).find((s) => s.splitId === split.id);
  if (own === undefined || !(isIssuedSplitStatus(own.status) || isPendingSplitStatus(own.status))) return bill.forecastedLeftToPay;
  return add(bill.forecastedLeftToPay, own.billSplitAmount);
}
