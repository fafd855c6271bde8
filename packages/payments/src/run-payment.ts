import { add, type Money, type Result } from '@tableside/billing-domain';
import type { ExpressCheckoutStep } from './payment-flow.js';
import { expressCheckoutStep } from './payment-flow.js';
import type { EngagementError, PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider.js';

/** The inputs of one payment run: the split is engaged with a new payment id, then the provider runs. */
export interface RunPaymentInput {
  provider: PaymentProvider;
  /**
   * Engages the split (`PATCH …/engage-payment`), with this payment id or, when none is proposed, the one the server
   * generates (answered as `paymentId`). `settled` says the split is already paid (a retry after a crash).
   */
  engage: (paymentId: string | undefined) => Promise<Result<{ billSplitAmount: Money; paymentId?: string; settled?: boolean }, EngagementError>>;
  /** Proposes the payment id; without it the server generates one. */
  newPaymentId?: () => string;
  /** The payment without its id and amount: the amount is the engaged split amount plus the tip. */
  request: Omit<PaymentRequest, 'paymentId' | 'amount'>;
  /** Reports express checkout steps as they happen (analytics). */
  onStep?: (step: ExpressCheckoutStep) => void;
}

/**
 * "The split is engaged with a new payment id, then the payment provider runs" (2-paying §4). An engagement
 * failure stops the run; the provider is charged the amount the billing service engaged.
 */
export async function runPayment(input: RunPaymentInput): Promise<PaymentOutcome> {
  const proposed = input.newPaymentId?.();
  const engaged = await input.engage(proposed);
  if (!engaged.ok) {
    const outcome: PaymentOutcome = { kind: 'engagement-failure', paymentId: proposed ?? '', error: engaged.error };
    input.onStep?.(expressCheckoutStep(outcome));
    return outcome;
  }
  const paymentId = engaged.value.paymentId ?? proposed;
  if (paymentId === undefined) throw new Error('The engagement answered no payment id');
  input.onStep?.('ENGAGED_PAYMENT');
  if (engaged.value.settled === true) {
    // The split was already paid (its charge was captured before a crash): the diner lands on the success page.
    const outcome: PaymentOutcome = { kind: 'succeeded', paymentId, intentId: paymentId, captured: true };
    input.onStep?.(expressCheckoutStep(outcome));
    return outcome;
  }
  const tip = input.request.tip;
  const amount = tip ? add(engaged.value.billSplitAmount, tip) : engaged.value.billSplitAmount;
  const outcome = await input.provider.confirm({ ...input.request, amount, paymentId });
  input.onStep?.(expressCheckoutStep(outcome));
  return outcome;
}
