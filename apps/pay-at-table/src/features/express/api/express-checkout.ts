import type { ApiClient, BillSplitResponse } from '@tableside/api-client';
import {
  countryPolicy,
  err,
  isBillPaid,
  ok,
  zero,
  type CheckoutModeInput,
  type Money,
  type RemainingAmountSplitState,
  type Result,
  type Venue,
} from '@tableside/billing-domain';
import { fastCheckoutTip, parseTipsConfiguration } from '@tableside/tips-engine';
import type { StoreApi } from 'zustand/vanilla';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import type { DeviceState } from '../../../lib/identity/device-store.js';
import { issueLeftToPaySplit } from '../../../lib/operations/issue-left-to-pay-split.js';

/**
 * The facts of billing-domain's decideCheckoutMode (1-core §4 "Checkout mode"): fast checkout enabled, the bill
 * neither fully paid nor closed, the feature available (the venue's country offers express checkout, "Express checkout (US)" of
 * 2-paying §4, and the bill page allows payment), and the remaining-amount split's state.
 */
export function checkoutModeInput(
  bill: Pick<BillDocument, 'closed' | 'totalBillAmount' | 'leftToPay'>,
  venue: Pick<Venue, 'countryCode' | 'tipsSuggestion'>,
  paymentAllowed: boolean,
  remainingAmountSplit: RemainingAmountSplitState | undefined,
): CheckoutModeInput {
  return {
    fastCheckoutEnabled: venue.tipsSuggestion.configuration.fastCheckout.enabled,
    billFullyPaid: isBillPaid(bill),
    billClosed: bill.closed,
    featureAvailable: countryPolicy(venue.countryCode).expressCheckout && paymentAllowed,
    remainingAmountSplit,
  };
}

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

/** The fastCheckout rate (hundredths of a percent), which the bill page names before the split exists. */
export function expressTipRate(venue: Pick<Venue, 'tipsSuggestion'>): number {
  return venue.tipsSuggestion.configuration.fastCheckout.tipsRate ?? 0;
}

export type ExpressCheckoutError = { readonly code: 'issue-failed' } | { readonly code: 'read-back-failed' };

/**
 * "a remaining-amount split could be issued and read back" (1-core §4): issues the left-to-pay split, then reads it
 * back with GET /billing/bills/{billId}/splits/{splitId}. Any failure is an error the caller turns into SPLIT.
 */
export async function issueAndReadBackRemainingSplit(
  services: { api: ApiClient; device: StoreApi<DeviceState> },
  billId: string,
): Promise<Result<{ splitId: string; split: ExpressSplit }, ExpressCheckoutError>> {
  const issued = await issueLeftToPaySplit(services, billId);
  if (!issued.ok) return err({ code: 'issue-failed' });
  const read = await services.api.billing.getSplit(billId, issued.value.splitId);
  if (!read.ok) return err({ code: 'read-back-failed' });
  return ok({ splitId: issued.value.splitId, split: read.value });
}
