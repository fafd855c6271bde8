import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server.js';
import { call, freshBill, newDiner } from './helpers.js';
import { sseStream } from './sse.js';
import { payInFull } from './payment-helpers.js';
import { freshPostgresDatabase } from './postgres.js';

const adminUrl = process.env.TABLESIDE_TEST_POSTGRES_URL;

// Two sandbox processes share realtime through PostgreSQL's LISTEN/NOTIFY; PGlite is one process, so there is nothing
// to share there. This suite runs in the test command's PostgreSQL run (scripts/test-postgres.sh sets
// TABLESIDE_TEST_POSTGRES_URL) and is skipped in the PGlite run.
describe.skipIf(!adminUrl)('two sandboxes on one PostgreSQL share realtime (LISTEN/NOTIFY)', () => {
  let a: Sandbox;
  let b: Sandbox;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await freshPostgresDatabase(adminUrl ?? '');
    a = await createSandbox({ databaseUrl, port: 0, seed: true });
    // The second process finds the database seeded by the first.
    b = await createSandbox({ databaseUrl, port: 0, seed: false });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("a diner on sandbox A sees, on A's multiplexed stream, a split issued and paid through sandbox B", async () => {
    const billId = await freshBill(a);
    const opened = (await call(a.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data;
    const subscriptions = [
      { id: 'bill', path: `bills/${billId}` },
      {
        id: 'open-bill',
        collection: 'bills',
        where: [
          ['order.tableId', '==', opened.order.tableId],
          ['closed', '==', false],
        ],
        limit: 1,
      },
    ];
    const live = sseStream(`${a.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}`);
    const byId = (id: string) => live.events.filter((e) => e.event === 'snapshot' && e.data.id === id);
    await live.until(() => byId('bill').length === 1 && byId('open-bill').length === 1);
    const total = byId('bill')[0]?.data.value.data.leftToPay.amount as number;

    const diner = await newDiner(b.url);
    const issued = await call(b.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
    expect(issued.status).toBe(201);
    const billOnA = () => byId('bill').at(-1)?.data.value.data;
    const queryOnA = () => byId('open-bill').at(-1)?.data.value.docs[0]?.data;
    await live.until(() => billOnA()?.forecastedLeftToPay.amount === total - 500_000 && queryOnA()?.forecastedLeftToPay.amount === total - 500_000);
    expect(billOnA().leftToPay.amount).toBe(total);

    const paid = await payInFull(b.url, diner, billId, issued.body.splitId.id);
    expect(paid.confirmed?.body.status).toBe('succeeded');
    await live.until(() => billOnA()?.leftToPay.amount === total - 500_000 && queryOnA()?.leftToPay.amount === total - 500_000);
    live.close();
    // A snapshot never goes back in version.
    const versions = byId('bill').map((e) => e.data.value.version as number);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
  });

  test("splits issued on B's own copy of the bill (one statement that carries its NOTIFY) reach A, the bill and the new diner's user document", async () => {
    const billId = await freshBill(a);
    const diners = await Promise.all([newDiner(b.url), newDiner(b.url), newDiner(b.url)]);
    // The first issue reads the bill under its lock on B; B then holds a copy, so the next ones are optimistic writes.
    expect(
      (await call(b.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000, consumer: diners[0]?.consumer }, diners[0]?.headers))
        .status,
    ).toBe(201);
    const live = sseStream(`${a.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify([{ id: 'bill', path: `bills/${billId}` }]))}`);
    const bills = () => live.events.filter((e) => e.event === 'snapshot' && e.data.id === 'bill');
    await live.until(() => bills().length === 1);
    const before = bills()[0]?.data.value.data.forecastedLeftToPay.amount as number;
    // On A, the last diner's own subscription of their user document (not written yet).
    const last = diners[2];
    const user = sseStream(`${a.url}/realtime/docs/bills/${billId}/users/${last?.guestId}?subscribe=1&token=${encodeURIComponent(last?.token ?? '')}`);
    await user.until(() => user.events.some((e) => e.event === 'snapshot'));
    const optimistic = b.billing.stats.optimistic;
    for (const diner of diners.slice(1)) {
      expect(
        (await call(b.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000, consumer: diner.consumer }, diner.headers)).status,
      ).toBe(201);
    }
    expect(b.billing.stats.optimistic - optimistic).toBe(2);
    await live.until(() => bills().at(-1)?.data.value.data.forecastedLeftToPay.amount === before - 200_000);
    await user.until(() => user.events.some((e) => e.event === 'snapshot' && e.data.exists === true && e.data.data.guestId === last?.guestId));
    live.close();
    user.close();
  });

  test("subscriptions added to A's open stream see a split issued through B; B does not know A's stream", async () => {
    const billId = await freshBill(a);
    const opened = (await call(a.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data;
    const diner = await newDiner(a.url);
    const live = sseStream(
      `${a.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify([{ id: 'settings', path: 'configs/settings' }]))}&token=${encodeURIComponent(diner.token)}`,
    );
    await live.until(() => live.streamId() !== undefined);
    const streamId = live.streamId() ?? '';
    const added = {
      subscriptions: [
        { id: 'bill', path: `bills/${billId}` },
        {
          id: 'open-bill',
          collection: 'bills',
          where: [
            ['order.tableId', '==', opened.order.tableId],
            ['closed', '==', false],
          ],
          limit: 1,
        },
      ],
    };
    // Stream ids are per process: B answers 404 (a client then reconnects with its whole set).
    expect((await call(b.url, 'POST', `/realtime/stream/${streamId}/subscriptions`, added, diner.headers)).body).toMatchObject({
      type: 'stream-not-found',
      field: 'params.streamId',
    });
    expect((await call(a.url, 'POST', `/realtime/stream/${streamId}/subscriptions`, added, diner.headers)).status).toBe(204);
    const byId = (id: string) => live.events.filter((e) => e.event === 'snapshot' && e.data.id === id);
    await live.until(() => byId('bill').length === 1 && byId('open-bill').length === 1);
    const before = byId('bill')[0]?.data.value.data.forecastedLeftToPay.amount as number;
    const issued = await call(b.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 300_000, consumer: diner.consumer }, diner.headers);
    expect(issued.status).toBe(201);
    await live.until(
      () =>
        byId('bill').at(-1)?.data.value.data.forecastedLeftToPay.amount === before - 300_000 &&
        byId('open-bill').at(-1)?.data.value.docs[0]?.data.forecastedLeftToPay.amount === before - 300_000,
    );
    live.close();
  });

  test("after A's listening connection is cut, A listens again and a change made through B meanwhile still arrives", async () => {
    const billId = await freshBill(a);
    const live = sseStream(`${a.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify([{ id: 'bill', path: `bills/${billId}` }]))}`);
    const snapshots = () => live.events.filter((e) => e.event === 'snapshot');
    await live.until(() => snapshots().length === 1);
    const before = snapshots()[0]?.data.value.data.forecastedLeftToPay.amount as number;

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const listening = async () =>
        (
          await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN tableside_documents'`, [
            new URL(databaseUrl).pathname.slice(1),
          ])
        ).rows;
      const cut = await listening();
      // Both sandboxes listen on their own connection.
      expect(cut).toHaveLength(2);
      for (const { pid } of cut) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const diner = await newDiner(b.url);
      const issued = await call(b.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 200_000, consumer: diner.consumer }, diner.headers);
      expect(issued.status).toBe(201);
      await live.until(() => snapshots().at(-1)?.data.value.data.forecastedLeftToPay.amount === before - 200_000);
      // The listeners came back on new connections.
      await expect
        .poll(async () => (await listening()).filter(({ pid }) => !cut.some((old) => old.pid === pid)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      live.close();
      await admin.end();
    }
  });
});
