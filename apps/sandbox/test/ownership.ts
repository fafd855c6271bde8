import { describe, expect, test } from 'vitest';
import { signGuestToken } from '../src/identity/guest-token.js';
import { seedIds } from '../src/seed/seed-ids.js';
import { call, newDiner, type Answer, type Diner } from './helpers.js';

/**
 * The ownership matrix of issue #9 ("only the payer touches a payment"), shared by ownership-matrix.test.ts (split
 * and receipt routes) and payment-ownership.test.ts (payment-intent, tip and voucher routes): every route is tried by
 * the owner, another diner at the same table, a diner of another venue, no identity and a forged token, and only the
 * owner gets through.
 */

/** The five identities of the matrix. */
export type Caller = 'owner' | 'another diner' | "another venue's diner" | 'no identity' | 'forged token';
export const callers: readonly Caller[] = ['another diner', "another venue's diner", 'no identity', 'forged token', 'owner'];

/** How a caller calls: its headers, and the consumer a body names (always the owner's but for the other diners). */
export interface Identity {
  headers: Record<string, string>;
  consumer: { guestId: string };
}

/** The matrix's diners; `elsewhere` holds a split on another venue's bill (the Paris bistro). */
export interface MatrixDiners {
  owner: Diner;
  neighbour: Diner;
  elsewhere: Diner;
  as(caller: Caller): Identity;
}

export async function matrixDiners(base: string): Promise<MatrixDiners> {
  const [owner, neighbour, elsewhere] = await Promise.all([newDiner(base), newDiner(base), newDiner(base)]);
  const paris = seedIds.tables.parisFresh.billId ?? '';
  const held = await call(base, 'POST', `/billing/bills/${paris}/splits/by-amount`, { splitAmount: 100_000, consumer: elsewhere.consumer }, elsewhere.headers);
  expect(held.status).toBe(201);
  const as = (caller: Caller): Identity => {
    switch (caller) {
      case 'owner':
        return { headers: owner.headers, consumer: owner.consumer };
      case 'another diner':
        return { headers: neighbour.headers, consumer: neighbour.consumer };
      case "another venue's diner":
        return { headers: elsewhere.headers, consumer: elsewhere.consumer };
      case 'no identity':
        return { headers: {}, consumer: owner.consumer };
      case 'forged token':
        // The owner's guest id, signed with a secret that is not the sandbox's.
        return { headers: { 'x-tableside-guest-token': signGuestToken(owner.guestId, 'not-the-sandbox-secret') }, consumer: owner.consumer };
      default: {
        const unreachable: never = caller;
        throw new Error(`Unknown caller ${String(unreachable)}`);
      }
    }
  };
  return { owner, neighbour, elsewhere, as };
}

/** One route of a matrix: how to make the owner's target, how to call it, and what the owner gets. */
export interface MatrixRoute<T> {
  name: string;
  target: () => Promise<T>;
  request: (target: T, who: Identity) => Promise<Answer>;
  ownerStatus: number;
  /** The owner's answer type when the owner's answer is a domain refusal met past every ownership check. */
  ownerType?: string;
}

/** What each non-owner gets: the status, and the refusal types accepted. */
export type Refusals = Record<Exclude<Caller, 'owner'>, { status: number; types: readonly string[] }>;

/**
 * Defines the matrix's tests: each route by each caller (the refused tries change nothing the owner sees), then the
 * summary: the owner gets through on every route (100 %), no one else ever does (0 %).
 */
export function ownershipMatrix<T>(options: {
  title: string;
  routes: readonly MatrixRoute<T>[];
  refusals: Refusals;
  diners: () => MatrixDiners;
  ownerView: (target: T) => Promise<unknown>;
  /** Checks of a refusal's body beyond its status and type (e.g. that it hands out no payment id). */
  checkRefusal?: (target: T, answer: Answer) => void;
}): void {
  const { routes, refusals } = options;
  const outcomes: { route: string; caller: Caller; status: number; through: boolean }[] = [];
  const reachedOwner = (route: MatrixRoute<T>, answer: Answer): boolean =>
    answer.status < 400 || (route.ownerType !== undefined && answer.body?.type === route.ownerType);

  describe(options.title, () => {
    test.each(routes)('$name: only the owner gets through, and the refused tries change nothing', async (route) => {
      const target = await route.target();
      const before = await options.ownerView(target);
      for (const caller of callers) {
        const answer = await route.request(target, options.diners().as(caller));
        outcomes.push({ route: route.name, caller, status: answer.status, through: caller === 'owner' ? reachedOwner(route, answer) : answer.status < 400 });
        if (caller === 'owner') {
          expect(answer.status, `${route.name} by the owner: ${JSON.stringify(answer.body)}`).toBe(route.ownerStatus);
          if (route.ownerType) expect(answer.body.type).toBe(route.ownerType);
          continue;
        }
        const refusal = refusals[caller];
        expect([answer.status, refusal.types.includes(answer.body?.type)], `${route.name} by ${caller}: ${JSON.stringify(answer.body)}`).toEqual([
          refusal.status,
          true,
        ]);
        expect(answer.body.message).toEqual(expect.any(String));
        options.checkRefusal?.(target, answer);
        expect(await options.ownerView(target), `${route.name} by ${caller} left the owner's view as it was`).toEqual(before);
      }
    });

    test('summary: the owner gets through on every route (100 %), no one else ever does (0 %)', () => {
      const byOwner = outcomes.filter((o) => o.caller === 'owner');
      const byOthers = outcomes.filter((o) => o.caller !== 'owner');
      expect(byOwner).toHaveLength(routes.length);
      expect(byOthers).toHaveLength(routes.length * (callers.length - 1));
      expect(byOwner.filter((o) => o.through)).toHaveLength(routes.length);
      expect(byOthers.filter((o) => o.through)).toEqual([]);
      console.log(
        `${options.title.split(':')[0]}: ${routes.length} routes × ${callers.length} callers; owner through ${byOwner.filter((o) => o.through).length}/${byOwner.length}, others through ${byOthers.filter((o) => o.through).length}/${byOthers.length}`,
      );
    });
  });
}
