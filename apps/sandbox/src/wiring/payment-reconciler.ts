import { PAYMENT_ENGAGEMENT_LEASE_MS } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import type { BillingService } from '../billing/billing-service.js';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { capturedEntries, refundCharge, releaseVoucher, settleCharge, type LedgerEntry } from '../services/payment-ledger.js';
import type { PaymentFailedEvent, PaymentSucceededEvent } from '../services/services-options.js';

/** What one reconciliation pass did. */
export interface ReconcileReport {
  settled: number;
  refunded: number;
  expired: number;
}

function refusalType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error) || !('body' in error)) return undefined;
  const status = Number(error.statusCode);
  const body = error.body;
  if (status < 400 || status >= 500 || typeof body !== 'object' || body === null || !('type' in body)) return undefined;
  return String(body.type);
}

/**
 * Charging and settling as a recoverable sequence (issue 9 "Crash safety"). The payment simulator writes a ledger
 * row with an intent's success; the split is settled from it in one transaction that also marks the row settled
 * and spends the voucher. `reconcile` settles every row still `captured` (after a crash between the two
 * transactions), or refunds it when the split can no longer take it; `expire` cancels payments left unconfirmed
 * past the engagement lease and releases their splits.
 */
export class PaymentReconciler {
  constructor(
    private readonly db: SandboxDb,
    private readonly billing: BillingService,
    private readonly now: () => number,
    readonly leaseMs: number = PAYMENT_ENGAGEMENT_LEASE_MS,
  ) {}

  /** Settles a succeeded payment's split (the payment simulator's `onPaymentSucceeded`). */
  async settle(event: PaymentSucceededEvent): Promise<void> {
    await this.billing.paymentSucceeded(event, (tx) => settleCharge(tx, event.paymentId, this.now()));
  }

  /** Releases a failed payment's split and the voucher reserved on it (the simulator's `onPaymentFailed`). */
  async release(event: PaymentFailedEvent): Promise<void> {
    // Only a split still engaged with this payment is released, and its voucher with it: a split engaged since with
    // another payment keeps its voucher for that payment.
    await this.billing.releasePayment(event.billId, event.splitId, event.paymentId, (tx) => releaseVoucher(tx, event.billId, event.splitId, this.now()));
  }

  private async settleEntry(entry: LedgerEntry): Promise<'settled' | 'refunded' | 'kept'> {
    const currency = entry.currency;
    try {
      await this.settle({
        paymentId: entry.paymentId,
        billId: entry.billId,
        splitId: entry.splitId,
        amount: { amount: entry.amount, currency },
        paymentMethodKind: 'card',
        status: 'succeeded',
        tip: { amount: entry.tipAmount, currency },
        ...(entry.voucherCode === null ? {} : { voucher: { code: entry.voucherCode, discountAmount: { amount: entry.voucherDiscount, currency } } }),
      });
      return 'settled';
    } catch (error) {
      const type = refusalType(error);
      if (type === undefined) return 'kept';
      const kind =
        type === 'amount-mismatch'
          ? ({ status: 'canceled', reason: 'amount_mismatch' } as const)
          : ({ status: 'canceled', reason: 'split_unavailable' } as const);
      await refundCharge(this.db, entry.paymentId, kind, this.now());
      await this.release({ paymentId: entry.paymentId, billId: entry.billId, splitId: entry.splitId, reason: type });
      return 'refunded';
    }
  }

  /** Settles or refunds every captured charge (of one split when given). */
  async reconcile(split?: { billId: string; splitId: string }): Promise<ReconcileReport> {
    const report: ReconcileReport = { settled: 0, refunded: 0, expired: 0 };
    for (const entry of await capturedEntries(this.db, split)) {
      const outcome = await this.settleEntry(entry);
      if (outcome === 'settled') report.settled += 1;
      if (outcome === 'refunded') report.refunded += 1;
    }
    return report;
  }

  /**
   * Cancels the intents of PENDING splits engaged longer than the lease and not paid (nor in the middle of being
   * paid: `processing`), and releases their splits back to ISSUED.
   */
  async expire(): Promise<number> {
    let expired = 0;
    for (const engagement of await this.billing.lapsedEngagements(this.now() - this.leaseMs)) {
      const cancelled = await this.db.transaction(async (tx) => {
        const [intent] = await rows(tx, sql`SELECT status FROM sandbox_payment_intents WHERE payment_id = ${engagement.paymentId} FOR UPDATE`);
        if (intent && !['requires_payment_method', 'requires_action', 'canceled'].includes(String(intent.status))) return false;
        if (intent) {
          const error = JSON.stringify({ code: 'expired', message: 'The payment was not confirmed in time.' });
          await tx.execute(sql`UPDATE sandbox_payment_intents SET status = 'canceled', cancellation_reason = 'expired', last_payment_error = ${error}::jsonb,
            updated_at = ${this.now()} WHERE payment_id = ${engagement.paymentId} AND status <> 'canceled'`);
        }
        return true;
      });
      if (!cancelled) continue;
      await this.release({ ...engagement, reason: 'expired' });
      expired += 1;
    }
    return expired;
  }

  /** Both passes: what start-up, every engage and the periodic sweep run. */
  async run(split?: { billId: string; splitId: string }): Promise<ReconcileReport> {
    const report = await this.reconcile(split);
    report.expired = await this.expire();
    return report;
  }
}
