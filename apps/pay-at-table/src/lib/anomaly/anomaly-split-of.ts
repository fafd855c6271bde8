import type { BillSplitResponse } from '@tableside/api-client';
import { exhaustiveSwitchError, type SplitType } from '@tableside/billing-domain';
import type { AnomalySplit } from '@tableside/split-anomalies';

function splitTypeOf(split: BillSplitResponse): SplitType {
  switch (split.splitType) {
    case 'BY_ITEMS':
      return split.subOrderId === undefined ? 'ITEMS' : 'CHECK_SEAT';
    case 'BY_SHARE':
      return 'SHARE';
    case 'BY_AMOUNT':
    case 'OTHER':
      return 'AMOUNT';
    default:
      return exhaustiveSwitchError(split.splitType);
  }
}

/**
 * The issued split as split-anomalies reads it (2-paying §3 "Bill split"): its id, type, amount, consumer and
 * the modality's selection or shares.
 */
export function anomalySplitOf(split: BillSplitResponse): AnomalySplit {
  const modality = split.modality;
  return {
    id: split.splitId,
    type: splitTypeOf(split),
    amount: split.billSplitAmount,
    ...(split.consumer ? { consumer: split.consumer } : {}),
    ...(modality && 'items' in modality ? { splitItemsSelection: modality.items } : {}),
    ...(modality && 'numberOfShares' in modality
      ? { numberOfShares: modality.numberOfShares, numberOfGuests: modality.numberOfGuests, baseAmount: modality.baseAmount }
      : {}),
  };
}
