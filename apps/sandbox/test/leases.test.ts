import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, type Diner } from './helpers.js';

/** Issue 10 "An abandoned split blocks everyone": issued splits hold their amount only while their lease lives. */

const LEASE_MS = 60_000;
const RACE_ROUNDS = Number(process.env.LEASE_RACE_ROUNDS ?? 40);

let clock = Date.parse('2026-06-01T12:00:00Z');
let sb: Sandbox;
let alice: Diner;
let bob: Diner;

beforeAll(async () => {
  // The clock is ours; the sweeper looks every 20 ms, so a lapse shows as soon as the clock passes it.
  sb = await createSandbox({ inMemory: true, port: 0, seed: true, now: () => clock, leases: { issuedMs: LEASE_MS, sweepMs: 20 } });
  alice = await newDiner(sb.url);
  bob = await newDiner(sb.url);
}, 60_000);
afterAll(() => sb.close());

const splits = (billId: string): string => `/billing/bills/${billId}/splits`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function payFullBill(billId: string, diner: Diner): Promise<{ status: number; body: any }> {
  return call(sb.url, 'POST', `${splits(billId)}/left-to-pay`, { consumer: diner.consumer }, diner.headers);
}

/** Waits until the published bill satisfies `check` (the sweeper republishes on its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function billWhen(billId: string, check: (document: any) => boolean): Promise<any> {
  await expect.poll(async () => check(await bill(sb.url, billId)), { timeout: 20_000, interval: 20 }).toBe(true);
  return bill(sb.url, billId);
}

describe('an abandoned issued split', () => {
  test('holds the forecast while its lease lives, then is released, and another diner pays the full bill', async () => {
    const billId = await freshBill(sb);
    const start = await bill(sb.url, billId);
    const issued = await payFullBill(billId, alice);
    expect(issued.status).toBe(201);
    const splitId: string = issued.body.splitId.id;
    expect(issued.body.split.leaseExpiresAt).toBe(clock + LEASE_MS);
    expect(issued.body.split.leaseMs).toBe(LEASE_MS);
    expect((await bill(sb.url, billId)).forecastedLeftToPay.amount).toBe(0);
    expect((await payFullBill(billId, bob)).status).toBe(409);

    clock += LEASE_MS - 1;
    await sb.billing.releaseLapsedSplits();
    expect((await bill(sb.url, billId)).sundayBillSplits[splitId]).toBeDefined();

    clock += 1;
    const released = await billWhen(billId, (b) => b.sundayBillSplits[splitId] === undefined);
    expect(released.forecastedLeftToPay).toEqual(start.leftToPay);
    expect(released.leftToPay).toEqual(start.leftToPay);

    const full = await payFullBill(billId, bob);
    expect(full.status).toBe(201);
    expect(full.body.billSplitAmount).toEqual(start.leftToPay);
    const engaged = await call(
      sb.url,
      'PATCH',
      `${splits(billId)}/${full.body.splitId.id}/engage-payment`,
      { paymentId: `lease-full-${billId}`, consumer: bob.consumer },
      bob.headers,
    );
    expect(engaged.status).toBe(200);
    await sb.billing.paymentSucceeded({
      paymentId: `lease-full-${billId}`,
      billId,
      splitId: full.body.splitId.id,
      amount: start.leftToPay,
      paymentMethodKind: 'card',
    });
    const paid = await bill(sb.url, billId);
    expect(paid.leftToPay.amount).toBe(0);
    expect(paid.forecastedLeftToPay.amount).toBe(0);
  });

  test('its owner coming back is told bill-split-expired by every split action; another diner gets 403', async () => {
    const billId = await freshBill(sb);
    const issued = await payFullBill(billId, alice);
    const splitId: string = issued.body.splitId.id;
    clock += LEASE_MS;
    await billWhen(billId, (b) => b.sundayBillSplits[splitId] === undefined);
    const path = `${splits(billId)}/${splitId}`;
    const actions = [
      call(sb.url, 'GET', path, undefined, alice.headers),
      call(sb.url, 'PUT', `${path}/heartbeat`, undefined, alice.headers),
      call(sb.url, 'PUT', `${path}/by-amount`, { newSplitAmount: 10 * 100_000, consumer: alice.consumer }, alice.headers),
      call(sb.url, 'PATCH', `${path}/engage-payment`, { paymentId: `lease-back-${splitId}`, consumer: alice.consumer }, alice.headers),
      call(sb.url, 'DELETE', path, undefined, alice.headers),
    ];
    for (const answer of await Promise.all(actions)) {
      expect(answer.status).toBe(410);
      expect(answer.body.type).toBe('bill-split-expired');
      expect(answer.body.message).toContain(splitId);
      expect(answer.body.field).toBe('params.splitId');
    }
    expect((await call(sb.url, 'GET', path)).status).toBe(401);
    const other = await call(sb.url, 'PUT', `${path}/heartbeat`, undefined, bob.headers);
    expect(other.status).toBe(403);
    expect(other.body.type).toBe('not-split-owner');
    // And they can start again.
    expect((await payFullBill(billId, alice)).status).toBe(201);
  });

  test('is released lazily by the next operation on the bill, in the same transaction, without the sweeper', async () => {
    const lazy = await createSandbox({ inMemory: true, port: 0, seed: true, now: () => clock, leases: { issuedMs: LEASE_MS, sweepMs: 3_600_000 } });
    try {
      const diner = await newDiner(lazy.url);
      const other = await newDiner(lazy.url);
      const order = await lazy.pos.openOrder('venue-london-pub', `lease-lazy-${process.pid}`, {
        numberOfGuests: 2,
        checks: [{ name: 'Check 1', items: [{ posProductId: 'gb-fish', quantity: 200_000 }] }],
      });
      const first = await call(lazy.url, 'POST', `${splits(order.billId)}/left-to-pay`, { consumer: diner.consumer }, diner.headers);
      expect(first.status).toBe(201);
      clock += LEASE_MS;
      // Nothing swept: the document still shows the reservation until an operation touches the bill.
      expect((await bill(lazy.url, order.billId)).forecastedLeftToPay.amount).toBe(0);
      const second = await call(lazy.url, 'POST', `${splits(order.billId)}/by-amount`, { splitAmount: 10 * 100_000, consumer: other.consumer }, other.headers);
      expect(second.status).toBe(201);
      const after = await bill(lazy.url, order.billId);
      expect(after.sundayBillSplits[first.body.splitId.id]).toBeUndefined();
      expect(after.forecastedLeftToPay.amount).toBe(after.leftToPay.amount - 10 * 100_000);
    } finally {
      await lazy.close();
    }
  });

  test('a by-share split that lapses gives its shares back', async () => {
    const billId = await freshBill(sb);
    const start = await bill(sb.url, billId);
    const share = await call(
      sb.url,
      'POST',
      `${splits(billId)}/by-share`,
      { numberOfShares: 2, numberOfGuests: 4, baseAmount: start.leftToPay, consumer: alice.consumer },
      alice.headers,
    );
    expect(share.status).toBe(201);
    expect((await bill(sb.url, billId)).ongoingSplitByShare.shares).toBe(2);
    clock += LEASE_MS;
    const released = await billWhen(billId, (b) => b.sundayBillSplits[share.body.splitId.id] === undefined);
    expect(released.ongoingSplitByShare).toBeUndefined();
    expect(released.forecastedLeftToPay).toEqual(start.leftToPay);
  });
});

describe('keeping the lease alive', () => {
  test('a heartbeat renews the lease, so the split outlives its first lease', async () => {
    const billId = await freshBill(sb);
    const issued = await payFullBill(billId, alice);
    const splitId: string = issued.body.splitId.id;
    for (let beat = 0; beat < 3; beat++) {
      clock += (LEASE_MS * 2) / 3;
      const renewed = await call(sb.url, 'PUT', `${splits(billId)}/${splitId}/heartbeat`, undefined, alice.headers);
      expect(renewed.status).toBe(200);
      expect(renewed.body.splitId).toBe(splitId);
      expect(renewed.body.status).toBe('ISSUED');
      expect(renewed.body.leaseExpiresAt).toBe(clock + LEASE_MS);
      expect(renewed.body.leaseMs).toBe(LEASE_MS);
      await sb.billing.releaseLapsedSplits();
      expect((await bill(sb.url, billId)).sundayBillSplits[splitId]?.status).toBe('ISSUED');
    }
    expect((await bill(sb.url, billId)).forecastedLeftToPay.amount).toBe(0);
  });

  test('a heartbeat does not republish the bill', async () => {
    const billId = await freshBill(sb);
    const issued = await payFullBill(billId, alice);
    const before = await bill(sb.url, billId);
    expect((await call(sb.url, 'PUT', `${splits(billId)}/${issued.body.splitId.id}/heartbeat`, undefined, alice.headers)).status).toBe(200);
    expect((await bill(sb.url, billId)).version).toBe(before.version);
  });

  test('any action by its owner renews it: a read with the token and an update', async () => {
    const billId = await freshBill(sb);
    const issued = await call(sb.url, 'POST', `${splits(billId)}/by-amount`, { splitAmount: 10 * 100_000, consumer: alice.consumer }, alice.headers);
    const splitId: string = issued.body.splitId.id;
    clock += LEASE_MS - 1;
    const read = await call(sb.url, 'GET', `${splits(billId)}/${splitId}`, undefined, alice.headers);
    expect(read.status).toBe(200);
    expect(read.body.leaseExpiresAt).toBe(clock + LEASE_MS);
    // A read by someone else is refused and leaves the lease alone.
    clock += LEASE_MS - 1;
    const foreign = await call(sb.url, 'GET', `${splits(billId)}/${splitId}`, undefined, bob.headers);
    expect([foreign.status, foreign.body.type]).toEqual([403, 'not-split-owner']);
    const updated = await call(
      sb.url,
      'PUT',
      `${splits(billId)}/${splitId}/by-amount`,
      { newSplitAmount: 12 * 100_000, consumer: alice.consumer },
      alice.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.split.leaseExpiresAt).toBe(clock + LEASE_MS);
    clock += LEASE_MS - 1;
    await sb.billing.releaseLapsedSplits();
    expect((await bill(sb.url, billId)).sundayBillSplits[splitId]?.status).toBe('ISSUED');
  });

  test('an engaged (PENDING) split holds no issued lease: its heartbeat answers it without one', async () => {
    const billId = await freshBill(sb);
    const issued = await payFullBill(billId, alice);
    const splitId: string = issued.body.splitId.id;
    const engaged = await call(
      sb.url,
      'PATCH',
      `${splits(billId)}/${splitId}/engage-payment`,
      { paymentId: `lease-pending-${splitId}`, consumer: alice.consumer },
      alice.headers,
    );
    expect(engaged.status).toBe(200);
    const beat = await call(sb.url, 'PUT', `${splits(billId)}/${splitId}/heartbeat`, undefined, alice.headers);
    expect(beat.status).toBe(200);
    expect(beat.body.status).toBe('PENDING');
    expect(beat.body.leaseExpiresAt).toBeUndefined();
  });
});

describe('the heartbeat route refuses', () => {
  test('another diner, a forged token, no token, an unknown split and junk ids', async () => {
    const billId = await freshBill(sb);
    const issued = await payFullBill(billId, alice);
    const path = `${splits(billId)}/${issued.body.splitId.id}/heartbeat`;
    const other = await call(sb.url, 'PUT', path, undefined, bob.headers);
    expect([other.status, other.body.type]).toEqual([403, 'not-split-owner']);
    const forged = await call(sb.url, 'PUT', path, undefined, { 'x-tableside-guest-token': `${alice.guestId}.forged` });
    expect([forged.status, forged.body.type]).toEqual([401, 'invalid-guest-token']);
    const none = await call(sb.url, 'PUT', path);
    expect([none.status, none.body.type]).toEqual([401, 'invalid-guest-token']);
    const unknown = await call(sb.url, 'PUT', `${splits(billId)}/split-nope/heartbeat`, undefined, alice.headers);
    expect([unknown.status, unknown.body.type]).toEqual([404, 'bill-split-not-found']);
    const junk = await call(sb.url, 'PUT', `${splits(billId)}/${encodeURIComponent('a b')}/heartbeat`, undefined, alice.headers);
    expect(junk.status).toBe(400);
    expect(junk.body.message).toContain('splitId');
    // The refusals renewed nothing.
    clock += LEASE_MS;
    await billWhen(billId, (b) => b.sundayBillSplits[issued.body.splitId.id] === undefined);
  });
});

describe('an expiry racing an engage', () => {
  test(`over ${RACE_ROUNDS} rounds the engage either wins and holds, or gets bill-split-expired; never both, never an overpaid bill`, async () => {
    const outcomes = { engaged: 0, expired: 0 };
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const billId = await freshBill(sb);
      const start = await bill(sb.url, billId);
      const issued = await payFullBill(billId, alice);
      const splitId: string = issued.body.splitId.id;
      const expiresAt: number = issued.body.split.leaseExpiresAt;
      clock = expiresAt - 1;
      const paymentId = `lease-race-${round}-${splitId}`;
      // The clock crosses the boundary while the engage, the sweeper and another diner's full-bill split run.
      const flip = new Promise<void>((resolve) =>
        setTimeout(() => {
          clock = expiresAt;
          resolve();
        }, round % 5),
      );
      const [engage, , , rival] = await Promise.all([
        call(sb.url, 'PATCH', `${splits(billId)}/${splitId}/engage-payment`, { paymentId, consumer: alice.consumer }, alice.headers),
        flip,
        sb.billing.releaseLapsedSplits(),
        flip.then(() => payFullBill(billId, bob)),
      ]);
      const document = await bill(sb.url, billId);
      const held = document.sundayBillSplits[splitId];
      if (engage.status === 200) {
        outcomes.engaged += 1;
        expect(engage.body.status).toBe('PENDING');
        expect(held?.status).toBe('PENDING');
        expect(rival.status).toBe(409);
        await sb.billing.paymentSucceeded({ paymentId, billId, splitId, amount: start.leftToPay, paymentMethodKind: 'card' });
      } else {
        outcomes.expired += 1;
        expect([engage.status, engage.body.type]).toEqual([410, 'bill-split-expired']);
        expect(held).toBeUndefined();
        expect(rival.status).toBe(201);
        const rivalPayment = `lease-race-rival-${round}-${splitId}`;
        const rivalSplit: string = rival.body.splitId.id;
        expect(
          (await call(sb.url, 'PATCH', `${splits(billId)}/${rivalSplit}/engage-payment`, { paymentId: rivalPayment, consumer: bob.consumer }, bob.headers))
            .status,
        ).toBe(200);
        await sb.billing.paymentSucceeded({ paymentId: rivalPayment, billId, splitId: rivalSplit, amount: start.leftToPay, paymentMethodKind: 'card' });
      }
      const end = await bill(sb.url, billId);
      const paid = Object.values(end.sundayBillSplits as Record<string, { status: string; billSplitAmount: { amount: number } }>)
        .filter((s) => s.status === 'PAID' || s.status === 'REGISTERED')
        .reduce((total, s) => total + s.billSplitAmount.amount, 0);
      expect(paid).toBe(end.totalBillAmount.amount);
      expect(end.leftToPay.amount).toBe(0);
      expect(end.forecastedLeftToPay.amount).toBe(0);
    }
    expect(outcomes.engaged + outcomes.expired).toBe(RACE_ROUNDS);
  }, 600_000);
});

describe('with the real clock', () => {
  test('the sweeper alone releases an abandoned split after a short lease', async () => {
    const real = await createSandbox({ inMemory: true, port: 0, seed: true, leases: { issuedMs: 400, sweepMs: 50 } });
    try {
      const diner = await newDiner(real.url);
      const order = await real.pos.openOrder('venue-london-pub', `lease-real-${process.pid}`, {
        numberOfGuests: 2,
        checks: [{ name: 'Check 1', items: [{ posProductId: 'gb-fish', quantity: 200_000 }] }],
      });
      const issued = await call(real.url, 'POST', `${splits(order.billId)}/left-to-pay`, { consumer: diner.consumer }, diner.headers);
      expect(issued.status).toBe(201);
      await expect
        .poll(async () => (await bill(real.url, order.billId)).forecastedLeftToPay.amount, { timeout: 20_000, interval: 50 })
        .toBe(issued.body.billSplitAmount.amount);
      expect((await bill(real.url, order.billId)).sundayBillSplits[issued.body.splitId.id]).toBeUndefined();
    } finally {
      await real.close();
    }
  });
});
