import { isPositive, subtract, type Money } from '../money/money.js';
import type { Bill } from '../schemas/bill.js';
import type { StoredBillSplit } from '../schemas/bill-split.js';
import type { PaymentLineKind } from '../schemas/payment-line-kind.js';
import { isSettledSplitStatus, isSuccessfulSplitStatus, isSmartTerminalSplit } from '../splits/split-status.js';

/** One payment already made on a bill, as listed in the already-paid section (1-core §2). */
export interface BillPaymentLine {
  kind: PaymentLineKind;
  amount: Money;
  split?: StoredBillSplit;
}

function paidAmount(split: StoredBillSplit): Money {
  return split.actuallyPaidOnBill ?? split.billSplitAmount;
}

/**
 * The payments already made on a bill by kind (1-core §3 "Payment-line kinds on a bill"): settled app splits
 * (sunday, and the loyalty-reward-applied-via-sunday part a burnt reward paid), smart-terminal splits, pre-authorized splits, deposits and till payments, including a gift card applied
 * on the till. Splits still ISSUED or PENDING are not payments yet.
 */
export function buildBillPaymentLines(
  bill: Pick<Bill, 'sundayBillSplits' | 'sundaySmartTerminalBillSplits' | 'sundayPreAuthorizedBillSplits' | 'nonSundayBillSplits'>,
): BillPaymentLine[] {
  const lines: BillPaymentLine[] = [];
  for (const split of Object.values(bill.sundayBillSplits)) {
    if (!isSettledSplitStatus(split.status)) continue;
    const paid = paidAmount(split);
    const reward = split.loyaltyReward;
    if (reward && isPositive(reward) && reward.currency === paid.currency && reward.amount <= paid.amount) {
      // A reward burnt through the app: the card paid the rest (2-paying: the loyalty-reward-applied-via-sunday line).
      lines.push({ kind: isSmartTerminalSplit(split) ? 'smart-terminal' : 'sunday', amount: subtract(paid, reward), split });
      lines.push({ kind: 'loyalty-reward-applied-via-sunday', amount: reward, split });
      continue;
    }
    lines.push({ kind: isSmartTerminalSplit(split) ? 'smart-terminal' : 'sunday', amount: paid, split });
  }
  for (const split of bill.sundaySmartTerminalBillSplits) {
    if (isSuccessfulSplitStatus(split.status)) lines.push({ kind: 'smart-terminal', amount: paidAmount(split), split });
  }
  for (const split of bill.sundayPreAuthorizedBillSplits) {
    if (isSuccessfulSplitStatus(split.status)) lines.push({ kind: 'pre-authorized', amount: paidAmount(split), split });
  }
  for (const payment of bill.nonSundayBillSplits) {
    if (!isPositive(payment.amount)) continue;
    lines.push({ kind: payment.type === 'DEPOSIT' ? 'deposit' : 'till', amount: payment.amount });
  }
  return lines;
}
