import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from './http-errors.js';
import { waiterLinks } from './schema.js';
import type { ServicesOptions } from './services-options.js';
import { predictTips, tipsPredictionRequestSchema } from './tips-prediction.js';

const waiterParams = z.object({ enrollmentId: z.string().min(1).max(200), posId: z.string().min(1).max(200) });

/** Waiter links seeded in the sandbox: the seed venues' (enrollment, POS staff id) pairs and whether an account is linked. */
export const WAITER_LINK_SEED: readonly { enrollmentId: string; posId: string; linked: boolean }[] = [
  { enrollmentId: 'enrollment-paris-bistro', posId: 'fr-1', linked: true },
  { enrollmentId: 'enrollment-paris-bistro', posId: 'fr-2', linked: false },
  { enrollmentId: 'enrollment-london-pub', posId: 'gb-1', linked: true },
  { enrollmentId: 'enrollment-london-pub', posId: 'gb-2', linked: false },
  { enrollmentId: 'enrollment-new-york-diner', posId: 'us-1', linked: true },
  { enrollmentId: 'enrollment-new-york-diner', posId: 'us-2', linked: false },
];

/** Tips prediction (2-paying §7) and the waiter link check (2-paying §4 "account linked to the waiter"). */
export function registerTipsAndWaiterRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  scope.post('/tips-suggestion/predict-tips-suggestions', async (request, reply) => {
    const body = parseOr400(reply, tipsPredictionRequestSchema, request.body, 'body');
    if (!body) return reply;
    return reply.send(predictTips(body));
  });

  scope.get('/waiter-app-backend/enrollments/:enrollmentId/waiter-name/:posId/linked', async (request, reply) => {
    const params = parseOr400(reply, waiterParams, request.params, 'params');
    if (!params) return reply;
    const rows = await options.db
      .select()
      .from(waiterLinks)
      .where(and(eq(waiterLinks.enrollmentId, params.enrollmentId), eq(waiterLinks.posId, params.posId)));
    return reply.send({ linked: rows[0]?.linked ?? false });
  });
}
