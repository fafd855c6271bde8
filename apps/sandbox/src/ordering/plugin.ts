import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { installOrderingErrorHandler } from './http-reply.js';
import { registerMenuRoutes } from './menu-routes.js';
import type { OrderingContext } from './ordering-context.js';
import type { OrderingOptions } from './ordering-options.js';
import { OrderingStore } from './ordering-store.js';
import { OrderStatusService, registerOrderRoutes } from './order-routes.js';
import { defaultSeedVenues, seedMenus } from './seed-menus.js';
import { registerTabRoutes } from './tab-routes.js';

export { orderingMigrations } from './ordering-migrations.js';
export type { OrderBillItem, OrderingOptions, OrderingSeedVenues, PaymentIntentView, TableDeviceInput } from './ordering-options.js';
export { ORDER_STATUS_FLOW } from './order-status-flow.js';
export { orderingSeedIds, seedMenus } from './seed-menus.js';

/**
 * Registers the menu service, ordering and tab routes in their own scope (their 4xx shape) and, unless `seed` is
 * false, seeds the menus and the extra venues when the ordering tables are empty. Needs `orderingMigrations` run.
 */
export async function orderingPlugin(app: FastifyInstance, options: OrderingOptions): Promise<void> {
  const store = new OrderingStore(options.db);
  const context: OrderingContext = {
    store,
    options,
    now: options.now ?? (() => Date.now()),
    randomId: options.randomId ?? (() => randomUUID()),
  };
  if (options.seed !== false && (await store.countBusinesses()) === 0) {
    await seedMenus({ store, options, venues: options.venues ?? defaultSeedVenues, now: context.now() });
  }
  const statuses = new OrderStatusService(context);
  await app.register(async (scope) => {
    installOrderingErrorHandler(scope);
    scope.addHook('onClose', async () => statuses.stop());
    registerMenuRoutes(scope, context);
    registerOrderRoutes(scope, context, statuses);
    registerTabRoutes(scope, context);
  });
}
