import type { Sandbox } from '../src/server.js';
import { TEST_CARDS } from '../src/services/test-cards.js';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { call, freshBill, newDiner, type Diner } from './helpers.js';

/** What a diner's card payment of a fresh split came to, with its receipt. */
export interface PaidSplit {
  diner: Diner;
  billId: string;
  splitId: string;
  paymentId: string;
  intent: { id: string; clientSecret: string };
  confirmStatus: number;
  intentStatus: string;
  receiptStatus: number;
  receiptType: string | null;
  receiptBytes: Uint8Array;
}

/**
 * The real path of a card payment on a fresh London pub bill: a new diner issues a £5 split, engages it, creates the
 * intent for what the split owes (with the guest token), confirms it with `card`, then downloads the receipt PDF.
 * `payer` pays instead of a new diner.
 */
export async function payFreshSplit(sb: Sandbox, card: string = TEST_CARDS.succeeds, payer?: Diner): Promise<PaidSplit> {
  const diner = payer ?? (await newDiner(sb.url));
  const billId = await freshBill(sb);
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
  if (issued.status !== 201) throw new Error(`issue answered ${issued.status} ${JSON.stringify(issued.body)}`);
  const splitId: string = issued.body.splitId.id;
  const proposed = `payment-${crypto.randomUUID()}`;
  const engaged = await call(
    sb.url,
    'PATCH',
    `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
    { paymentId: proposed, consumer: diner.consumer },
    diner.headers,
  );
  if (engaged.status !== 200) throw new Error(`engage answered ${engaged.status} ${JSON.stringify(engaged.body)}`);
  const paymentId: string = typeof engaged.body?.paymentId === 'string' ? engaged.body.paymentId : proposed;
  const created = await call(
    sb.url,
    'POST',
    '/sandbox-payments/payment-intents',
    { amount: issued.body.billSplitAmount, billId, splitId, paymentId },
    diner.headers,
  );
  if (created.status !== 201) throw new Error(`intent answered ${created.status} ${JSON.stringify(created.body)}`);
  const intent = { id: String(created.body.id), clientSecret: String(created.body.clientSecret) };
  const confirmed = await call(
    sb.url,
    'POST',
    `/sandbox-payments/payment-intents/${intent.id}/confirm`,
    { clientSecret: intent.clientSecret, paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(sb.url, card) } },
    diner.headers,
  );
  const receipt = await fetch(`${sb.url}/receipt/receipts/v2/payments/${paymentId}`, { headers: diner.headers });
  return {
    diner,
    billId,
    splitId,
    paymentId,
    intent,
    confirmStatus: confirmed.status,
    intentStatus: String(confirmed.body?.status),
    receiptStatus: receipt.status,
    receiptType: receipt.headers.get('content-type'),
    receiptBytes: new Uint8Array(await receipt.arrayBuffer()),
  };
}
