import type { ApiClient } from '@tableside/api-client';
import { add, err, maximum, minimum, ok, subtract, zero, type Money } from '@tableside/billing-domain';
import { runPayment, type PaymentMethodInput, type PaymentOutcome, type PaymentProvider } from '@tableside/payments';

export interface PaySplitInput {
  readonly api: ApiClient;
  readonly provider: PaymentProvider;
  /** Proposes a payment id; by default the server generates it at engagement. */
  readonly newPaymentId?: () => string;
  readonly venueId: string;
  readonly billId: string;
  readonly splitId: string;
  readonly guestId: string;
  readonly tip: Money | undefined;
  /** The applied voucher's discount, taken off what the card pays. */
  readonly voucherDiscount?: Money | undefined;
  /** The loyalty reward applied on the split, taken off what the card pays (the server does the same). */
  readonly loyaltyReward?: Money | undefined;
  /** The applied voucher, (re)applied to the split before it is engaged so the server takes it off the charge. */
  readonly voucher?: { readonly code: string; readonly businessId: string; readonly baseAmount: Money } | undefined;
  /** The digital (user) fee of the split, added to what the card pays. */
  readonly digitalFee?: Money | undefined;
  /** The card details, or the meal voucher network the diner pays with. */
  readonly paymentMethod: PaymentMethodInput;
  /** Absolute URL the 3-D Secure page returns to. */
  readonly returnUrl: string;
}

/** What the card pays for the split: its engaged amount plus its fee, less the voucher, never below 0. */
function cardAmount(
  engaged: Money,
  { voucherDiscount, digitalFee, loyaltyReward }: Pick<PaySplitInput, 'voucherDiscount' | 'digitalFee' | 'loyaltyReward'>,
): Money {
  const withFee = digitalFee ? add(engaged, digitalFee) : engaged;
  const afterVoucher = maximum(voucherDiscount ? subtract(withFee, voucherDiscount) : withFee, zero(engaged.currency));
  if (!loyaltyReward || loyaltyReward.currency !== engaged.currency) return afterVoucher;
  // The reward pays at most what the voucher left of the split amount, never the fee.
  const rewardPaid = minimum(loyaltyReward, maximum(voucherDiscount ? subtract(engaged, voucherDiscount) : engaged, zero(engaged.currency)));
  return maximum(subtract(afterVoucher, rewardPaid), zero(engaged.currency));
}

/**
 * "The split is engaged with a new payment id, then the payment provider runs" (2-paying §4): engages through
 * `PATCH …/engage-payment` and hands the card to the provider; the outcome says where the diner goes next.
 */
export async function paySplit(input: PaySplitInput): Promise<PaymentOutcome> {
  const { api, billId, splitId, guestId } = input;
  if (input.voucher) {
    // The voucher is recorded on the split (a failed payment released it): the server computes the charge with it.
    const { code, businessId, baseAmount } = input.voucher;
    const applied = await api.vouchers.evaluateVoucher({ code, amount: baseAmount, businessId, billId, splitId });
    if (!applied.ok) return { kind: 'initiation-failure', paymentId: '', code: applied.error.code, message: applied.error.message };
  }
  return runPayment({
    provider: input.provider,
    ...(input.newPaymentId ? { newPaymentId: input.newPaymentId } : {}),
    engage: async (paymentId) => {
      const engaged = await api.billing.engagePayment({ billId, splitId, ...(paymentId === undefined ? {} : { paymentId }), consumer: { guestId } });
      if (engaged.ok) {
        const { paymentId: engagedId, settled } = engaged.value;
        return ok({ billSplitAmount: cardAmount(engaged.value.billSplitAmount, input), settled, ...(engagedId === undefined ? {} : { paymentId: engagedId }) });
      }
      const error = engaged.error;
      if (error.code === 'BILLING_INFRASTRUCTURE_FAILURE') return err({ code: error.type });
      return err({
        code: error.type,
        ...(error.previousBillSplitAmount ? { previousBillSplitAmount: error.previousBillSplitAmount } : {}),
        ...(error.newBillSplitAmount ? { newBillSplitAmount: error.newBillSplitAmount } : {}),
      });
    },
    request: {
      billId,
      splitId,
      paymentMethod: input.paymentMethod,
      returnUrl: input.returnUrl,
      venueId: input.venueId,
      ...(input.tip && input.tip.amount > 0 ? { tip: input.tip } : {}),
    },
  });
}
