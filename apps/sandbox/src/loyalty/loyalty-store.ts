import { isSuccessfulSplitStatus, type Money } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import { DEFAULT_PHONE_COUNTRY, validatePhoneNumber } from '@tableside/loyalty-providers';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { HttpError } from '../http/http-error.js';
import type { SeedLoyaltyBusiness, SeedLoyaltyReward } from '../seed/seed-loyalty.js';

/** What the loyalty simulator needs to know about a split (billing's `SplitDebt`). */
export interface LoyaltySplit {
  venueId: string;
  consumerGuestId: string;
  status: string;
  billSplitAmount: Money;
}

/** A wallet as the user lookup answers it (3 §3 loyalty user info). */
export interface MemberInfo {
  balance: number;
  createdAt: string;
  hasOptIn: boolean;
}

/** The split's applied reward. */
export interface AppliedReward {
  userId: string;
  rewardId: string;
  points: number;
  amount: Money;
}

export function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * A phone number in E.164 form (national numbers read as French, 3 §9), or undefined when it is not valid: the
 * number's own country (from its international prefix) checked with loyalty-providers' `validatePhoneNumber`.
 */
export function e164(input: string): string | undefined {
  const country = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY)?.country ?? DEFAULT_PHONE_COUNTRY;
  const valid = validatePhoneNumber(input, country);
  return valid.ok ? valid.value.e164 : undefined;
}

export const refusal = (status: number, type: string, message: string, field?: string) => new HttpError(status, { type, message, ...(field ? { field } : {}) });

/**
 * What a split's payment charges once a loyalty reward is burnt on it (issue 13: "the charged amount always equals
 * split amount minus applied reward"): `owed` (split amount + fees + tip − voucher) less the reward, which never pays
 * the fees or the tip (at most what the voucher left of the split amount).
 */
export function chargeAfterLoyaltyReward(owed: Money, billSplitAmount: Money, voucherDiscount: Money | undefined, reward: Money | undefined): Money {
  const off = loyaltyRewardPaid(billSplitAmount, voucherDiscount, reward);
  return { amount: Math.max(0, owed.amount - off.amount), currency: owed.currency };
}

/** The part of the split the reward pays: its value, at most what the voucher left of the split amount. */
export function loyaltyRewardPaid(billSplitAmount: Money, voucherDiscount: Money | undefined, reward: Money | undefined): Money {
  const value = reward && reward.currency === billSplitAmount.currency ? reward.amount : 0;
  return { amount: Math.max(0, Math.min(value, billSplitAmount.amount - (voucherDiscount?.amount ?? 0))), currency: billSplitAmount.currency };
}

/** The reward burnt on a split, read in the caller's transaction (the payment's settlement checks the charge with it). */
export async function appliedLoyaltyReward(executor: Executor, billId: string, splitId: string): Promise<Money | undefined> {
  const [row] = await rows(executor, sql`SELECT amount, currency FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId}`);
  return row ? ({ amount: Number(row.amount), currency: String(row.currency) } as Money) : undefined;
}

/**
 * Gives back the reward burnt on a split that is released for good (its lease lapsed, or it was cancelled): the applied
 * row goes and its points return to the wallet, in the caller's transaction (the bill's, which already holds the bill
 * lock). The wallet is locked before the applied row is deleted, in the order `apply` and `associate` take them; when
 * an association moved the reward to another user meanwhile, the row is read again. Answers what was given back;
 * nothing when no reward was applied, so running it twice gives the points back once.
 */
export async function releaseLoyaltyReward(tx: Executor, billId: string, splitId: string): Promise<{ userId: string; points: number } | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [applied] = await rows(tx, sql`SELECT business_id, user_id FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId}`);
    if (!applied) return undefined;
    const businessId = String(applied.business_id);
    const userId = String(applied.user_id);
    await tx.execute(sql`SELECT 1 FROM loyalty_members WHERE business_id = ${businessId} AND user_id = ${userId} FOR UPDATE`);
    const [removed] = await rows(
      tx,
      sql`DELETE FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId} AND user_id = ${userId} RETURNING points`,
    );
    if (!removed) continue;
    const points = Number(removed.points);
    await tx.execute(
      sql`UPDATE loyalty_members SET balance = balance + ${points} WHERE business_id = ${businessId} AND user_id = ${userId} AND merged_into IS NULL`,
    );
    return { userId, points };
  }
  throw new Error(`the loyalty reward of split ${splitId} kept moving between users while it was released`);
}

/** Points a paid amount earns: whole units of its currency times the rule, never below zero. */
export function pointsFor(paid: Money, pointsPerUnit: number): number {
  return Math.max(0, Math.floor((paid.amount * pointsPerUnit) / 100_000));
}

/** The split must be paid with money (PAID or REGISTERED) to earn (1-core §4). */
export function requirePaid(split: LoyaltySplit, splitId: string): void {
  if (!isSuccessfulSplitStatus(split.status as never)) {
    throw refusal(409, 'split-not-paid', `params.splitId: split ${splitId} is ${split.status}, not paid; points are earned after paying`, 'params.splitId');
  }
}

/**
 * Takes the bill's row lock (the one every billing operation takes) and checks the split is still ISSUED: a reward is
 * applied or removed only before the split is engaged, so the payment intent, created after engaging, always charges
 * with the reward the split ends up with (409 `split-not-editable` otherwise).
 */
async function lockIssuedSplit(tx: Executor, billId: string, splitId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM bills WHERE id = ${billId} FOR UPDATE`);
  const [split] = await rows(tx, sql`SELECT status FROM splits WHERE bill_id = ${billId} AND id = ${splitId}`);
  if (split?.status !== 'ISSUED') {
    throw refusal(
      409,
      'split-not-editable',
      `body.splitId: split ${splitId} is ${String(split?.status ?? 'gone')}; a reward is applied or removed before paying`,
      'body.splitId',
    );
  }
}

/**
 * The loyalty-dispatcher's provider simulator: programmes, wallets, burnt rewards and earned points. Every change of
 * a balance runs in one transaction with the row that decides it (the applied reward's or the earning's primary key,
 * or the wallet's `FOR UPDATE` lock), so concurrent calls never count twice.
 */
export class LoyaltyStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
  ) {}

  async seed(businesses: readonly SeedLoyaltyBusiness[]): Promise<void> {
    for (const business of businesses) {
      await this.db.execute(
        sql`INSERT INTO loyalty_businesses (business_id, data) VALUES (${business.businessId}, ${JSON.stringify(business)}::jsonb) ON CONFLICT (business_id) DO NOTHING`,
      );
    }
  }

  async program(businessId: string): Promise<SeedLoyaltyBusiness | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM loyalty_businesses WHERE business_id = ${businessId}`);
    return row ? (toData(row.data) as SeedLoyaltyBusiness) : undefined;
  }

  /** The programme of `businessId`, or 404 `loyalty-not-configured`. */
  async requireProgram(businessId: string): Promise<SeedLoyaltyBusiness> {
    const program = await this.program(businessId);
    if (!program) throw refusal(404, 'loyalty-not-configured', `params.businessId: business ${businessId} has no loyalty programme`, 'params.businessId');
    return program;
  }

  /** True when a seeded venue belongs to `businessId`. */
  async businessExists(businessId: string): Promise<boolean> {
    const [row] = await rows(this.db, sql`SELECT 1 AS found FROM venues WHERE data->>'businessId' = ${businessId} LIMIT 1`);
    return row !== undefined || (await this.program(businessId)) !== undefined;
  }

  /** The wallet of `userId`: 404 `loyalty-user-not-found`, 410 `loyalty-user-merged` once associated to another user. */
  async requireMember(executor: Executor, businessId: string, userId: string, lock = false): Promise<MemberInfo & { identity: string }> {
    const [row] = await rows(
      executor,
      lock
        ? sql`SELECT identity, balance, has_opt_in, created_at, merged_into FROM loyalty_members WHERE business_id = ${businessId} AND user_id = ${userId} FOR UPDATE`
        : sql`SELECT identity, balance, has_opt_in, created_at, merged_into FROM loyalty_members WHERE business_id = ${businessId} AND user_id = ${userId}`,
    );
    if (!row) throw refusal(404, 'loyalty-user-not-found', `params.userId: user ${userId} is not a member of this programme`, 'params.userId');
    if (row.merged_into !== null && row.merged_into !== undefined) {
      throw refusal(410, 'loyalty-user-merged', `params.userId: this wallet was associated to another user; identify again`, 'params.userId');
    }
    return {
      identity: String(row.identity),
      balance: Number(row.balance),
      hasOptIn: row.has_opt_in === true,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    };
  }

  /** The wallet of `userId` with the identity it was joined with (`phone:…`, `username:…`). */
  async wallet(businessId: string, userId: string): Promise<MemberInfo & { identity: string }> {
    return this.requireMember(this.db, businessId, userId);
  }

  async member(businessId: string, userId: string): Promise<MemberInfo> {
    const { identity: _identity, ...info } = await this.requireMember(this.db, businessId, userId);
    return info;
  }

  /** Creates the wallet (with the programme's welcome points, or `balance`) or updates its opt-in; 410 if merged. */
  async enrol(program: SeedLoyaltyBusiness, userId: string, identity: string, hasOptIn: boolean | undefined, balance?: number): Promise<MemberInfo> {
    await this.db.execute(sql`
      INSERT INTO loyalty_members (business_id, user_id, identity, balance, has_opt_in, created_at)
      VALUES (${program.businessId}, ${userId}, ${identity}, ${balance ?? program.welcomePoints}, ${hasOptIn ?? false}, ${this.now()})
      ON CONFLICT (business_id, user_id) DO UPDATE SET has_opt_in = COALESCE(${hasOptIn ?? null}::boolean, loyalty_members.has_opt_in)`);
    return this.member(program.businessId, userId);
  }

  /** Moves `existingUserId`'s wallet to `newUserId` (balances added); the old id then answers 410. */
  async associate(businessId: string, existingUserId: string, newUserId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const existing = await this.requireMember(tx, businessId, existingUserId, true);
      if (existingUserId === newUserId) return existing.balance;
      const [moved] = await rows(
        tx,
        sql`INSERT INTO loyalty_members (business_id, user_id, identity, balance, has_opt_in, created_at)
            VALUES (${businessId}, ${newUserId}, ${existing.identity}, ${existing.balance}, ${existing.hasOptIn}, ${this.now()})
            ON CONFLICT (business_id, user_id) DO UPDATE SET balance = loyalty_members.balance + EXCLUDED.balance
            WHERE loyalty_members.merged_into IS NULL
            RETURNING balance`,
      );
      if (!moved) throw refusal(410, 'loyalty-user-merged', 'body.newUserId: this wallet was associated to another user', 'body.newUserId');
      await tx.execute(
        sql`UPDATE loyalty_members SET balance = 0, merged_into = ${newUserId} WHERE business_id = ${businessId} AND user_id = ${existingUserId}`,
      );
      await tx.execute(sql`UPDATE loyalty_applied_rewards SET user_id = ${newUserId} WHERE business_id = ${businessId} AND user_id = ${existingUserId}`);
      return Number(moved.balance);
    });
  }

  async applied(billId: string, splitId: string): Promise<AppliedReward | undefined> {
    const [row] = await rows(
      this.db,
      sql`SELECT user_id, reward_id, points, amount, currency FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId}`,
    );
    return row
      ? {
          userId: String(row.user_id),
          rewardId: String(row.reward_id),
          points: Number(row.points),
          amount: { amount: Number(row.amount), currency: String(row.currency) } as Money,
        }
      : undefined;
  }

  /**
   * Burns `reward` on the split: under the wallet's lock, the balance must cover it; the split's primary key allows
   * one applied reward (the same one again is answered as applied, without burning twice).
   */
  async apply(
    program: SeedLoyaltyBusiness,
    userId: string,
    billId: string,
    splitId: string,
    reward: SeedLoyaltyReward,
    amount: Money,
  ): Promise<{ balance: number }> {
    return this.db.transaction(async (tx) => {
      await lockIssuedSplit(tx, billId, splitId);
      const member = await this.requireMember(tx, program.businessId, userId, true);
      const [inserted] = await rows(
        tx,
        sql`INSERT INTO loyalty_applied_rewards (bill_id, split_id, business_id, user_id, reward_id, points, amount, currency, applied_at)
            VALUES (${billId}, ${splitId}, ${program.businessId}, ${userId}, ${reward.id}, ${reward.points}, ${amount.amount}, ${amount.currency}, ${this.now()})
            ON CONFLICT (bill_id, split_id) DO NOTHING RETURNING reward_id`,
      );
      if (!inserted) {
        const [existing] = await rows(tx, sql`SELECT user_id, reward_id FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId}`);
        if (existing?.user_id === userId && existing.reward_id === reward.id) return { balance: member.balance };
        throw refusal(
          409,
          'loyalty-reward-already-applied',
          `body.splitId: another reward is already applied to split ${splitId}; unapply it first`,
          'body.splitId',
        );
      }
      if (member.balance < reward.points) {
        throw refusal(
          409,
          'loyalty-balance-too-low',
          `params.discountId: ${reward.name} costs ${reward.points} points and the balance is ${member.balance}`,
          'params.discountId',
        );
      }
      const [after] = await rows(
        tx,
        sql`UPDATE loyalty_members SET balance = balance - ${reward.points} WHERE business_id = ${program.businessId} AND user_id = ${userId} RETURNING balance`,
      );
      return { balance: Number(after?.balance) };
    });
  }

  /** Unapplies the user's `rewardId` from the split and gives its points back; 409 when it is not applied. */
  async unapply(businessId: string, userId: string, billId: string, splitId: string, rewardId: string): Promise<{ balance: number; amount: Money }> {
    return this.db.transaction(async (tx) => {
      await lockIssuedSplit(tx, billId, splitId);
      await this.requireMember(tx, businessId, userId, true);
      const [removed] = await rows(
        tx,
        sql`DELETE FROM loyalty_applied_rewards WHERE bill_id = ${billId} AND split_id = ${splitId} AND business_id = ${businessId} AND user_id = ${userId} AND reward_id = ${rewardId}
            RETURNING points, amount, currency`,
      );
      if (!removed)
        throw refusal(409, 'loyalty-reward-not-applied', `params.discountId: reward ${rewardId} is not applied to split ${splitId}`, 'params.discountId');
      const [after] = await rows(
        tx,
        sql`UPDATE loyalty_members SET balance = balance + ${Number(removed.points)} WHERE business_id = ${businessId} AND user_id = ${userId} RETURNING balance`,
      );
      return { balance: Number(after?.balance), amount: { amount: Number(removed.amount), currency: String(removed.currency) } as Money };
    });
  }

  /**
   * Credits `points` to the wallet for the split, once per programme and split: the earning's primary key decides, in
   * the transaction that adds to the balance. A second call by the same user answers the points already earned; by
   * another user, 409.
   */
  async earn(
    program: string,
    billId: string,
    splitId: string,
    userId: string,
    points: number,
    credit: (tx: Executor, points: number) => Promise<number>,
    balanceOf: (tx: Executor) => Promise<number>,
  ): Promise<{ points: number; balance: number; alreadyEarned: boolean }> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await rows(
        tx,
        sql`INSERT INTO loyalty_earnings (program, bill_id, split_id, user_id, points, earned_at) VALUES (${program}, ${billId}, ${splitId}, ${userId}, ${points}, ${this.now()})
            ON CONFLICT (program, bill_id, split_id) DO NOTHING RETURNING points`,
      );
      if (inserted) return { points, balance: await credit(tx, points), alreadyEarned: false };
      const [earned] = await rows(
        tx,
        sql`SELECT user_id, points FROM loyalty_earnings WHERE program = ${program} AND bill_id = ${billId} AND split_id = ${splitId}`,
      );
      if (earned?.user_id !== userId) {
        throw refusal(
          409,
          'loyalty-points-already-earned',
          `params.splitId: the points of split ${splitId} were already earned by another user`,
          'params.splitId',
        );
      }
      return { points: Number(earned.points), balance: await balanceOf(tx), alreadyEarned: true };
    });
  }

  /** Adds points to a loyalty wallet (inside `earn`). */
  async creditMember(tx: Executor, businessId: string, userId: string, points: number): Promise<number> {
    const [after] = await rows(
      tx,
      sql`UPDATE loyalty_members SET balance = balance + ${points} WHERE business_id = ${businessId} AND user_id = ${userId} AND merged_into IS NULL RETURNING balance`,
    );
    if (!after) throw refusal(404, 'loyalty-user-not-found', 'params.userId: not a member of this programme', 'params.userId');
    return Number(after.balance);
  }

  async memberBalance(tx: Executor, businessId: string, userId: string): Promise<number> {
    return (await this.requireMember(tx, businessId, userId)).balance;
  }
}
