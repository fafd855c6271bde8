import { isPositive, type Money } from '../money/money.js';
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
 * (sunday), smart-terminal splits, pre-authorized splits, deposits and till payments, including a gift card applied
 * on the till. Splits still ISSUED or PENDING are not payments yet.
 */
export function buildBillPaymentLines(
  bill: Pick<Bill, 'sundayBillSplits' | 'sundaySmartTerminalBillSplits' | 'sundayPreAuthorizedBillSplits' | 'nonSundayBillSplits'>,
): BillPaymentLine[] {
  const lines: BillPaymentLine[] = [];
  for (const split of Object.values(bill.sundayBillSplits)) {
    if (!isSettledSplitStatus(split.status)) continue;
    lines.push({ kind: isSmartTerminalSplit(split) ? 'smart-terminal' : 'sunday', amount: paidAmount(split), split });
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
