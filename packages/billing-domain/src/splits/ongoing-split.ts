import type { Bill } from '../schemas/bill.js';
import type { StoredBillSplit } from '../schemas/bill-split.js';
import { isIssuedSplitStatus, splitBelongsToUser } from './split-status.js';

/**
 * The diner's ongoing split on the bill: one they own that is still ISSUED (no payment reference yet). The new
 * split page "Redirects to an existing ongoing split if one exists" (2-paying §2). `ignoredSplitIds` are splits
 * the diner has just dropped, which a bill document may still list until its next version arrives.
 */
export function findOngoingSplit(
  bill: Pick<Bill, 'sundayBillSplits'>,
  user: { readonly deviceId: string | undefined; readonly userId?: string | undefined },
  ignoredSplitIds: readonly string[] = [],
): StoredBillSplit | undefined {
  return Object.values(bill.sundayBillSplits).find(
    (split) => isIssuedSplitStatus(split.status) && splitBelongsToUser(split, user) && !ignoredSplitIds.includes(split.splitId),
  );
}
