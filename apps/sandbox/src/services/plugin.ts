import type { FastifyInstance } from 'fastify';
import { installErrorHandler } from './http-errors.js';
import { registerTipsAndWaiterRoutes, WAITER_LINK_SEED } from './misc-routes.js';
import { outboxMigrations, registerOutboxRoutes } from './outbox.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerReceiptRoutes } from './receipt-routes.js';
import { servicesDdl, vouchers, waiterLinks } from './schema.js';
import type { ServicesOptions } from './services-options.js';
import { registerVoucherRoutes } from './voucher-routes.js';
import { VOUCHER_SEED } from './vouchers.js';

export type { PaymentContext, PaymentSucceededEvent, ServicesOptions } from './services-options.js';
export { TEST_CARDS } from './test-cards.js';
export { VOUCHER_CODES, VOUCHER_SEED } from './vouchers.js';
export { WAITER_LINK_SEED } from './misc-routes.js';
export { writeToOutbox, type OutboxMessage } from './outbox.js';

/** SQL run at start-up (idempotent) to create the services' tables. */
export const servicesMigrations: readonly string[] = [...servicesDdl, ...outboxMigrations];

function parseUrlEncoded(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Registers the services' routes in their own encapsulated scope (form bodies for the 3-D Secure page, the
 * services' 4xx shape) and seeds vouchers and waiter links unless `seed` is false.
 */
export async function servicesPlugin(app: FastifyInstance, options: ServicesOptions): Promise<void> {
  if (options.seed !== false) {
    await options.db
      .insert(vouchers)
      .values([...VOUCHER_SEED])
      .onConflictDoNothing();
    await options.db
      .insert(waiterLinks)
      .values([...WAITER_LINK_SEED])
      .onConflictDoNothing();
  }
  await app.register(async (scope) => {
    installErrorHandler(scope);
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
    });
    registerPaymentRoutes(scope, options);
    registerVoucherRoutes(scope, options);
    registerReceiptRoutes(scope, options);
    registerOutboxRoutes(scope, options);
    registerTipsAndWaiterRoutes(scope, options);
  });
}
