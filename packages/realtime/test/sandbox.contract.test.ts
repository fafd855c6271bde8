import { createSandbox, seedIds, type Sandbox } from '@tableside/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createSandboxDocumentStore } from '../src/index.js';
import { documentStoreContract } from './document-store-contract.js';

documentStoreContract('sandbox SSE adapter against the running sandbox', async () => {
  const billId = seedIds.tables.parisFresh.billId;
  if (billId === null) throw new Error('the seed has no bill for the fresh Paris table');
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  const identity = await fetch(`${sandbox.url}/identity/anonymous`, { method: 'POST' });
  const { token } = (await identity.json()) as { token: string };
  let table = 0;
  return {
    store: createSandboxDocumentStore({ baseUrl: sandbox.url, guestToken: () => token }),
    billId,
    // A fresh bill (4 fish) on a new table of the London pub: its product can be marked as paid up to 4 units.
    markable: async () => {
      table += 1;
      const order = await sandbox.pos.openOrder('venue-london-pub', `contract-table-${table}`, {
        numberOfGuests: 2,
        checks: [{ name: 'Check 1', items: [{ posProductId: 'gb-fish', quantity: 400_000 }] }],
      });
      const bill = sandbox.store.get(`bills/${order.billId}`);
      const data = (await bill).data as { order: { subOrders: { quantifiedProducts: { productId: string }[] }[] } };
      const productId = data.order.subOrders[0]?.quantifiedProducts[0]?.productId;
      if (productId === undefined) throw new Error('the fresh bill has no product');
      return { billId: order.billId, productId };
    },
    close: () => sandbox.close(),
  };
});

describe('one stream per page against the running sandbox (issue 12)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  }, 120_000);
  afterAll(() => sandbox?.close());

  /** A fetch that records each request as `METHOD path` with its answer's status. */
  function counted() {
    const requests: { call: string; status?: number }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const entry: { call: string; status?: number } = { call: `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}` };
      requests.push(entry);
      const response = await fetch(input, init);
      entry.status = response.status;
      return response;
    };
    return { fetch: fetchImpl, requests };
  }

  /** The values a listener got, and a wait for one that matches (on the store's own events, never on time). */
  function listener<T>() {
    const seen: T[] = [];
    const waiters: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
    return {
      seen,
      push(value: T) {
        seen.push(value);
        for (const waiter of [...waiters]) {
          if (!waiter.match(value)) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(value);
        }
      },
      next: (match: (value: T) => boolean) =>
        new Promise<T>((resolve) => {
          const found = seen.find(match);
          if (found !== undefined) resolve(found);
          else waiters.push({ match, resolve });
        }),
    };
  }

  test("a query added after the bill's first snapshot joins the open stream by POST: one stream request, and its changes arrive", async () => {
    const { billId, tableId, deviceId } = seedIds.tables.parisFresh;
    const transport = counted();
    const store = createSandboxDocumentStore({ baseUrl: sandbox.url, fetch: transport.fetch });
    const bills = listener<number>();
    const devices = listener<{ ids: string[]; refreshedAt: unknown }>();
    const stopBill = store.subscribe(`bills/${billId}`, z.looseObject({}), (update) => bills.push(update.ok ? update.value.version : -1));
    await bills.next((version) => version > 0);
    // As the bill page does once the bill names its table.
    const stopDevices = store.subscribeQuery(
      'table_devices',
      z.looseObject({ currentOrderRefreshedAt: z.optional(z.unknown()) }),
      { where: [['tableId', '==', tableId]], limit: 1 },
      (update) => {
        if (update.ok) devices.push({ ids: update.value.docs.map((doc) => doc.id), refreshedAt: update.value.docs[0]?.data.currentOrderRefreshedAt });
      },
    );
    const first = await devices.next((result) => result.ids.length === 1);
    expect(first.ids).toEqual([deviceId]);
    expect(transport.requests).toEqual([
      { call: 'GET /realtime/stream', status: 200 },
      { call: expect.stringMatching(/^POST \/realtime\/stream\/[0-9a-f-]{36}\/subscriptions$/), status: 204 },
    ]);
    const refreshed = await fetch(`${sandbox.url}/refresh-bill-scheduler/tables/${tableId}/refresh`, { method: 'PUT' });
    expect(refreshed.status).toBe(200);
    await devices.next((result) => result.refreshedAt !== first.refreshedAt);
    expect(transport.requests.filter((request) => request.call.startsWith('GET /realtime/stream'))).toHaveLength(1);
    stopDevices();
    stopBill();
    await expect.poll(() => sandbox.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
  });
});
