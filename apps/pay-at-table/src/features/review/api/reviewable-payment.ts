import { isSuccessfulSplitStatus, splitBelongsToUser } from '@tableside/billing-domain';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';

/**
 * The diner's latest succeeded split of the bill (the post-payment review widget's), if any. The bill document never
 * carries payment ids: the widget reads the split itself (its owner may) for the payment to rate.
 */
export function reviewableSplitId(bill: BillDocument, guestId: string | undefined): string | undefined {
  if (guestId === undefined) return undefined;
  const mine = Object.values(bill.sundayBillSplits).filter(
    (split) => isSuccessfulSplitStatus(split.status) && splitBelongsToUser(split, { deviceId: guestId }),
  );
  return mine.sort((a, b) => (b.issuedAt ?? 0) - (a.issuedAt ?? 0))[0]?.splitId;
}
