import { sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDatabase } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildBillDocument } from '../src/billing/bill-document.js';
import { billDataSchema, isActive, isSettled, storedSplitSchema } from '../src/billing/bill-model.js';
import { BillingService } from '../src/billing/billing-service.js';
import { rows } from '../src/db/rows.js';
import { serialisations } from '../src/realtime/document-store.js';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { sseStream } from './sse.js';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);

afterAll(async () => {
  await sb?.close();
});

/**
 * Counts the SQL statements and transactions the sandbox runs while `run` runs (every statement drizzle's node-postgres
 * or PGlite session prepares, and `transaction`); `announcements` counts, apart, the statements that only announce a
 * document to other processes (`SELECT pg_notify`); `names` lists the prepared statement name of each statement.
 */
async function counted<T>(
  run: () => Promise<T>,
): Promise<{ value: T; statements: number; announcements: number; transactions: number; names: (string | undefined)[] }> {
  type Prepare = (query: { sql: string }, fields: unknown, name: string | undefined, ...rest: unknown[]) => unknown;
  const sessions = [NodePgSession.prototype, PgliteSession.prototype] as unknown as { prepareQuery: Prepare }[];
  const originals = sessions.map((session) => session.prepareQuery);
  const proto = PgDatabase.prototype as unknown as { transaction: (...args: unknown[]) => unknown };
  const { transaction } = proto;
  let statements = 0;
  let announcements = 0;
  let transactions = 0;
  const names: (string | undefined)[] = [];
  sessions.forEach((session, i) => {
    const original = originals[i] as Prepare;
    session.prepareQuery = function (this: unknown, query, fields, name, ...rest) {
      // On PostgreSQL a document written outside the bill's statement is announced to the other processes by a statement of its own.
      if (query.sql.startsWith('SELECT pg_notify(')) announcements += 1;
      else {
        statements += 1;
        names.push(name);
      }
      return original.call(this, query, fields, name, ...rest);
    };
  });
  proto.transaction = function (this: unknown, ...args: unknown[]) {
    transactions += 1;
    return transaction.apply(this, args);
  };
  try {
    return { value: await run(), statements, announcements, transactions, names };
  } finally {
    sessions.forEach((session, i) => (session.prepareQuery = originals[i] as Prepare));
    proto.transaction = transaction;
  }
}

const bigOrder = [
  { posProductId: 'gb-fish', quantity: 20 },
  { posProductId: 'gb-ale', quantity: 20 },
];

function issueByAmount(billId: string, diner: Diner, amount: number) {
  return call(
    sb.url,
    'POST',
    `/billing/bills/${billId}/splits/by-amount`,
    { splitAmount: amount, currencyCode: 'GBP', consumer: diner.consumer },
    diner.headers,
  );
}

/** The bill as a full recomputation from the stored rows gives it: its data and every split read again, then built. */
async function recomputed(billId: string): Promise<{ document: Record<string, unknown>; published: unknown }> {
  const [bill] = await rows(sb.db, sql`SELECT data, version FROM bills WHERE id = ${billId}`);
  const splits = await rows(sb.db, sql`SELECT data FROM splits WHERE bill_id = ${billId} ORDER BY seq`);
  const data = billDataSchema.parse(bill?.data);
  const document = buildBillDocument(
    data,
    splits.map((row) => storedSplitSchema.parse(row.data)),
    Number(bill?.version),
  );
  const published = (await sb.store.get(`bills/${billId}`)).data;
  return { document, published };
}

describe('the split transaction does only what it must', () => {
  test('a split issued on a bill this process holds is one SQL statement, no transaction, no re-read of the splits', async () => {
    const billId = await freshBill(sb, bigOrder);
    const diners = await Promise.all(Array.from({ length: 12 }, () => newDiner(sb.url)));
    for (const diner of diners.slice(0, 10)) expect((await issueByAmount(billId, diner, 100_000)).status).toBe(201);
    const before = { ...sb.billing.stats };
    const { value, statements, announcements, transactions, names } = await counted(() => issueByAmount(billId, diners[10] as Diner, 100_000));
    expect(value.status).toBe(201);
    // The splits, the bill row and both documents (the bill and its new user) in one guarded statement; on PostgreSQL
    // their announcements to other processes (NOTIFY) are part of it, not statements of their own.
    expect(statements).toBe(1);
    expect(announcements).toBe(0);
    // A prepared statement, named after its shape: the next issue of the same shape (a new diner) reuses it.
    expect(names[0]).toMatch(/^bill-write-[0-9a-f]{32}$/);
    const next = await counted(() => issueByAmount(billId, diners[11] as Diner, 100_000));
    expect(next.value.status).toBe(201);
    expect(next.names).toEqual(names);
    expect(transactions + next.transactions).toBe(0);
    expect(sb.billing.stats.optimistic - before.optimistic).toBe(2);
    expect(sb.billing.stats.loaded).toBe(before.loaded);
    const { document, published } = await recomputed(billId);
    expect(published).toEqual(document);
    expect(document.forecastedLeftToPay).toMatchObject({ amount: (document.leftToPay as { amount: number }).amount - 12 * 100_000 });
  });

  test('a bill changed by another writer (another process on the same database) is read again, never overwritten', async () => {
    const billId = await freshBill(sb, [{ posProductId: 'gb-fish', quantity: 2 }]);
    const total = (await recomputed(billId)).document.totalBillAmount as { amount: number };
    const [mine, theirs, third] = await Promise.all([newDiner(sb.url), newDiner(sb.url), newDiner(sb.url)]);
    expect((await issueByAmount(billId, mine as Diner, 100_000)).status).toBe(201);
    // Another process: its own BillingService (and its own memory) over the same database.
    const other = new BillingService(sb.db, sb.store, sb.pos, Date.now);
    // Theirs leaves a little over 1.00 (whole cents).
    const theirsAmount = Math.floor((total.amount - 200_000) / 1_000) * 1_000;
    await other.issue(billId, (theirs as Diner).consumer, { kind: 'BY_AMOUNT', amount: theirsAmount, currencyCode: 'GBP' }, undefined);
    const before = { ...sb.billing.stats };
    // This process's copy is stale: its optimistic write is refused, and the locked path sees the other split.
    const refused = await issueByAmount(billId, third as Diner, 200_000);
    expect(refused.status).toBe(409);
    expect(refused.body.type).toBe('bill-split-exceeds-forecasted-left-to-pay');
    expect(sb.billing.stats.optimistic).toBe(before.optimistic);
    expect(sb.billing.stats.loaded - before.loaded).toBeGreaterThanOrEqual(1);
    await sb.billing.issue(billId, (third as Diner).consumer, { kind: 'LEFT_TO_PAY' }, undefined);
    const { document, published } = await recomputed(billId);
    expect(published).toEqual(document);
    expect(document.forecastedLeftToPay).toMatchObject({ amount: 0 });
  });

  test('after random sequences of operations from two writers, the published bill equals a full recomputation', async () => {
    const other = new BillingService(sb.db, sb.store, sb.pos, Date.now);
    const services = [sb.billing, other];
    const diners = await Promise.all(Array.from({ length: 4 }, () => newDiner(sb.url)));
    const operation = fc.record({
      writer: fc.integer({ min: 0, max: 1 }),
      diner: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom('issue', 'update', 'cancel', 'engage', 'disengage', 'heartbeat', 'left-to-pay'),
      cents: fc.integer({ min: 50, max: 3_000 }),
      together: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        const billId = await freshBill(sb, [
          { posProductId: 'gb-fish', quantity: 3 },
          { posProductId: 'gb-ale', quantity: 3 },
        ]);
        const run = async (op: (typeof operations)[number]): Promise<void> => {
          const service = services[op.writer] as BillingService;
          const diner = diners[op.diner] as Diner;
          const amount = op.cents * 1_000;
          const published = (await sb.store.get(`bills/${billId}`)).data as { sundayBillSplits: Record<string, { consumer?: { guestId: string } }> };
          const own = Object.entries(published.sundayBillSplits).find(([, split]) => split.consumer?.guestId === diner.guestId)?.[0];
          const attempt = async (): Promise<unknown> => {
            if (op.kind === 'issue') return service.issue(billId, diner.consumer, { kind: 'BY_AMOUNT', amount, currencyCode: 'GBP' }, undefined);
            if (op.kind === 'left-to-pay') return service.issue(billId, diner.consumer, { kind: 'LEFT_TO_PAY' }, undefined);
            if (!own) return undefined;
            if (op.kind === 'update') return service.update(billId, own, diner.guestId, diner.consumer, { kind: 'BY_AMOUNT', amount, currencyCode: 'GBP' });
            if (op.kind === 'cancel') return service.cancel(billId, own, diner.guestId);
            if (op.kind === 'engage') return service.engage(billId, own, diner.guestId, undefined);
            if (op.kind === 'disengage') return service.disengage(billId, own, diner.guestId);
            return service.heartbeat(billId, own, diner.guestId);
          };
          // Refusals (over the forecast, not editable…) are part of the sequence; anything else fails the property.
          await attempt().catch((error: unknown) => {
            if (!(error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500)) throw error;
          });
        };
        for (let i = 0; i < operations.length; i++) {
          const op = operations[i] as (typeof operations)[number];
          const next = operations[i + 1];
          // Now and then two writers act on the bill at the same moment.
          if (op.together && next) {
            await Promise.all([run(op), run(next)]);
            i += 1;
          } else {
            await run(op);
          }
        }
        const { document, published } = await recomputed(billId);
        expect(published).toEqual(document);
        const splits = (await rows(sb.db, sql`SELECT data FROM splits WHERE bill_id = ${billId}`)).map((r) => storedSplitSchema.parse(r.data));
        const taken = splits.filter((s) => isActive(s.status) || isSettled(s.status)).reduce((n, s) => n + s.billSplitAmount.amount, 0);
        expect(taken).toBeLessThanOrEqual((document.totalBillAmount as { amount: number }).amount);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});

describe('realtime fan-out shares the work of a change', () => {
  test('subscribers of the same bill and the same table query cost one evaluation and one serialisation per change', async () => {
    const billId = await freshBill(sb);
    const tableId = (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data.order.tableId as string;
    const otherBill = await freshBill(sb);
    const subscriptions = JSON.stringify([
      { id: 'bill', path: `bills/${billId}` },
      { id: 'open-bill', collection: 'bills', where: [['order.tableId', '==', tableId]], limit: 1 },
    ]);
    const tabs = Array.from({ length: 8 }, () => sseStream(`${sb.url}/realtime/stream?subscriptions=${encodeURIComponent(subscriptions)}`));
    await Promise.all(tabs.map((tab) => tab.until(() => tab.events.length === 2)));
    expect(sb.store.liveQueryCount).toBe(8);
    expect(sb.store.sharedLiveQueryCount).toBe(1);
    const diner = await newDiner(sb.url);
    // A change to another table's bill reaches none of them and is not evaluated against their query.
    const evaluations = sb.store.stats.evaluations;
    expect((await issueByAmount(otherBill, diner, 100_000)).status).toBe(201);
    expect(sb.store.stats.evaluations).toBe(evaluations);
    const before = { ...serialisations, evaluations: sb.store.stats.evaluations };
    expect((await issueByAmount(billId, diner, 100_000)).status).toBe(201);
    await Promise.all(tabs.map((tab) => tab.until(() => tab.events.length === 4)));
    tabs.forEach((tab) => tab.close());
    // One shared live query evaluated once; its result serialised once; the bill's JSON is the one written.
    expect(sb.store.stats.evaluations - before.evaluations).toBe(1);
    expect(serialisations.results - before.results).toBe(1);
    expect(serialisations.documents - before.documents).toBe(0);
    for (const tab of tabs) {
      const bill = tab.events.filter((e) => e.data.id === 'bill').at(-1)?.data.value;
      const query = tab.events.filter((e) => e.data.id === 'open-bill').at(-1)?.data.value;
      expect(bill.data.forecastedLeftToPay.amount).toBe(bill.data.leftToPay.amount - 100_000);
      expect(query.docs[0].data).toEqual(bill.data);
    }
    await expect.poll(() => sb.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
  });
});
