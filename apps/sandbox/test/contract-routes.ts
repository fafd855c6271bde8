import { account, billing, loyalty, ordering, receipts, services, terminal, type RouteContract } from '@tableside/contracts';

/** Every route the sandbox serves from @tableside/contracts, area by area. */
export const contractRoutes: readonly RouteContract[] = [
  ...Object.values(billing.billingRoutes),
  ...Object.values(ordering.orderingRoutes),
  ...Object.values(services.servicesRoutes),
  ...Object.values(receipts.receiptsRoutes),
  ...Object.values(account.accountRoutes),
  ...Object.values(loyalty.loyaltyRoutes),
  ...Object.values(terminal.terminalRoutes),
];
