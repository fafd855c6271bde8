import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import type { OrderBillItem, OrderingOptions, PaymentIntentView } from '../ordering/plugin.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import type { DocumentStore } from '../realtime/document-store.js';
import { seedIds } from '../seed/seed-ids.js';
import type { VenueStore } from '../venues/venue-store.js';

/** The guest a request's token proves, or undefined (none or forged). */
function guestOf(secret: string): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const header = request.headers[GUEST_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    return token ? verifyGuestToken(token, secret) : undefined;
  };
}

/** What the ordering services need from the core. */
export interface OrderingPortsDeps {
  db: SandboxDb;
  store: DocumentStore;
  venues: VenueStore;
  pos: PosSimulator;
  now: () => number;
  seed: boolean;
  autoAdvanceMs?: number;
  /** Signs guest tokens: a tab records the guest who created it. */
  secret?: string;
}

async function intentWhere(db: SandboxDb, column: 'id' | 'payment_id', value: string): Promise<PaymentIntentView | undefined> {
  const query =
    column === 'id'
      ? sql`SELECT id, status, amount, currency, capture_method, payment_id FROM sandbox_payment_intents WHERE id = ${value}`
      : sql`SELECT id, status, amount, currency, capture_method, payment_id FROM sandbox_payment_intents WHERE payment_id = ${value}`;
  const [row] = await rows(db, query);
  if (!row) return undefined;
  return {
    id: String(row.id),
    status: String(row.status),
    amount: { amount: Number(row.amount), currency: String(row.currency) },
    captureMethod: String(row.capture_method),
    paymentId: String(row.payment_id),
  };
}

async function venueCurrency(venues: VenueStore, venueId: string): Promise<string> {
  const venue = await venues.getVenue(venueId);
  if (typeof venue.currency !== 'string') throw new Error(`Venue ${venueId} has no currency`);
  return venue.currency;
}

function toLine(item: OrderBillItem): {
  posProductId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  subProducts: { name: string; quantity: number; unitPrice: number }[];
} {
  return {
    posProductId: item.plu || item.productId,
    name: item.name,
    unitPrice: item.unitPrice.amount,
    quantity: item.quantity,
    // A sub-item's own sub-items are folded into its price including sub-items.
    subProducts: item.subItems.map((sub) => ({ name: sub.name, quantity: sub.quantity, unitPrice: sub.unitPriceIncludingSubItems.amount })),
  };
}

/** The ports of the menu, ordering and tab services, backed by the POS simulator, the venues and the realtime store. */
export function orderingPorts(deps: OrderingPortsDeps): OrderingOptions {
  const { db, store, venues, pos } = deps;
  return {
    db,
    now: deps.now,
    seed: deps.seed,
    venues: { fr: seedIds.venues.parisBistro, gb: seedIds.venues.londonPub, us: seedIds.venues.newYorkDiner },
    ...(deps.autoAdvanceMs ? { autoAdvanceMs: deps.autoAdvanceMs } : {}),
    ...(deps.secret === undefined ? {} : { guestOf: guestOf(deps.secret) }),
    publishDocument: async (path, data) => store.publish(await store.put(db, path, data)),
    getVenue: (venueId) => venues.getVenue(venueId).catch(() => undefined),
    getTableDevice: async (deviceId) => (await venues.tableDevices(deviceId).catch(() => [])).find((d) => d.id === deviceId),
    getTableDeviceByTableId: async (tableId) => (await venues.tableDevices(tableId).catch(() => [])).find((d) => d.tableId === tableId),
    addOrderItemsToBill: async ({ venueId, tableId, items }) => {
      const currency = await venueCurrency(venues, venueId);
      if (items.some((i) => i.unitPrice.currency !== currency)) throw new Error(`Order items are not in ${currency}`);
      await pos.ensure(venueId, currency);
      const order = await pos.addLines(venueId, tableId, items.map(toLine));
      return { billId: order.billId };
    },
    openTabBill: async ({ venueId, tabId, displayId }) => {
      await pos.ensure(venueId, await venueCurrency(venues, venueId));
      const order = await pos.openTab(venueId, `tab-${displayId}`, tabId, displayId);
      return { billId: order.billId };
    },
    getPaymentIntent: (id) => intentWhere(db, 'id', id),
    getPaymentIntentByPaymentId: (paymentId) => intentWhere(db, 'payment_id', paymentId),
    upsertVenue: async (venue) => store.publish(await venues.putVenue(db, venue)),
    upsertTableDevice: async (device) => store.publish(await venues.putTableDevice(db, device)),
  };
}
