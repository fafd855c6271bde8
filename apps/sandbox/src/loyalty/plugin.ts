import type { FastifyInstance } from 'fastify';
import type { AccountAuth, AccountStore } from '../account/plugin.js';
import type { SandboxDb } from '../db/types.js';
import { sendErrorAnswer } from '../http/error-handler.js';
import { seedGuestApps as guestApps, seedGuestDataCollections as collections, seedLoyaltyBusinesses } from '../seed/seed-loyalty.js';
import { CallerAuth } from './caller.js';
import { registerConsentRoutes, seedGuestDataCollections } from './consent-routes.js';
import { registerGuestAppRoutes, seedGuestApps } from './guest-app-routes.js';
import { registerLoyaltyRoutes } from './loyalty-routes.js';
import { LoyaltyStore, type LoyaltySplit } from './loyalty-store.js';

export { loyaltyMigrations } from './loyalty-migrations.js';
export { LoyaltyStore } from './loyalty-store.js';

/** What the loyalty, guest-app and consent routes need from the sandbox. */
export interface LoyaltyOptions {
  /** The wallets and burnt rewards, shared with the payment routes (an applied reward lowers the charge). */
  store?: LoyaltyStore;
  db: SandboxDb;
  now: () => number;
  /** Checks guest tokens. */
  secret: string;
  /** The account area's bearer checks and accounts (phone numbers, linked devices). */
  auth: AccountAuth;
  accounts: AccountStore;
  /** The split of a bill (billing's `splitDebt`), or undefined. */
  split: (billId: string, splitId: string) => Promise<LoyaltySplit | undefined>;
  businessOfVenue: (venueId: string) => Promise<string | undefined>;
  /** Seeds the programmes, the guest app and the guest data collections (default true). */
  seed: boolean;
}

/**
 * Registers the loyalty-dispatcher simulator, the guest-app user calls and the consent manager (3 §7) in their own
 * scope. Needs `loyaltyMigrations` run after the accounts'.
 */
export async function loyaltyPlugin(app: FastifyInstance, options: LoyaltyOptions): Promise<{ store: LoyaltyStore }> {
  const store = options.store ?? new LoyaltyStore(options.db, options.now);
  if (options.seed) {
    await store.seed(seedLoyaltyBusinesses);
    await seedGuestApps(options.db, guestApps);
    await seedGuestDataCollections(options.db, collections);
  }
  const callers = new CallerAuth(options.secret, options.auth, options.accounts);
  const deps = {
    store,
    callers,
    db: options.db,
    now: options.now,
    secret: options.secret,
    accountPhone: async (accountId: string) => (await options.accounts.get(accountId))?.phoneNumber,
    split: options.split,
    businessOfVenue: options.businessOfVenue,
  };
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    registerLoyaltyRoutes(scope, deps);
    registerGuestAppRoutes(scope, deps);
    registerConsentRoutes(scope, deps);
  });
  return { store };
}
