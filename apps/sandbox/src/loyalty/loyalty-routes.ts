import { maximum, minimum, subtract, zero, type Money } from '@tableside/billing-domain';
import { loyalty as contract } from '@tableside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SeedLoyaltyBusiness } from '../seed/seed-loyalty.js';
import { serve } from '../http/contract-route.js';
import type { Caller, CallerAuth } from './caller.js';
import { e164, pointsFor, refusal, requirePaid, type LoyaltySplit, type LoyaltyStore, type MemberInfo } from './loyalty-store.js';
import { signProviderSession, verifyProviderSession, type ProviderSession } from './provider-session.js';

/** What the loyalty routes read from the rest of the sandbox. */
export interface LoyaltyRouteDeps {
  store: LoyaltyStore;
  callers: CallerAuth;
  /** The account's E.164 phone number. */
  accountPhone: (accountId: string) => Promise<string | undefined>;
  /** The split (billing's `SplitDebt`), or undefined. */
  split: (billId: string, splitId: string) => Promise<LoyaltySplit | undefined>;
  /** The business of a venue. */
  businessOfVenue: (venueId: string) => Promise<string | undefined>;
  /** Signs and checks the provider sessions of username-and-password logins. */
  secret: string;
  now: () => number;
}

type Identification = { phoneNumber: string; hasOptIn: boolean } | { username: string; password: string } | { username: string; accessToken: string };

/**
 * The split of the body or path, which must belong to `businessId`'s venue (409 `business-mismatch`) and to one of the
 * caller's guest identities (403 `not-split-owner`).
 */
export async function ownedSplit(
  deps: Pick<LoyaltyRouteDeps, 'split' | 'businessOfVenue' | 'callers'>,
  caller: Caller,
  businessId: string,
  billId: string,
  splitId: string,
  part: 'body' | 'params',
): Promise<LoyaltySplit> {
  const split = await deps.split(billId, splitId);
  if (!split) throw refusal(404, 'bill-split-not-found', `${part}.splitId: split ${splitId} of bill ${billId} was not found`, `${part}.splitId`);
  if (!(await deps.callers.guestIds(caller)).has(split.consumerGuestId)) {
    throw refusal(403, 'not-split-owner', `${part}.splitId: split ${splitId} is not the caller's`, `${part}.splitId`);
  }
  if ((await deps.businessOfVenue(split.venueId)) !== businessId) {
    throw refusal(409, 'business-mismatch', `${part}.billId: bill ${billId} is not a bill of business ${businessId}`, `${part}.billId`);
  }
  return split;
}

/**
 * Identifies `userId` with the programme (3 §7 prepare-loyalty-id, earn-after-pay): by phone without a code where the
 * business is passwordless (PONGO), else by phone only for the account whose number it is (the SMS code proved it at
 * login); by the username and password of a member (PAYTRONIX-style), which answers a provider session too; or by
 * that session's access token, so the device never keeps the password. Anything else is 400
 * `loyalty.identification.error` (3 §5); an invalid number is 400 `login.invalid_phone`.
 */
async function identify(
  deps: LoyaltyRouteDeps,
  program: SeedLoyaltyBusiness,
  caller: Caller,
  userId: string,
  parameters: Identification,
): Promise<MemberInfo & { providerSession?: ProviderSession }> {
  const field = 'body.guestIdentificationParameters';
  if ('accessToken' in parameters) {
    const claims = { businessId: program.businessId, userId, username: parameters.username };
    const live = await verifyProviderSession(deps.secret, deps.now(), parameters.accessToken, claims);
    const wallet = live ? await deps.store.wallet(program.businessId, userId) : undefined;
    if (!wallet || wallet.identity !== `username:${parameters.username}`) {
      throw refusal(400, 'loyalty.identification.error', `${field}: the loyalty session is not valid (expired or another user's); log in again`, field);
    }
    const { identity: _identity, ...info } = wallet;
    return info;
  }
  if ('phoneNumber' in parameters) {
    const phone = e164(parameters.phoneNumber);
    if (!phone)
      throw refusal(400, 'login.invalid_phone', `${field}.phoneNumber: ${parameters.phoneNumber} is not a valid phone number`, `${field}.phoneNumber`);
    const proven = program.passwordless || (caller.accountId === userId && (await deps.accountPhone(userId)) === phone);
    if (!proven) {
      throw refusal(400, 'loyalty.identification.error', `${field}: The credentials entered are invalid. Please check and try again.`, field);
    }
    return deps.store.enrol(program, userId, `phone:${phone}`, parameters.hasOptIn);
  }
  const member = program.credentials?.find((c) => c.username === parameters.username && c.password === parameters.password);
  if (!member) throw refusal(400, 'loyalty.identification.error', `${field}: The credentials entered are invalid. Please check and try again.`, field);
  const info = await deps.store.enrol(program, userId, `username:${member.username}`, undefined, member.balance);
  return {
    ...info,
    providerSession: await signProviderSession(deps.secret, deps.now(), { businessId: program.businessId, userId, username: member.username }),
  };
}

function rewardView(reward: SeedLoyaltyBusiness['rewards'][number]) {
  return { id: reward.id, name: reward.name, points: reward.points, ...(reward.picture ? { picture: reward.picture } : {}) };
}

/** What a reward takes off the split: its value, never more than the split. */
function rewardAmount(value: Money, split: LoyaltySplit): Money {
  return maximum(minimum(value, split.billSplitAmount), zero(split.billSplitAmount.currency));
}

/** The loyalty-dispatcher calls of 3 §7, served by the provider simulator of each seeded business. */
export function registerLoyaltyRoutes(scope: FastifyInstance, deps: LoyaltyRouteDeps): void {
  const { store, callers } = deps;
  const member = async (request: FastifyRequest, reply: FastifyReply, businessId: string, userId: string) => {
    const caller = await callers.requireUser(request, reply, userId);
    const program = await store.requireProgram(businessId);
    return { caller, program };
  };

  serve(scope, contract.getLoyaltyBusiness, async (request, reply) => {
    const { businessId } = request.params;
    const program = await store.program(businessId);
    if (program) return reply.send({ ...program.config, passwordless: program.passwordless });
    if (await store.businessExists(businessId)) return reply.status(204).send();
    throw refusal(404, 'business-not-found', `params.businessId: business ${businessId} was not found`, 'params.businessId');
  });

  serve(scope, contract.getLoyaltyUser, async (request, reply) => {
    const { businessId, userId } = request.params;
    await member(request, reply, businessId, userId);
    return reply.send(await store.member(businessId, userId));
  });

  serve(scope, contract.getLoyaltyRewards, async (request, reply) => {
    const { businessId, userId } = request.params;
    const { program } = await member(request, reply, businessId, userId);
    await store.member(businessId, userId);
    return reply.send(program.rewards.map(rewardView));
  });

  serve(scope, contract.computeEligibleDiscount, async (request, reply) => {
    const { businessId, userId } = request.params;
    const { caller, program } = await member(request, reply, businessId, userId);
    const wallet = await store.member(businessId, userId);
    const split = await ownedSplit(deps, caller, businessId, request.body.billId, request.body.splitId, 'body');
    const applied = await store.applied(request.body.billId, request.body.splitId);
    const appliedReward = applied?.userId === userId ? program.rewards.find((r) => r.id === applied.rewardId) : undefined;
    if (applied && appliedReward) {
      return reply.send({
        rewardId: appliedReward.id,
        applicableReward: rewardView(appliedReward),
        isApplied: true,
        amount: applied.amount,
        discountId: appliedReward.id,
      });
    }
    const candidates =
      program.config.burnEnabled && !applied
        ? program.rewards
            .filter((r) => r.points <= wallet.balance && r.value.currency === split.billSplitAmount.currency)
            .sort((a, b) => b.value.amount - a.value.amount)
        : [];
    const best = candidates[0];
    if (!best) return reply.send({ rewardId: null, applicableReward: null, isApplied: false });
    return reply.send({
      rewardId: best.id,
      applicableReward: rewardView(best),
      isApplied: false,
      amount: rewardAmount(best.value, split),
      discountId: best.id,
    });
  });

  serve(scope, contract.applyReward, async (request, reply) => {
    const { businessId, userId, discountId } = request.params;
    const { billId, splitId } = request.body;
    const { caller, program } = await member(request, reply, businessId, userId);
    await store.member(businessId, userId);
    const reward = program.rewards.find((r) => r.id === discountId);
    if (!reward) throw refusal(404, 'loyalty-reward-not-found', `params.discountId: ${discountId} is not a reward of this programme`, 'params.discountId');
    if (!program.config.burnEnabled)
      throw refusal(409, 'loyalty-burn-disabled', `params.businessId: rewards cannot be burnt in this programme`, 'params.businessId');
    const split = await ownedSplit(deps, caller, businessId, billId, splitId, 'body');
    if (split.status !== 'ISSUED')
      throw refusal(409, 'split-not-editable', `body.splitId: split ${splitId} is ${split.status}; a reward is applied before paying`, 'body.splitId');
    if (reward.value.currency !== split.billSplitAmount.currency) {
      throw refusal(
        409,
        'currency-mismatch',
        `params.discountId: ${reward.name} is in ${reward.value.currency}, the split in ${split.billSplitAmount.currency}`,
        'params.discountId',
      );
    }
    const amount = rewardAmount(reward.value, split);
    const { balance } = await store.apply(program, userId, billId, splitId, reward, amount);
    return reply.send({ billId, splitId, rewardId: reward.id, isApplied: true, amount, balance });
  });

  serve(scope, contract.unapplyReward, async (request, reply) => {
    const { businessId, userId, discountId } = request.params;
    const { billId, splitId } = request.body;
    const { caller } = await member(request, reply, businessId, userId);
    await store.member(businessId, userId);
    const split = await ownedSplit(deps, caller, businessId, billId, splitId, 'body');
    if (split.status !== 'ISSUED')
      throw refusal(409, 'split-not-editable', `body.splitId: split ${splitId} is ${split.status}; its reward can no longer be removed`, 'body.splitId');
    const { balance, amount } = await store.unapply(businessId, userId, billId, splitId, discountId);
    return reply.send({ billId, splitId, rewardId: discountId, isApplied: false, amount, balance });
  });

  serve(scope, contract.earnAfterPay, async (request, reply) => {
    const { businessId, userId, billId, splitId } = request.params;
    const { caller, program } = await member(request, reply, businessId, userId);
    const split = await ownedSplit(deps, caller, businessId, billId, splitId, 'params');
    requirePaid(split, splitId);
    await identify(deps, program, caller, userId, request.body.guestIdentificationParameters);
    const applied = await store.applied(billId, splitId);
    const paid = applied ? subtract(split.billSplitAmount, applied.amount) : split.billSplitAmount;
    const earned = await store.earn(
      `business:${businessId}`,
      billId,
      splitId,
      userId,
      pointsFor(paid, program.pointsPerUnit),
      (tx, points) => store.creditMember(tx, businessId, userId, points),
      (tx) => store.memberBalance(tx, businessId, userId),
    );
    return reply.send({ ...earned, undisclosed: program.undisclosedEarn });
  });

  serve(scope, contract.prepareLoyaltyId, async (request, reply) => {
    const { businessId } = request.params;
    const { userId, guestIdentificationParameters } = request.body;
    const caller = await callers.requireUser(request, reply, userId, 'body.userId');
    const program = await store.requireProgram(businessId);
    const info = await identify(deps, program, caller, userId, guestIdentificationParameters);
    return reply.send({ ...info, status: 'OK' as const });
  });

  serve(scope, contract.associateNewUserToWallet, async (request, reply) => {
    const { businessId } = request.params;
    const { existingUserId, newUserId } = request.body;
    const caller = await callers.requireUser(request, reply, newUserId, 'body.newUserId');
    if (!(await callers.owns(caller, existingUserId))) throw callers.notOwner('body.existingUserId');
    await store.requireProgram(businessId);
    const balance = await store.associate(businessId, existingUserId, newUserId);
    return reply.send({ status: 'OK' as const, balance });
  });
}
