import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services as contract } from '@tableside/contracts';
import { serve } from '../http/contract-route.js';
import { waiterLinks } from './schema.js';
import type { ServicesOptions } from './services-options.js';
import { predictTips } from './tips-prediction.js';

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
  serve(scope, contract.predictTipsSuggestions, async (request) => predictTips(request.body));

  serve(scope, contract.waiterLinked, async (request, reply) => {
    const params = request.params;
    const rows = await options.db
      .select()
      .from(waiterLinks)
      .where(and(eq(waiterLinks.enrollmentId, params.enrollmentId), eq(waiterLinks.posId, params.posId)));
    return reply.send({ linked: rows[0]?.linked ?? false });
  });
}
