import { installContractCompilers } from '../../http/contract-route.js';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { demoTables } from '../../seed/seed-ids.js';
import { seedVenues } from '../../seed/seed-venues.js';
import type { OrderBillItem, OrderingOptions, PaymentIntentView, TableDeviceInput } from '../ordering-options.js';
import { orderingMigrations, orderingPlugin } from '../plugin.js';

/**
 * The ordering plugin on its own Fastify instance and in-memory PGlite, with stand-ins for the rest of the sandbox
 * (venues and table devices, realtime, the POS simulator and the payment simulator). The routes under test are real.
 */
export async function startOrdering(overrides: Partial<OrderingOptions> = {}) {
  const client = await PGlite.create();
  const db = drizzle({ client });
  for (const statement of orderingMigrations) await db.execute(sql.raw(statement));

  const venues = new Map<string, unknown>(seedVenues.map((venue) => [venue.id, venue]));
  const devices = new Map<string, TableDeviceInput>(
    demoTables.map((table) => [table.deviceId, { id: table.deviceId, name: table.label, tableId: table.tableId, venueId: table.venueId }]),
  );
  const documents = new Map<string, unknown>();
  const published: { path: string; data: unknown }[] = [];
  const posOrders: { venueId: string; tableId: string; orderId: string; items: OrderBillItem[] }[] = [];
  const openedTabs: { venueId: string; tabId: string; displayId: string }[] = [];
  const intents = new Map<string, PaymentIntentView>();
  const pos = { failing: false };
  let clock = Date.UTC(2026, 5, 3, 12, 0);
  let ids = 0;

  const options: OrderingOptions = {
    db,
    now: () => clock,
    randomId: () => `id-${++ids}`,
    publishDocument: async (path, data) => {
      documents.set(path, data);
      published.push({ path, data });
    },
    getVenue: (venueId) => venues.get(venueId),
    getTableDevice: (deviceId) => devices.get(deviceId),
    getTableDeviceByTableId: (tableId) => [...devices.values()].find((device) => device.tableId === tableId),
    addOrderItemsToBill: async (input) => {
      if (pos.failing) throw new Error('POS offline');
      posOrders.push(input);
      return { billId: `bill-of-${input.tableId}` };
    },
    openTabBill: async (input) => {
      openedTabs.push(input);
      return { billId: `bill-of-${input.tabId}` };
    },
    getPaymentIntent: (id) => intents.get(id),
    getPaymentIntentByPaymentId: (paymentId) => [...intents.values()].find((intent) => intent.paymentId === paymentId),
    upsertVenue: async (venue) => {
      venues.set(venue.id, venue);
    },
    upsertTableDevice: async (device) => {
      devices.set(device.id, device);
    },
    ...overrides,
  };

  const app: FastifyInstance = Fastify({ logger: false });
  // The same contract compilers as the sandbox server: zod validates requests and checks answers.
  installContractCompilers(app);
  // The same JSON parsing as the sandbox server: an empty JSON body reads as no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });
  await orderingPlugin(app, options);
  await app.ready();

  return {
    app,
    db,
    options,
    venues,
    devices,
    documents,
    published,
    posOrders,
    openedTabs,
    intents,
    pos,
    setNow: (epochMs: number) => {
      clock = epochMs;
    },
    /** A payment simulator intent held for manual capture (or in another status). */
    hold: (id: string, amount: { amount: number; currency: string }, status = 'requires_capture', paymentId?: string) => {
      intents.set(id, { id, status, amount, captureMethod: 'manual', ...(paymentId ? { paymentId } : {}) });
    },
    async call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
      });
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json') && response.headers['content-encoding'] !== 'gzip';
      const body: Record<string, unknown> = isJson ? response.json() : {};
      return { status: response.statusCode, body, response };
    },
    close: async () => {
      await app.close();
      await client.close();
    },
  };
}

export type StartedOrdering = Awaited<ReturnType<typeof startOrdering>>;
