import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';

const DOMAIN_REASONS = new Set([
  'bill-split-amount-changed-between-issue-and-engage',
  'bill-split-exceeds-forecasted-left-to-pay',
  'left-to-pay-would-be-under-minimum',
  'virtual-discount-could-not-be-burnt',
  'split-anomaly-detected',
]);
const RUNS = Number(process.env.RACE_RUNS ?? 200);
const DINERS = 10;
const U = 100_000;

let sb: Sandbox;
let diners: Diner[];

beforeAll(async () => {
  sb = await startSandbox();
  diners = await Promise.all(Array.from({ length: DINERS }, () => newDiner(sb.url)));
}, 60_000);
afterAll(() => sb.close());

/** A deterministic pseudo-random sequence, so a failing run can be replayed. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('10 concurrent diners on one bill', () => {
  test(`never overpay over ${RUNS} runs; losers get a domain reason`, async () => {
    let losers = 0;
    for (let run = 0; run < RUNS; run++) {
      const random = sequence(run + 1);
      const billId = await freshBill(sb);
      const start = await bill(sb.url, billId);
      const issued = await Promise.all(
        diners.map((diner) => {
          const pick = random();
          if (pick < 0.2) return call(sb.url, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: diner.consumer }, diner.headers);
          if (pick < 0.4) {
            return call(
              sb.url,
              'POST',
              `/billing/bills/${billId}/splits/by-share`,
              { numberOfShares: 1 + Math.floor(random() * 3), numberOfGuests: 4, baseAmount: start.leftToPay, consumer: diner.consumer },
              diner.headers,
            );
          }
          return call(
            sb.url,
            'POST',
            `/billing/bills/${billId}/splits/by-amount`,
            { splitAmount: Math.round(5 + random() * 40) * U, consumer: diner.consumer },
            diner.headers,
          );
        }),
      );
      for (const answer of issued) {
        if (answer.status === 201) continue;
        losers += 1;
        expect(answer.status).toBe(409);
        expect(DOMAIN_REASONS.has(answer.body.type)).toBe(true);
      }
      const winners = issued.map((answer, i) => ({ answer, diner: diners[i] as Diner })).filter((w) => w.answer.status === 201);
      const engaged = await Promise.all(
        winners.map(({ answer, diner }) =>
          call(
            sb.url,
            'PATCH',
            `/billing/bills/${billId}/splits/${answer.body.splitId.id}/engage-payment`,
            { paymentId: `race-${run}-${answer.body.splitId.id}`, consumer: diner.consumer },
            diner.headers,
          ),
        ),
      );
      expect(engaged.every((e) => e.status === 200)).toBe(true);
      await Promise.all(
        engaged.map((e) =>
          sb.billing.paymentSucceeded({
            paymentId: e.body.paymentId,
            billId,
            splitId: e.body.splitId,
            amount: e.body.billSplitAmount,
            paymentMethodKind: 'card',
          }),
        ),
      );
      const end = await bill(sb.url, billId);
      const paid = Object.values(end.sundayBillSplits as Record<string, { status: string; billSplitAmount: { amount: number } }>)
        .filter((s) => s.status === 'PAID' || s.status === 'REGISTERED')
        .reduce((total, s) => total + s.billSplitAmount.amount, 0);
      expect(paid).toBeLessThanOrEqual(end.totalBillAmount.amount);
      expect(end.leftToPay.amount).toBeGreaterThanOrEqual(0);
      expect(end.leftToPay.amount).toBe(end.totalBillAmount.amount - paid);
      expect(end.forecastedLeftToPay.amount).toBe(end.leftToPay.amount);
    }
    expect(losers).toBeGreaterThan(0);
  }, 600_000);
});

describe('idempotent engagement', () => {
  test('50 concurrent engages with one paymentId make exactly one engagement', async () => {
    const billId = await freshBill(sb);
    const [alice] = diners as [Diner];
    const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const splitId = issued.body.splitId.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          sb.url,
          'PATCH',
          `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
          { paymentId: 'one-payment', consumer: alice.consumer },
          alice.headers,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const doc = await bill(sb.url, billId);
    const pending = Object.values(doc.sundayBillSplits as Record<string, { status: string }>).filter((s) => s.status === 'PENDING');
    expect(pending).toHaveLength(1);
    // The bill document never carries the payment id; its owner reads it on the split.
    expect(JSON.stringify(doc)).not.toContain('one-payment');
    expect((await call(sb.url, 'GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, alice.headers)).body.paymentId).toBe('one-payment');
    expect(doc.forecastedLeftToPay.amount).toBe(doc.leftToPay.amount - 10 * U);
    const other = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const reused = await call(
      sb.url,
      'PATCH',
      `/billing/bills/${billId}/splits/${other.body.splitId.id}/engage-payment`,
      { paymentId: 'one-payment', consumer: alice.consumer },
      alice.headers,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.type).toBe('payment-id-already-used');
  });
});
