import { services as contract } from '@tableside/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import { sendError } from './http-errors.js';
import { voucherRedemptions, vouchers } from './schema.js';
import type { ServicesOptions, SplitDebt } from './services-options.js';
import { evaluateVoucher, type VoucherResult } from './vouchers.js';

function failure(reply: FastifyReply, result: Extract<VoucherResult, { ok: false }>): FastifyReply {
  return sendError(reply, 422, {
    type: result.error.code,
    message: `params.code: Voucher not applicable (${result.error.code})`,
    field: 'params.code',
    code: result.error.code,
    data: result.error.data,
  });
}

/**
 * `POST /payment/vouchers/{code}` (2-paying §7): 200 voucher data, or 422 whose `type` and `code` are the failure
 * code, with its data. With `billId` and `splitId` the voucher is applied to the split: reserved on it (one voucher
 * per split), `maxUse` counted under the voucher row's lock (spent and reserved uses), spent when the split settles.
 */
export function registerVoucherRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const { db } = options;
  const now = options.now ?? Date.now;

  function requireGuestOf(request: FastifyRequest): string {
    const header = request.headers[GUEST_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const guestId = token && token.length <= 1000 ? verifyGuestToken(token, options.guestSecret) : undefined;
    if (!guestId)
      throw new HttpError(401, {
        type: 'invalid-guest-token',
        message: `header ${GUEST_TOKEN_HEADER} is missing or invalid`,
        field: `header.${GUEST_TOKEN_HEADER}`,
      });
    return guestId;
  }

  /** Reserved uses whose split went away (cancelled, released) no longer count. */
  async function releaseStale(code: string): Promise<void> {
    if (!options.getSplitDebt) return;
    const reserved = await db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.code, code), eq(voucherRedemptions.status, 'reserved')));
    for (const row of reserved) {
      const debt = await options.getSplitDebt(row.billId, row.splitId);
      if (debt && (debt.status === 'ISSUED' || debt.status === 'PENDING')) continue;
      await db
        .update(voucherRedemptions)
        .set({ status: 'released', updatedAt: now() })
        .where(and(eq(voucherRedemptions.id, row.id), eq(voucherRedemptions.status, 'reserved')));
    }
  }

  async function applyToSplit(code: string, guestId: string, debt: SplitDebt): Promise<VoucherResult> {
    await releaseStale(code);
    return db.transaction(async (tx) => {
      // The voucher row's lock serialises every application of this code: maxUse is counted under it.
      const locked = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
      const voucher = locked[0];
      const mine = (
        await tx
          .select()
          .from(voucherRedemptions)
          .where(and(eq(voucherRedemptions.billId, debt.billId), eq(voucherRedemptions.splitId, debt.splitId), eq(voucherRedemptions.status, 'reserved')))
      )[0];
      if (mine && mine.code === code && voucher) {
        return evaluateVoucher({ ...voucher, usedCount: 0, maxUse: null }, { amount: debt.billSplitAmount, businessId: debt.businessId ?? '' }, now());
      }
      if (debt.status !== 'ISSUED') {
        throw new HttpError(409, {
          type: 'split-not-editable',
          message: `body.splitId: split ${debt.splitId} is ${debt.status}; its voucher can no longer change`,
          field: 'body.splitId',
        });
      }
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.code, code), eq(voucherRedemptions.status, 'reserved')));
      const reservedByOthers = Number(counted?.n ?? 0) - (mine?.code === code ? 1 : 0);
      const result = evaluateVoucher(
        voucher ? { ...voucher, usedCount: voucher.usedCount + reservedByOthers } : undefined,
        { amount: debt.billSplitAmount, businessId: debt.businessId ?? '' },
        now(),
      );
      if (!result.ok) return result;
      if (mine) {
        await tx.update(voucherRedemptions).set({ status: 'released', updatedAt: now() }).where(eq(voucherRedemptions.id, mine.id));
      }
      await tx.insert(voucherRedemptions).values({
        code,
        billId: debt.billId,
        splitId: debt.splitId,
        guestId,
        discountAmount: result.value.discountAmount.amount,
        currency: result.value.discountAmount.currency,
        status: 'reserved',
        createdAt: now(),
        updatedAt: now(),
      });
      return result;
    });
  }

  serve(scope, contract.applyVoucher, async (request, reply) => {
    const p = request.params;
    const b = request.body;
    const code = p.code.toUpperCase();
    if (b.billId !== undefined && b.splitId !== undefined) {
      const guestId = requireGuestOf(request);
      const debt = options.getSplitDebt ? await options.getSplitDebt(b.billId, b.splitId) : undefined;
      if (!debt)
        throw new HttpError(404, {
          type: 'bill-split-not-found',
          message: `body.splitId: ${b.splitId} is not a split of bill ${b.billId}`,
          field: 'body.splitId',
        });
      if (debt.consumerGuestId !== guestId) {
        throw new HttpError(403, {
          type: 'not-split-owner',
          message: `header ${GUEST_TOKEN_HEADER}: split ${b.splitId} belongs to another diner`,
          field: `header.${GUEST_TOKEN_HEADER}`,
        });
      }
      const applied = await applyToSplit(code, guestId, debt);
      if (!applied.ok) return failure(reply, applied);
      return reply.send({ ...applied.value, billId: debt.billId, splitId: debt.splitId, status: 'reserved' });
    }
    if (b.amount === undefined || b.businessId === undefined) throw new Error('The voucher body was checked');
    const rows = await db.select().from(vouchers).where(eq(vouchers.code, code));
    const result = evaluateVoucher(rows[0], { amount: b.amount, businessId: b.businessId }, now());
    if (!result.ok) return failure(reply, result);
    return reply.send(result.value);
  });
}
