import { randomBytes, randomUUID } from 'node:crypto';
import type { Money } from '@tableside/billing-domain';
import { loyalty as contract } from '@tableside/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import type { SeedGuestApp } from '../seed/seed-loyalty.js';
import { toData, e164, pointsFor, refusal, requirePaid, type LoyaltyStore } from './loyalty-store.js';
import { ownedSplit, type LoyaltyRouteDeps } from './loyalty-routes.js';

/** A bought reward stays valid 30 days. */
export const GUEST_APP_REWARD_TTL_MS = 30 * 24 * 60 * 60_000;

export interface GuestAppRouteDeps extends LoyaltyRouteDeps {
  db: SandboxDb;
  now: () => number;
}

async function app(db: Executor, appId: string): Promise<SeedGuestApp> {
  const [row] = await rows(db, sql`SELECT data FROM guest_apps WHERE app_id = ${appId}`);
  if (!row) throw refusal(404, 'guest-app-not-found', `params.appId: guest app ${appId} was not found`, 'params.appId');
  return toData(row.data) as SeedGuestApp;
}

export async function seedGuestApps(db: SandboxDb, apps: readonly SeedGuestApp[]): Promise<void> {
  for (const guestApp of apps) {
    await db.execute(sql`INSERT INTO guest_apps (app_id, data) VALUES (${guestApp.appId}, ${JSON.stringify(guestApp)}::jsonb) ON CONFLICT (app_id) DO NOTHING`);
  }
}

const userNotFound = (userId: string) =>
  refusal(404, 'guest-app-user-not-found', `params.userId: user ${userId} is not registered with this guest app`, 'params.userId');

/** The guest-app user view (3 §3 guest account). */
async function userView(db: Executor, guestApp: SeedGuestApp, userId: string) {
  const [row] = await rows(
    db,
    sql`SELECT phone_number, balance, loyalty_opt_in, email, first_name, last_name, created_at FROM guest_app_users WHERE app_id = ${guestApp.appId} AND user_id = ${userId}`,
  );
  if (!row) throw userNotFound(userId);
  const owned = await rows(
    db,
    sql`SELECT id, name, amount, currency, expires_at FROM guest_app_rewards WHERE app_id = ${guestApp.appId} AND user_id = ${userId} ORDER BY expires_at, id`,
  );
  return {
    id: userId,
    appId: guestApp.appId,
    phoneNumber: String(row.phone_number),
    createdAt: Number(row.created_at),
    currentBalance: Number(row.balance),
    loyaltyOptIn: row.loyalty_opt_in === true,
    rewards: owned.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      value: { amount: Number(r.amount), currency: String(r.currency) } as Money,
      expirationDate: new Date(Number(r.expires_at)).toISOString(),
    })),
    storeRewards: guestApp.storeRewards.map((r) => ({ id: r.id, name: r.name, cost: r.cost })),
    email: typeof row.email === 'string' ? row.email : null,
    firstName: typeof row.first_name === 'string' ? row.first_name : null,
    lastName: typeof row.last_name === 'string' ? row.last_name : null,
  };
}

/** The guest-app user calls of 3 §7 (register, update, user, buy, reward code, earn-after-pay). */
export function registerGuestAppRoutes(scope: FastifyInstance, deps: GuestAppRouteDeps): void {
  const { db, callers } = deps;

  serve(scope, contract.getGuestAppUser, async (request, reply) => {
    await callers.requireUser(request, reply, request.params.userId);
    return reply.send(await userView(db, await app(db, request.params.appId), request.params.userId));
  });

  serve(scope, contract.getAuthenticatedGuestAppUser, async (request, reply) => {
    await callers.requireAccountUser(request, reply, request.params.userId);
    return reply.send(await userView(db, await app(db, request.params.appId), request.params.userId));
  });

  serve(scope, contract.registerGuestAppUser, async (request, reply) => {
    const { appId, userId } = request.params;
    const caller = await callers.requireUser(request, reply, userId);
    const guestApp = await app(db, appId);
    const { phoneNumber, hasOptIn } = request.body.guestIdentificationParameters;
    const field = 'body.guestIdentificationParameters.phoneNumber';
    const phone = e164(phoneNumber);
    if (!phone) throw refusal(400, 'login.invalid_phone', `${field}: ${phoneNumber} is not a valid phone number`, field);
    if (caller.accountId === userId && (await deps.accountPhone(userId)) !== phone) {
      throw refusal(409, 'guest-app-phone-mismatch', `${field}: this is not the account's phone number`, field);
    }
    const [row] = await rows(
      db,
      sql`INSERT INTO guest_app_users (app_id, user_id, phone_number, balance, loyalty_opt_in, created_at)
          VALUES (${appId}, ${userId}, ${phone}, ${guestApp.welcomePoints}, ${hasOptIn}, ${deps.now()})
          ON CONFLICT (app_id, user_id) DO UPDATE SET loyalty_opt_in = guest_app_users.loyalty_opt_in OR EXCLUDED.loyalty_opt_in
          RETURNING loyalty_opt_in`,
    );
    return reply.send({ enrolled: row?.loyalty_opt_in === true });
  });

  serve(scope, contract.updateGuestAppUser, async (request, reply) => {
    const { appId, userId } = request.params;
    await callers.requireUser(request, reply, userId);
    const guestApp = await app(db, appId);
    const { email, firstName, lastName } = request.body;
    const [taken] = await rows(db, sql`SELECT user_id FROM guest_app_users WHERE app_id = ${appId} AND email = ${email} AND user_id <> ${userId}`);
    if (taken) throw refusal(409, 'error.auth.emailAlreadyExists', 'body.email: this e-mail is already used by another user of this guest app', 'body.email');
    const updated = await db
      .transaction(async (tx) =>
        rows(
          tx,
          sql`UPDATE guest_app_users SET email = ${email}, first_name = ${firstName}, last_name = ${lastName} WHERE app_id = ${appId} AND user_id = ${userId} RETURNING user_id`,
        ),
      )
      .catch((error: unknown) => {
        // The unique index settles two users saving the same e-mail at once.
        if (String((error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code) === '23505') {
          throw refusal(409, 'error.auth.emailAlreadyExists', 'body.email: this e-mail is already used by another user of this guest app', 'body.email');
        }
        throw error;
      });
    if (updated.length === 0) throw userNotFound(userId);
    return reply.send(await userView(db, guestApp, userId));
  });

  serve(scope, contract.buyGuestAppReward, async (request, reply) => {
    const { appId, userId, rewardId } = request.params;
    await callers.requireUser(request, reply, userId);
    const guestApp = await app(db, appId);
    const storeReward = guestApp.storeRewards.find((r) => r.id === rewardId);
    if (!storeReward)
      throw refusal(404, 'guest-app-reward-not-found', `params.rewardId: ${rewardId} is not a reward of this guest app's store`, 'params.rewardId');
    const bought = await db.transaction(async (tx) => {
      const [user] = await rows(tx, sql`SELECT balance FROM guest_app_users WHERE app_id = ${appId} AND user_id = ${userId} FOR UPDATE`);
      if (!user) throw userNotFound(userId);
      if (Number(user.balance) < storeReward.cost) {
        throw refusal(
          409,
          'loyalty-balance-too-low',
          `params.rewardId: ${storeReward.name} costs ${storeReward.cost} points and the balance is ${Number(user.balance)}`,
          'params.rewardId',
        );
      }
      const [after] = await rows(
        tx,
        sql`UPDATE guest_app_users SET balance = balance - ${storeReward.cost} WHERE app_id = ${appId} AND user_id = ${userId} RETURNING balance`,
      );
      const id = `ga-reward-${randomUUID()}`;
      const expiresAt = deps.now() + GUEST_APP_REWARD_TTL_MS;
      const code = randomBytes(6).toString('hex').toUpperCase();
      await tx.execute(sql`INSERT INTO guest_app_rewards (id, app_id, user_id, store_reward_id, name, amount, currency, expires_at, code)
        VALUES (${id}, ${appId}, ${userId}, ${storeReward.id}, ${storeReward.name}, ${storeReward.value.amount}, ${storeReward.value.currency}, ${expiresAt}, ${code})`);
      return { id, label: storeReward.name, expiredAt: new Date(expiresAt).toISOString(), balance: Number(after?.balance) };
    });
    return reply.send(bought);
  });

  serve(scope, contract.guestAppRewardCode, async (request, reply) => {
    const { appId, userId, rewardId } = request.params;
    await callers.requireUser(request, reply, userId);
    await app(db, appId);
    const [row] = await rows(db, sql`SELECT code FROM guest_app_rewards WHERE id = ${rewardId} AND app_id = ${appId} AND user_id = ${userId}`);
    if (!row) throw refusal(404, 'guest-app-reward-not-found', `params.rewardId: ${rewardId} is not one of this user's rewards`, 'params.rewardId');
    return reply.send({ rewardCode: String(row.code) });
  });

  serve(scope, contract.guestAppEarnAfterPay, async (request, reply) => {
    const { appId, userId } = request.params;
    const { businessId, billId, splitId } = request.body;
    const caller = await callers.requireUser(request, reply, userId);
    const guestApp = await app(db, appId);
    const [user] = await rows(db, sql`SELECT balance FROM guest_app_users WHERE app_id = ${appId} AND user_id = ${userId}`);
    if (!user) throw userNotFound(userId);
    if (businessId !== guestApp.businessId)
      throw refusal(409, 'business-mismatch', `body.businessId: ${businessId} is not the guest app's business`, 'body.businessId');
    const split = await ownedSplit(deps, caller, businessId, billId, splitId, 'body');
    requirePaid(split, splitId);
    const store: LoyaltyStore = deps.store;
    const balance = async (tx: Executor) =>
      Number((await rows(tx, sql`SELECT balance FROM guest_app_users WHERE app_id = ${appId} AND user_id = ${userId}`))[0]?.balance ?? 0);
    const earned = await store.earn(
      `guest-app:${appId}`,
      billId,
      splitId,
      userId,
      pointsFor(split.billSplitAmount, guestApp.pointsPerUnit),
      async (tx, points) => {
        await tx.execute(sql`UPDATE guest_app_users SET balance = balance + ${points} WHERE app_id = ${appId} AND user_id = ${userId}`);
        return balance(tx);
      },
      balance,
    );
    return reply.send({ ...earned, undisclosed: false });
  });
}
