import { money } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { amountAfterLoyaltyReward, applyLoyaltyDiscount, computeEligibleDiscount, fetchLoyaltyRewards, unapplyLoyaltyDiscount } from './discounts.js';

const REWARDS = '/public/businesses/b1/users/u1/rewards';
const target = { businessId: 'b1', userId: 'u1', billId: 'bill-1', splitId: 'split-1' };
const reward = { id: 'r1', name: 'Free coffee', picture: 'https://img/coffee.png', points: 50 };
const notApplied = { rewardId: 'r1', applicableReward: reward, isApplied: false, discountId: 'd1' };
const applied = { ...notApplied, isApplied: true, amount: { amount: 350_000, currency: 'EUR' } };

describe('fetchLoyaltyRewards — "GET public/businesses/{businessId}/users/{userId}/rewards" (3 §7)', () => {
  test.each([
    ['the rewards', answer(200, [reward]), { ok: true, value: [reward] }],
    [
      '"rewards failure 500 \'could not fetch rewards\'" (3 §8)',
      answer(502),
      { ok: false, error: { code: 'REWARDS_FETCH_FAILED', status: 500, message: 'could not fetch rewards' } },
    ],
    [
      'a reward with negative points is a failure ("Loyalty points >= 0")',
      answer(200, [{ ...reward, points: -5 }]),
      { ok: false, error: { code: 'REWARDS_FETCH_FAILED', status: 500, message: 'could not fetch rewards' } },
    ],
  ] as const)('%s', async (_rule, response, expected) => {
    const { transport } = fakeTransport({ [`GET ${REWARDS}`]: response });
    expect(await fetchLoyaltyRewards(transport, target)).toEqual(expected);
  });
});

describe('computeEligibleDiscount — "POST same path | billId, splitId | eligible discount" (3 §7)', () => {
  test('posts billId and splitId and reads the eligible discount', async () => {
    const { transport, calls } = fakeTransport({ [`POST ${REWARDS}`]: answer(200, notApplied) });
    expect(await computeEligibleDiscount(transport, target)).toEqual({ ok: true, value: notApplied });
    expect(calls).toEqual([{ method: 'POST', path: REWARDS, body: { billId: 'bill-1', splitId: 'split-1' } }]);
  });

  test.each([
    ['an HTTP failure', answer(500)],
    ['no answer', NETWORK_DOWN],
    ['an invalid body', answer(200, { rewardId: 'r1' })],
  ])('"discount compute failure 500 \'could not compute eligible discount\'" (3 §8): %s', async (_case, response) => {
    const { transport } = fakeTransport({ [`POST ${REWARDS}`]: response });
    expect(await computeEligibleDiscount(transport, target)).toEqual({
      ok: false,
      error: { code: 'ELIGIBLE_DISCOUNT_FAILED', status: 500, message: 'could not compute eligible discount' },
    });
  });
});

describe('apply and unapply — "both return true only on HTTP 200 and refresh the computed discount" (3 §4)', () => {
  const operations = [
    ['apply', applyLoyaltyDiscount, `PUT ${REWARDS}/d1`, applied],
    ['unapply', unapplyLoyaltyDiscount, `PUT ${REWARDS}/d1/unapply`, notApplied],
  ] as const;

  test.each(operations)('%s on HTTP 200 changes and refreshes the computed discount', async (_name, operation, route, refreshed) => {
    const { transport, calls } = fakeTransport({ [route]: answer(200), [`POST ${REWARDS}`]: answer(200, refreshed) });
    expect(await operation(transport, { ...target, discountId: 'd1' })).toEqual({ changed: true, eligibleDiscount: { ok: true, value: refreshed } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([route, `POST ${REWARDS}`]);
    expect(calls[0]?.body).toEqual({ billId: 'bill-1', splitId: 'split-1' });
  });

  test.each(
    operations.flatMap(
      ([name, operation, route]) =>
        [
          [name, operation, route, '"only on HTTP 200": 204 is not a change', answer(204), 204],
          [name, operation, route, '"only on HTTP 200": 409 is not a change', answer(409), 409],
          [name, operation, route, 'no answer is not a change', NETWORK_DOWN, undefined],
        ] as const,
    ),
  )('%s: %s', async (_name, operation, route, _rule, response, status) => {
    const { transport, calls } = fakeTransport({ [route]: response });
    expect(await operation(transport, { ...target, discountId: 'd1' })).toEqual({ changed: false, status });
    expect(calls).toHaveLength(1);
  });

  test('a failed refresh after a 200 still reports the change, with the compute failure', async () => {
    const { transport } = fakeTransport({ [`PUT ${REWARDS}/d1`]: answer(200), [`POST ${REWARDS}`]: answer(500) });
    const change = await applyLoyaltyDiscount(transport, { ...target, discountId: 'd1' });
    expect(change.changed && change.eligibleDiscount.ok).toBe(false);
  });
});

describe('amountAfterLoyaltyReward — "the charged amount always equals split amount minus applied reward" (issue 13)', () => {
  test.each([
    ['no reward applied', 2_000_000, undefined, 2_000_000],
    ['a reward of 3.50 on 20.00', 2_000_000, 350_000, 1_650_000],
    ['a reward larger than the split charges nothing, never a negative amount', 200_000, 350_000, 0],
  ] as const)('%s', (_rule, split, rewardAmount, expected) => {
    const reward = rewardAmount === undefined ? undefined : money(rewardAmount, 'EUR');
    expect(amountAfterLoyaltyReward(money(split, 'EUR'), reward)).toEqual(money(expected, 'EUR'));
  });
});
