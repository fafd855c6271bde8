import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';

/**
 * The payment ledger (issue 9 "Crash safety"): a `captured` row is written in the same transaction as a split
 * intent's success, and becomes `settled` in the same transaction as the split, or `refunded` when the charge is
 * given back. A row still `captured` after a crash is what the reconciler settles or refunds.
 */
export type LedgerStatus = 'captured' | 'settled' | 'refunded';

/** A captured charge, as the reconciler reads it. */
export interface LedgerEntry {
  paymentId: string;
  intentId: string;
  billId: string;
  splitId: string;
  amount: number;
  currency: string;
  tipAmount: number;
  voucherCode: string | null;
  voucherDiscount: number;
  status: LedgerStatus;
}

function toEntry(row: Record<string, unknown>): LedgerEntry {
  const status = String(row.status);
  return {
    paymentId: String(row.payment_id),
    intentId: String(row.intent_id),
    billId: String(row.bill_id),
    splitId: String(row.split_id),
    amount: Number(row.amount),
    currency: String(row.currency),
    tipAmount: Number(row.tip_amount),
    voucherCode: row.voucher_code === null || row.voucher_code === undefined ? null : String(row.voucher_code),
    voucherDiscount: Number(row.voucher_discount),
    status: status === 'settled' || status === 'refunded' ? status : 'captured',
  };
}

/** Records a captured charge (inside the intent's transaction); a second call for the same payment changes nothing. */
export async function recordCapture(tx: Executor, entry: Omit<LedgerEntry, 'status'>, now: number): Promise<void> {
  await tx.execute(sql`INSERT INTO sandbox_payment_ledger
    (payment_id, intent_id, bill_id, split_id, amount, currency, tip_amount, voucher_code, voucher_discount, status, created_at, updated_at)
    VALUES (${entry.paymentId}, ${entry.intentId}, ${entry.billId}, ${entry.splitId}, ${entry.amount}, ${entry.currency}, ${entry.tipAmount},
      ${entry.voucherCode}, ${entry.voucherDiscount}, 'captured', ${now}, ${now})
    ON CONFLICT (payment_id) DO NOTHING`);
}

/** The ledger row of a payment. */
export async function ledgerEntry(executor: Executor, paymentId: string): Promise<LedgerEntry | undefined> {
  const [row] = await rows(executor, sql`SELECT * FROM sandbox_payment_ledger WHERE payment_id = ${paymentId}`);
  return row ? toEntry(row) : undefined;
}

/** Charges captured but neither settled nor refunded yet (optionally of one split). */
export async function capturedEntries(executor: Executor, split?: { billId: string; splitId: string }): Promise<LedgerEntry[]> {
  const found = split
    ? await rows(
        executor,
        sql`SELECT * FROM sandbox_payment_ledger WHERE status = 'captured' AND bill_id = ${split.billId} AND split_id = ${split.splitId} ORDER BY created_at`,
      )
    : await rows(executor, sql`SELECT * FROM sandbox_payment_ledger WHERE status = 'captured' ORDER BY created_at`);
  return found.map(toEntry);
}

/** The charges of a split that are captured or settled (a split never has more than one). */
export async function chargesOfSplit(executor: Executor, billId: string, splitId: string): Promise<LedgerEntry[]> {
  const found = await rows(
    executor,
    sql`SELECT * FROM sandbox_payment_ledger WHERE bill_id = ${billId} AND split_id = ${splitId} AND status IN ('captured', 'settled')`,
  );
  return found.map(toEntry);
}

/**
 * Settles a captured charge inside the split's transaction: the ledger row becomes `settled` and the voucher
 * reserved on the split is spent (its `used_count` goes up once). Answers false when the voucher the charge took
 * off is no longer reserved on the split (the charge must then not settle it).
 */
export async function settleCharge(tx: Executor, paymentId: string, now: number): Promise<boolean> {
  const entry = await ledgerEntry(tx, paymentId);
  if (!entry) return true;
  if (entry.voucherCode !== null) {
    const spent = await spendVoucher(tx, entry.billId, entry.splitId, entry.voucherCode, now);
    if (!spent) return false;
  }
  await tx.execute(sql`UPDATE sandbox_payment_ledger SET status = 'settled', updated_at = ${now} WHERE payment_id = ${paymentId} AND status = 'captured'`);
  return true;
}

/** Spends the voucher reserved on a split (idempotent: true when it is spent now or already was). */
export async function spendVoucher(tx: Executor, billId: string, splitId: string, code: string, now: number): Promise<boolean> {
  const spent = await rows(
    tx,
    sql`UPDATE sandbox_voucher_redemptions SET status = 'spent', updated_at = ${now}
      WHERE bill_id = ${billId} AND split_id = ${splitId} AND code = ${code} AND status = 'reserved' RETURNING code`,
  );
  if (spent.length > 0) {
    await tx.execute(sql`UPDATE sandbox_vouchers SET used_count = used_count + 1 WHERE code = ${code}`);
    return true;
  }
  const [already] = await rows(
    tx,
    sql`SELECT 1 AS one FROM sandbox_voucher_redemptions WHERE bill_id = ${billId} AND split_id = ${splitId} AND code = ${code} AND status = 'spent'`,
  );
  return already !== undefined;
}

/** Releases the voucher reserved on a split (its payment failed or the split went away). */
export async function releaseVoucher(executor: Executor, billId: string, splitId: string, now: number): Promise<void> {
  await executor.execute(sql`UPDATE sandbox_voucher_redemptions SET status = 'released', updated_at = ${now}
    WHERE bill_id = ${billId} AND split_id = ${splitId} AND status = 'reserved'`);
}

/** How a charge is given back: `amount_mismatch` cancels the intent, anything else leaves it payable again. */
export type RefundKind = { status: 'canceled'; reason: string } | { status: 'requires_payment_method'; message: string };

/**
 * Gives a captured charge back in one transaction: the intent's captured amount returns to 0 (cancelled with the
 * reason, or back to requires_payment_method with a processing error) and the ledger row is `refunded`. Answers false
 * when the charge was already settled or refunded.
 */
export async function refundCharge(db: SandboxDb, paymentId: string, kind: RefundKind, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [intent] = await rows(tx, sql`SELECT id, bill_id, split_id FROM sandbox_payment_intents WHERE payment_id = ${paymentId} FOR UPDATE`);
    const entry = await ledgerEntry(tx, paymentId);
    if (entry && entry.status !== 'captured') return false;
    if (intent) {
      if (kind.status === 'canceled') {
        const error = JSON.stringify({ code: kind.reason, message: `The payment was refunded: ${kind.reason.replace(/_/g, ' ')}.` });
        await tx.execute(sql`UPDATE sandbox_payment_intents SET status = 'canceled', cancellation_reason = ${kind.reason}, amount_captured = 0,
          last_payment_error = ${error}::jsonb, updated_at = ${now} WHERE payment_id = ${paymentId}`);
      } else {
        const error = JSON.stringify({ code: 'processing_error', message: kind.message });
        await tx.execute(sql`UPDATE sandbox_payment_intents SET status = 'requires_payment_method', amount_captured = 0,
          last_payment_error = ${error}::jsonb, updated_at = ${now} WHERE payment_id = ${paymentId}`);
      }
    }
    const reason = kind.status === 'canceled' ? kind.reason : kind.message;
    if (entry)
      await tx.execute(sql`UPDATE sandbox_payment_ledger SET status = 'refunded', reason = ${reason}, updated_at = ${now} WHERE payment_id = ${paymentId}`);
    // The split's voucher is released with the split (onPaymentFailed), only if the split is still engaged with this
    // payment: a split engaged since with another payment keeps it for that payment.
    return true;
  });
}
