import { moneySchema } from '@tableside/billing-domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400, sendError } from './http-errors.js';
import { vouchers } from './schema.js';
import type { ServicesOptions } from './services-options.js';
import { evaluateVoucher } from './vouchers.js';

const params = z.object({ code: z.string().trim().min(1).max(64) });
const body = z.object({
  amount: moneySchema.refine((m) => m.amount >= 0, { message: 'amount must be at least 0' }),
  businessId: z.string().min(1),
});

/** `POST /payment/vouchers/{code}` (2-paying §7): 200 voucher data, or 422 whose `type` and `code` are the failure code, with its data. */
export function registerVoucherRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const now = options.now ?? Date.now;
  scope.post('/payment/vouchers/:code', async (request, reply) => {
    const p = parseOr400(reply, params, request.params, 'params');
    if (!p) return reply;
    const b = parseOr400(reply, body, request.body, 'body');
    if (!b) return reply;
    const code = p.code.toUpperCase();
    const rows = await options.db.select().from(vouchers).where(eq(vouchers.code, code));
    const result = evaluateVoucher(rows[0], b, now());
    if (!result.ok) {
      return sendError(reply, 422, {
        type: result.error.code,
        message: `code: Voucher not applicable (${result.error.code})`,
        code: result.error.code,
        data: result.error.data,
      });
    }
    return reply.send(result.value);
  });
}
