import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorAnswer } from '../http/error-handler.js';
import { AccountAuth } from './account-auth.js';
import { defaultAccountSettings, type AccountOptions } from './account-settings.js';
import { AccountStore } from './account-store.js';
import { registerAccountRoutes } from './account-routes.js';
import { SmsCodes } from './sms-codes.js';

export { accountMigrations } from './account-migrations.js';
export { AccountAuth, ACCESS_TOKEN_HEADER, ME } from './account-auth.js';
export { AccountStore } from './account-store.js';
export type { AccountView, ReceiptView } from './account-store.js';
export * from './account-settings.js';

/**
 * Registers the guest-account routes in their own scope. Needs `accountMigrations` run after the services' (the
 * receipts read the payment ledger). Answers `auth` for the other `/users/{userId}` routes to share, and
 * `guestIdsOf` for the receipt routes (an account holder's receipts from any of their devices).
 */
export async function accountPlugin(
  app: FastifyInstance,
  options: AccountOptions,
): Promise<{ auth: AccountAuth; accounts: AccountStore; guestIdsOf: (request: FastifyRequest, reply: FastifyReply) => Promise<readonly string[]> }> {
  const settings = { ...defaultAccountSettings, ...options.settings };
  const accounts = new AccountStore(options.db, options.now, settings);
  const codes = new SmsCodes(options.db, options.secret, options.now, settings);
  const auth = new AccountAuth(options.secret, options.now, accounts);
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    registerAccountRoutes(scope, { secret: options.secret, now: options.now, settings, codes, accounts, auth });
  });
  // The devices of the account a bearer token proves (its 401 otherwise): receipts read from any of them.
  const guestIdsOf = async (request: FastifyRequest, reply: FastifyReply) => accounts.guestIds(await auth.requireAccount(request, reply));
  return { auth, accounts, guestIdsOf };
}
