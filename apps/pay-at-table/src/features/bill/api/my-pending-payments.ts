import { isPendingSplitStatus, splitBelongsToUser, sum, type Money } from '@tableside/billing-domain';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';

/** The diner's payments still in progress on a bill. */
export interface PendingPayments {
  readonly count: number;
  readonly total: Money;
}

/**
 * "A pending banner shows the count and total of the user's unpaid ongoing payments" (2-paying §4): the diner's
 * splits whose status is PENDING (a payment in progress).
 */
export function myPendingPayments(bill: Pick<BillDocument, 'sundayBillSplits' | 'leftToPay'>, guestId: string | undefined): PendingPayments {
  const pending = Object.values(bill.sundayBillSplits).filter(
    (split) => isPendingSplitStatus(split.status) && splitBelongsToUser(split, { deviceId: guestId }),
  );
  return {
    count: pending.length,
    total: sum(
      pending.map((split) => split.billSplitAmount),
      bill.leftToPay.currency,
    ),
  };
}
