import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { call, type Answer, type Diner } from './helpers.js';

/** Test cards of the payment simulator (Stripe's numbers). */
export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requires3ds: '4000002760003184',
} as const;

/** A test card tokenized on the sandbox's card origin, as its card page does: the app confirms with the id only. */
export const card = async (base: string, number: string) => ({ type: 'card', paymentMethodId: await tokenizeTestCard(base, number) });

/** Engages a split and lets the server pick the payment id (answered in `body.paymentId`). */
export function engage(base: string, diner: Diner, billId: string, splitId: string, paymentId?: string): Promise<Answer> {
  return call(
    base,
    'PATCH',
    `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
    { consumer: diner.consumer, ...(paymentId ? { paymentId } : {}) },
    diner.headers,
  );
}

/** Creates the split's payment intent with the diner's token; the server computes the amount. */
export function createIntent(
  base: string,
  diner: Diner,
  body: { billId: string; splitId: string; paymentId: string; tip?: unknown; amount?: unknown },
): Promise<Answer> {
  return call(base, 'POST', '/sandbox-payments/payment-intents', { captureMethod: 'automatic', ...body }, diner.headers);
}

export async function confirm(base: string, diner: Diner, intent: { id: string; clientSecret: string }, number: string = CARDS.succeeds): Promise<Answer> {
  return call(
    base,
    'POST',
    `/sandbox-payments/payment-intents/${intent.id}/confirm`,
    { clientSecret: intent.clientSecret, paymentMethod: await card(base, number) },
    diner.headers,
  );
}

/** Applies a voucher to a split with the diner's token. */
export function applyVoucher(base: string, diner: Diner, code: string, billId: string, splitId: string): Promise<Answer> {
  return call(base, 'POST', `/payment/vouchers/${code}`, { billId, splitId }, diner.headers);
}

/** Engage, create and confirm: the whole payment of a split. */
export async function payInFull(
  base: string,
  diner: Diner,
  billId: string,
  splitId: string,
  options: { tip?: unknown; number?: string } = {},
): Promise<{ engaged: Answer; created: Answer; confirmed: Answer | undefined }> {
  const engaged = await engage(base, diner, billId, splitId);
  if (engaged.status !== 200) return { engaged, created: engaged, confirmed: undefined };
  const created = await createIntent(base, diner, { billId, splitId, paymentId: engaged.body.paymentId, ...(options.tip ? { tip: options.tip } : {}) });
  if (created.status !== 201) return { engaged, created, confirmed: undefined };
  const confirmed = await confirm(base, diner, created.body, options.number);
  return { engaged, created, confirmed };
}
