import { err, maximum, moneySchema, ok, subtract, zero, type Money, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { LOYALTY_MESSAGES } from '../shared/messages.js';
import { readAnswer, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';
import { loyaltyPointsSchema } from '../validation/points.js';

/** "Rewards: id, name, picture, points" (3 §3). */
export const loyaltyRewardSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  picture: z.optional(z.string()),
  points: loyaltyPointsSchema,
});
export type LoyaltyReward = z.infer<typeof loyaltyRewardSchema>;
export const loyaltyRewardsSchema = z.array(loyaltyRewardSchema);

/** "Eligible discount: rewardId, applicableReward, isApplied (also amount, discountId in another view)" (3 §3). */
export const eligibleDiscountSchema = z.looseObject({
  rewardId: z.nullable(z.string()),
  applicableReward: z.nullable(loyaltyRewardSchema),
  isApplied: z.boolean(),
  amount: z.optional(moneySchema),
  discountId: z.optional(z.string()),
});
export type EligibleDiscount = z.infer<typeof eligibleDiscountSchema>;

/** The bill and split a discount is about (the `billId, splitId` body of 3 §7). */
export interface DiscountTarget {
  readonly businessId: string;
  readonly userId: string;
  readonly billId: string;
  readonly splitId: string;
}

/** "rewards failure 500 'could not fetch rewards'" (3 §8). */
export interface RewardsFetchFailed {
  readonly code: 'REWARDS_FETCH_FAILED';
  readonly status: 500;
  readonly message: 'could not fetch rewards';
}
/** "discount compute failure 500 'could not compute eligible discount'" (3 §8). */
export interface EligibleDiscountFailed {
  readonly code: 'ELIGIBLE_DISCOUNT_FAILED';
  readonly status: 500;
  readonly message: 'could not compute eligible discount';
}

/** `GET public/businesses/{businessId}/users/{userId}/rewards` (3 §7). */
export async function fetchLoyaltyRewards(
  transport: LoyaltyTransport,
  input: { readonly businessId: string; readonly userId: string },
): Promise<Result<LoyaltyReward[], RewardsFetchFailed>> {
  const read = readAnswer(await transport({ method: 'GET', path: loyaltyPaths.rewards(input.businessId, input.userId) }), loyaltyRewardsSchema);
  return read.ok ? ok(read.value) : err({ code: 'REWARDS_FETCH_FAILED', status: 500, message: LOYALTY_MESSAGES.rewardsFailed });
}

/** `POST public/businesses/{businessId}/users/{userId}/rewards` with {billId, splitId}: the eligible discount (3 §7). */
export async function computeEligibleDiscount(transport: LoyaltyTransport, target: DiscountTarget): Promise<Result<EligibleDiscount, EligibleDiscountFailed>> {
  const response = await transport({
    method: 'POST',
    path: loyaltyPaths.rewards(target.businessId, target.userId),
    body: { billId: target.billId, splitId: target.splitId },
  });
  const read = readAnswer(response, eligibleDiscountSchema);
  return read.ok ? ok(read.value) : err({ code: 'ELIGIBLE_DISCOUNT_FAILED', status: 500, message: LOYALTY_MESSAGES.eligibleDiscountFailed });
}

/**
 * The outcome of apply or unapply: `changed` is true only on HTTP 200, and then `eligibleDiscount` is the
 * refreshed computed discount (3 §4 "both return true only on HTTP 200 and refresh the computed discount").
 */
export type DiscountChange =
  | { readonly changed: false; readonly status: number | undefined }
  | { readonly changed: true; readonly eligibleDiscount: Result<EligibleDiscount, EligibleDiscountFailed> };

async function changeDiscount(transport: LoyaltyTransport, path: string, target: DiscountTarget): Promise<DiscountChange> {
  const response = await transport({ method: 'PUT', path, body: { billId: target.billId, splitId: target.splitId } });
  if (response.type === 'network' || response.status !== 200) {
    return { changed: false, status: response.type === 'answer' ? response.status : undefined };
  }
  return { changed: true, eligibleDiscount: await computeEligibleDiscount(transport, target) };
}

/** `PUT .../rewards/{discountId}` (3 §7): applies the reward, then refreshes the computed discount. */
export function applyLoyaltyDiscount(transport: LoyaltyTransport, target: DiscountTarget & { readonly discountId: string }): Promise<DiscountChange> {
  return changeDiscount(transport, loyaltyPaths.applyReward(target.businessId, target.userId, target.discountId), target);
}

/** `PUT .../rewards/{discountId}/unapply` (3 §7): unapplies the reward, then refreshes the computed discount. */
export function unapplyLoyaltyDiscount(transport: LoyaltyTransport, target: DiscountTarget & { readonly discountId: string }): Promise<DiscountChange> {
  return changeDiscount(transport, loyaltyPaths.unapplyReward(target.businessId, target.userId, target.discountId), target);
}

/**
 * What a split charges once a reward is applied: "An applied reward lowers what the split charges" and "the
 * charged amount always equals split amount minus applied reward" (issue 13), never below zero.
 */
export function amountAfterLoyaltyReward(splitAmount: Money, appliedReward: Money | undefined): Money {
  if (!appliedReward) return splitAmount;
  return maximum(subtract(splitAmount, appliedReward), zero(splitAmount.currency));
}
