import type { ApiClient } from '@tableside/api-client';
import { countryPolicy, err, isBillPaid, ok, type CheckoutModeInput, type RemainingAmountSplitState, type Result, type Venue } from '@tableside/billing-domain';
import type { StoreApi } from 'zustand/vanilla';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import type { DeviceState } from '../../../lib/identity/device-store.js';
import { issueLeftToPaySplit } from '../../../lib/operations/issue-left-to-pay-split.js';
import type { ExpressSplit } from './express-tip.js';

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
