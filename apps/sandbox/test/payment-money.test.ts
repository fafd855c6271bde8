import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../src/db/rows.js';
import { createSandbox, type Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { applyVoucher, CARDS, confirm, createIntent, engage, payInFull } from './payment-helpers.js';

let sb: Sandbox;
let base: string;
let alice: Diner;

beforeAll(async () => {
  sb = await startSandbox();
  base = sb.url;
  alice = await newDiner(base);
}, 60_000);
afterAll(() => sb.close());

const U = 100_000;
const gbp = (amount: number) => ({ amount, currency: 'GBP' });

async function issueByAmount(diner: Diner, billId: string, amount: number): Promise<string> {
  const issued = await call(
    base,
    'POST',
    `/billing/bills/${billId}/splits/by-amount`,
    { splitAmount: amount, currencyCode: 'GBP', consumer: diner.consumer },
    diner.headers,
  );
  expect(issued.status).toBe(201);
  return issued.body.splitId.id;
}

async function split(diner: Diner, billId: string, splitId: string) {
  return (await call(base, 'GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, diner.headers)).body;
}

/** Captured charges of a split, straight from the simulator's table. */
async function captured(billId: string, splitId: string): Promise<number[]> {
  const found = await rows(
    sb.db,
    sql`SELECT amount_captured FROM sandbox_payment_intents WHERE bill_id = ${billId} AND split_id = ${splitId} AND amount_captured > 0`,
  );
  return found.map((r) => Number(r.amount_captured));
}

describe('the charge is the debt', () => {
  test('the server computes the amount: split + tip, the tip recorded on the split', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 20 * U);
    const { created, confirmed } = await payInFull(base, alice, billId, splitId, { tip: gbp(3 * U) });
    expect(created.status).toBe(201);
    expect(created.body.amount).toEqual(gbp(23 * U));
    expect(confirmed?.body.status).toBe('succeeded');
    const paid = await split(alice, billId, splitId);
    expect(['PAID', 'REGISTERED']).toContain(paid.status);
    expect(paid.tips).toEqual(gbp(3 * U));
    expect(await captured(billId, splitId)).toEqual([23 * U]);
  });

  test('a client amount other than what the split owes is refused 422 amount-mismatch naming amount', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 50 * U);
    const engaged = await engage(base, alice, billId, splitId);
    expect(engaged.status).toBe(200);
    expect(engaged.body.paymentId).toMatch(/^pay_[0-9a-f-]{36}$/);
    for (const amount of [gbp(1), gbp(15 * U), gbp(50 * U + 1)]) {
      const refused = await createIntent(base, alice, { billId, splitId, paymentId: engaged.body.paymentId, amount });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ type: 'amount-mismatch', field: 'amount' });
      expect(refused.body.message).toContain('amount');
    }
    const right = await createIntent(base, alice, { billId, splitId, paymentId: engaged.body.paymentId, amount: gbp(50 * U) });
    expect(right.status).toBe(201);
  });

  test('a success whose captured amount differs from the debt is refunded, flagged and does not settle the split', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 20 * U);
    const engaged = await engage(base, alice, billId, splitId);
    const created = await createIntent(base, alice, { billId, splitId, paymentId: engaged.body.paymentId });
    // The charge no longer matches the debt (as a provider-side change would make it).
    await sb.db.execute(sql`UPDATE sandbox_payment_intents SET amount = 15 WHERE id = ${created.body.id}`);
    const confirmed = await confirm(base, alice, created.body);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'canceled',
      cancellationReason: 'amount_mismatch',
      amountCaptured: gbp(0),
      lastPaymentError: { code: 'amount_mismatch' },
    });
    const after = await split(alice, billId, splitId);
    expect(after.status).toBe('ISSUED');
    expect(await captured(billId, splitId)).toEqual([]);
    const [ledger] = await rows(sb.db, sql`SELECT status, reason FROM sandbox_payment_ledger WHERE payment_id = ${engaged.body.paymentId}`);
    expect(ledger).toMatchObject({ status: 'refunded', reason: 'amount_mismatch' });
  });

  test('tips are checked: same currency, not negative, bounded', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    const engaged = await engage(base, alice, billId, splitId);
    const paymentId = engaged.body.paymentId;
    expect((await createIntent(base, alice, { billId, splitId, paymentId, tip: { amount: U, currency: 'EUR' } })).body).toMatchObject({
      type: 'currency-mismatch',
      field: 'body.tip',
    });
    expect((await createIntent(base, alice, { billId, splitId, paymentId, tip: gbp(-1) })).status).toBe(400);
    expect((await createIntent(base, alice, { billId, splitId, paymentId, tip: gbp(101 * U) })).body).toMatchObject({
      type: 'tip-too-high',
      field: 'body.tip',
    });
  });

  test('an intent needs an engaged split: not engaged, or another payment id, is refused', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    const notEngaged = await createIntent(base, alice, { billId, splitId, paymentId: 'pay_made_up' });
    expect(notEngaged.body).toMatchObject({ type: 'payment-not-engaged', field: 'body.paymentId' });
  });

  test('a declined card releases the split at once (ISSUED) and republishes the bill', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    const { confirmed } = await payInFull(base, alice, billId, splitId, { number: CARDS.declined });
    expect(confirmed?.body).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { code: 'card_declined' } });
    expect((await split(alice, billId, splitId)).status).toBe('ISSUED');
    const doc = await bill(base, billId);
    const published = Object.values(doc.sundayBillSplits as Record<string, { splitId: string; status: string }>).find((s) => s.splitId === splitId);
    expect(published?.status).toBe('ISSUED');
    // The retry engages a new payment and pays once.
    const retry = await payInFull(base, alice, billId, splitId);
    expect(retry.confirmed?.body.status).toBe('succeeded');
    expect(await captured(billId, splitId)).toEqual([10 * U]);
  });

  test('a failed 3-D Secure releases the split', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    const { created, confirmed } = await payInFull(base, alice, billId, splitId, { number: CARDS.requires3ds });
    expect(confirmed?.body.status).toBe('requires_action');
    expect((await split(alice, billId, splitId)).status).toBe('PENDING');
    const failed = await call(base, 'POST', `/sandbox-payments/3ds/${created.body.id}`, { outcome: 'fail', clientSecret: created.body.clientSecret });
    expect(failed.body.status).toBe('requires_payment_method');
    expect((await split(alice, billId, splitId)).status).toBe('ISSUED');
  });

  test('a settled split engaged again under a new payment id answers the settled split and never charges twice', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    const first = await payInFull(base, alice, billId, splitId);
    expect(first.confirmed?.body.status).toBe('succeeded');
    const again = await engage(base, alice, billId, splitId, 'pay_retry_after_crash');
    expect(again.status).toBe(200);
    expect(['PAID', 'REGISTERED']).toContain(again.body.status);
    expect(again.body.paymentId).toBe(first.engaged.body.paymentId);
    const second = await createIntent(base, alice, { billId, splitId, paymentId: 'pay_retry_after_crash' });
    expect(second.status).toBe(409);
    expect(await captured(billId, splitId)).toEqual([10 * U]);
  });

  test('engage accepts only id-like payment ids', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 10 * U);
    for (const paymentId of ['a'.repeat(101), 'pay id', 'pay/../x', '']) {
      const refused = await engage(base, alice, billId, splitId, paymentId || undefined);
      if (paymentId === '') continue;
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('body.paymentId');
    }
  });
});

describe('vouchers are recorded and spent once', () => {
  test('a voucher applied to a split is taken off the charge, shown on the payment and spent when the split settles', async () => {
    const billId = await freshBill(sb);
    const splitId = await issueByAmount(alice, billId, 20 * U);
    const applied = await applyVoucher(base, alice, 'fiveoff', billId, splitId);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ code: 'FIVEOFF', discountAmount: gbp(5 * U), status: 'reserved' });
    const { created, confirmed } = await payInFull(base, alice, billId, splitId, { tip: gbp(2 * U) });
    expect(created.body.amount).toEqual(gbp(17 * U));
    expect(created.body.voucher).toEqual({ code: 'FIVEOFF', discountAmount: gbp(5 * U) });
    expect(confirmed?.body.status).toBe('succeeded');
    const [redemption] = await rows(sb.db, sql`SELECT status FROM sandbox_voucher_redemptions WHERE bill_id = ${billId} AND split_id = ${splitId}`);
    expect(redemption?.status).toBe('spent');
  });

  test('maxUse 1 applied by 10 diners concurrently on 10 splits: spent exactly once, the others MAX_USE_REACHED', async () => {
    await sb.db.execute(sql`INSERT INTO sandbox_vouchers (code, discount_percentage, max_use, used_count) VALUES ('ONLYONE', 1000, 1, 0)`);
    const billId = await freshBill(sb, [{ posProductId: 'gb-fish', quantity: 10 }]);
    const diners = await Promise.all(Array.from({ length: 10 }, () => newDiner(base)));
    const splits = await Promise.all(diners.map((diner) => issueByAmount(diner, billId, 2 * U)));
    const answers = await Promise.all(diners.map((diner, i) => applyVoucher(base, diner, 'ONLYONE', billId, splits[i] ?? '')));
    const applied = answers.filter((a) => a.status === 200);
    expect(applied).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer.body).toMatchObject({ type: 'MAX_USE_REACHED', code: 'MAX_USE_REACHED' });
    const payments = await Promise.all(diners.map((diner, i) => payInFull(base, diner, billId, splits[i] ?? '')));
    expect(payments.every((p) => p.confirmed?.body.status === 'succeeded')).toBe(true);
    const [voucher] = await rows(sb.db, sql`SELECT used_count FROM sandbox_vouchers WHERE code = 'ONLYONE'`);
    expect(Number(voucher?.used_count)).toBe(1);
    const spent = await rows(sb.db, sql`SELECT split_id FROM sandbox_voucher_redemptions WHERE code = 'ONLYONE' AND status = 'spent'`);
    expect(spent).toHaveLength(1);
    const discounted = payments.filter((p) => p.created.body.voucher !== null);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]?.created.body.amount).toEqual(gbp(2 * U - (2 * U) / 10));
  });

  test('a released voucher (payment failed, split cancelled) can be used again', async () => {
    await sb.db.execute(sql`INSERT INTO sandbox_vouchers (code, discount_amount, max_use, used_count) VALUES ('ONCEAGAIN', ${U}, 1, 0)`);
    const bob = await newDiner(base);
    const billId = await freshBill(sb);
    const first = await issueByAmount(alice, billId, 10 * U);
    expect((await applyVoucher(base, alice, 'ONCEAGAIN', billId, first)).status).toBe(200);
    const second = await issueByAmount(bob, billId, 10 * U);
    expect((await applyVoucher(base, bob, 'ONCEAGAIN', billId, second)).body.type).toBe('MAX_USE_REACHED');
    await call(base, 'DELETE', `/billing/bills/${billId}/splits/${first}`, undefined, alice.headers);
    expect((await applyVoucher(base, bob, 'ONCEAGAIN', billId, second)).status).toBe(200);
    const declined = await payInFull(base, bob, billId, second, { number: CARDS.declined });
    expect(declined.confirmed?.body.status).toBe('requires_payment_method');
    const [redemption] = await rows(sb.db, sql`SELECT status FROM sandbox_voucher_redemptions WHERE split_id = ${second} ORDER BY id DESC LIMIT 1`);
    expect(redemption?.status).toBe('released');
  });
});

describe('an engaged split holds only while its payment runs', () => {
  test('an intent left unconfirmed past the engagement lease is cancelled (expired) and its split is ISSUED again', async () => {
    // A short lease for the test (billing-domain's PAYMENT_ENGAGEMENT_LEASE_MS is 15 minutes).
    const short = await createSandbox({ inMemory: true, port: 0, seed: true, paymentLeaseMs: 400 });
    try {
      const diner = await newDiner(short.url);
      const billId = await freshBill(short);
      const issued = await call(
        short.url,
        'POST',
        `/billing/bills/${billId}/splits/by-amount`,
        { splitAmount: 10 * U, currencyCode: 'GBP', consumer: diner.consumer },
        diner.headers,
      );
      const splitId: string = issued.body.splitId.id;
      const engaged = await engage(short.url, diner, billId, splitId);
      const created = await createIntent(short.url, diner, { billId, splitId, paymentId: engaged.body.paymentId });
      expect(created.status).toBe(201);
      // The sweep runs every half lease: wait for the release, polling, with a generous bound for a loaded machine.
      const deadline = Date.now() + 60_000;
      let status = 'PENDING';
      while (status === 'PENDING' && Date.now() < deadline) {
        status = (await call(short.url, 'GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, diner.headers)).body.status;
        if (status === 'PENDING') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('ISSUED');
      const intent = await call(short.url, 'GET', `/sandbox-payments/payment-intents/${created.body.id}`, undefined, diner.headers);
      expect(intent.body).toMatchObject({ status: 'canceled', cancellationReason: 'expired', amountCaptured: gbp(0) });
      const late = await confirm(short.url, diner, created.body);
      expect(late.status).toBe(409);
    } finally {
      await short.close();
    }
  }, 120_000);
});

describe('property: charged = owed, always', () => {
  test('random splits (amount, items, share), tips and vouchers: the captured amount is split + tip − voucher; any other amount never settles', async () => {
    const vouchers = [undefined, 'WELCOME10', 'FIVEOFF'] as const;
    let runs = 0;
    let mismatches = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          kind: fc.constantFrom('amount', 'items', 'share'),
          // A diner types a split by amount in whole cents (the server refuses anything finer: split-amount-not-whole-cents).
          amount: fc.integer({ min: 100, max: 3000 }).map((cents) => cents * (U / 100)),
          shares: fc.integer({ min: 1, max: 4 }),
          guests: fc.integer({ min: 4, max: 6 }),
          fish: fc.integer({ min: 0, max: 3 }),
          tip: fc.integer({ min: 0, max: 20 * U }),
          voucher: fc.constantFrom(...vouchers),
          wrongBy: fc.integer({ min: -5 * U, max: 5 * U }).filter((n) => n !== 0),
          // The charge is changed after creation (as a provider-side change would): it must not settle the split.
          tamper: fc.boolean(),
        }),
        async (input) => {
          runs += 1;
          const diner = await newDiner(base);
          const billId = await freshBill(sb);
          const doc = await bill(base, billId);
          const lines = Object.values(doc.order.subOrders[0].quantifiedProducts as Record<string, { productId: string }>);
          const path = { amount: 'by-amount', items: 'by-items', share: 'by-share' }[input.kind];
          const body =
            input.kind === 'amount'
              ? { splitAmount: input.amount, currencyCode: 'GBP' }
              : input.kind === 'items'
                ? { items: { [lines[input.fish % lines.length]?.productId ?? '']: U } }
                : { numberOfShares: input.shares, numberOfGuests: input.guests, baseAmount: doc.leftToPay };
          const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/${path}`, { ...body, consumer: diner.consumer }, diner.headers);
          expect(issued.status).toBe(201);
          const splitId: string = issued.body.splitId.id;
          const owedSplit: number = issued.body.billSplitAmount.amount;
          let discount = 0;
          if (input.voucher) {
            const applied = await applyVoucher(base, diner, input.voucher, billId, splitId);
            expect(applied.status).toBe(200);
            discount = applied.body.discountAmount.amount;
          }
          const owed = owedSplit + input.tip - discount;
          const engaged = await engage(base, diner, billId, splitId);
          const paymentId = engaged.body.paymentId;
          const wrongAmount = Math.max(1, owed + input.wrongBy);
          const wrong = await createIntent(base, diner, { billId, splitId, paymentId, tip: gbp(input.tip), amount: gbp(wrongAmount) });
          if (wrongAmount !== owed) expect(wrong.body).toMatchObject({ type: 'amount-mismatch', field: 'amount' });
          const created = await createIntent(base, diner, { billId, splitId, paymentId, tip: gbp(input.tip) });
          if (owed === 0) {
            // A voucher covering the whole split and no tip: nothing to charge by card.
            expect(created.body).toMatchObject({ type: 'nothing-to-charge' });
            return;
          }
          expect(created.body.amount).toEqual(gbp(owed));
          if (input.tamper) {
            await sb.db.execute(
              sql`UPDATE sandbox_payment_intents SET amount = ${wrongAmount === owed ? owed + 1 : wrongAmount} WHERE id = ${created.body.id}`,
            );
            const refused = await confirm(base, diner, created.body);
            expect(refused.body).toMatchObject({ status: 'canceled', cancellationReason: 'amount_mismatch', amountCaptured: gbp(0) });
            expect((await split(diner, billId, splitId)).status).toBe('ISSUED');
            expect(await captured(billId, splitId)).toEqual([]);
            mismatches += 1;
            return;
          }
          const confirmed = await confirm(base, diner, created.body);
          expect(confirmed.body.status).toBe('succeeded');
          expect(await captured(billId, splitId)).toEqual([owed]);
          const paid = await split(diner, billId, splitId);
          expect(['PAID', 'REGISTERED']).toContain(paid.status);
          expect(paid.tips).toEqual(gbp(input.tip));
        },
      ),
      { numRuns: 40 },
    );
    console.log(
      `property charged = owed: ${runs} runs, ${runs - mismatches} settled with charged = owed, ${mismatches} changed charges refunded without settling`,
    );
  }, 300_000);
});
