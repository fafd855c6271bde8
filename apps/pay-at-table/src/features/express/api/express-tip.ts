import type { BillSplitResponse } from '@tableside/api-client';
import { zero, type Money, type Venue } from '@tableside/billing-domain';
import { fastCheckoutTip, parseTipsConfiguration } from '@tableside/tips-engine';

// A module of its own: the express checkout loads it (and tips-engine) when the diner pays, not with the bill's first render.

/** The split the express tip is computed on: its amount and tip bases, as the read-back split carries them. */
export type ExpressSplit = Pick<BillSplitResponse, 'billSplitAmount' | 'preTaxTipsBaseAmount' | 'postTaxTipsBaseAmount'>;

/**
 * The express tip: the venue's fastCheckout rate (hundredths of a percent) on the read-back split, through the same
 * base, display and rounding as the tips page (tips-engine's fastCheckoutTip); none when the configuration cannot be read.
 */
export function expressTip(split: ExpressSplit, venue: Pick<Venue, 'countryCode' | 'tipsSuggestion'>): Money {
  const configuration = parseTipsConfiguration(venue.tipsSuggestion.configuration);
  if (!configuration.ok) return zero(split.billSplitAmount.currency);
  return fastCheckoutTip({
    configuration: configuration.value,
    venue,
    split: {
      amount: split.billSplitAmount,
      ...(split.preTaxTipsBaseAmount ? { preTaxTipsBaseAmount: split.preTaxTipsBaseAmount } : {}),
      ...(split.postTaxTipsBaseAmount ? { postTaxTipsBaseAmount: split.postTaxTipsBaseAmount } : {}),
    },
  });
}
