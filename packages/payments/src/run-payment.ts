import { add, type Money, type Result } from '@tableside/billing-domain';
import type { ExpressCheckoutStep } from './payment-flow.js';
import { expressCheckoutStep } from './payment-flow.js';
import type { EngagementError, PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider.js';

/** The inputs of one payment run: the split is engaged with a new payment id, then the provider runs. */
export interface RunPaymentInput {
  provider: PaymentProvider;
  /** Engages the split (`PATCH …/engage-payment`) with this payment id. */
  engage: (paymentId: string) => Promise<Result<{ billSplitAmount: Money }, EngagementError>>;
  newPaymentId: () => string;
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
  const paymentId = input.newPaymentId();
  const engaged = await input.engage(paymentId);
  if (!engaged.ok) {
    const outcome: PaymentOutcome = { kind: 'engagement-failure', paymentId, error: engaged.error };
    input.onStep?.(expressCheckoutStep(outcome));
    return outcome;
  }
  input.onStep?.('ENGAGED_PAYMENT');
  const tip = input.request.tip;
  const amount = tip ? add(engaged.value.billSplitAmount, tip) : engaged.value.billSplitAmount;
  const outcome = await input.provider.confirm({ ...input.request, amount, paymentId });
  input.onStep?.(expressCheckoutStep(outcome));
  return outcome;
}
