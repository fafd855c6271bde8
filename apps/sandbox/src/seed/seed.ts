import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import type { BillingService } from '../billing/billing-service.js';
import type { PosOrder } from '../pos/pos-schemas.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import type { DocumentStore } from '../realtime/document-store.js';
import type { VenueStore } from '../venues/venue-store.js';
import { demoTables, seedIds } from './seed-ids.js';
import { seedPos, seedVenues } from './seed-venues.js';

const U = 100_000;
const STALE_BY_MS = 2 * 60 * 60 * 1000;

/** What the seed needs from the sandbox. */
export interface SeedDeps {
  db: SandboxDb;
  store: DocumentStore;
  venues: VenueStore;
  pos: PosSimulator;
  billing: BillingService;
  now: () => number;
}

/** True when the database holds no venue yet. */
export async function isEmpty(db: SandboxDb): Promise<boolean> {
  const [row] = await rows(db, sql`SELECT count(*)::int AS n FROM venues`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds the demo venues, tables and bills (DESIGN.md "Seed data"), only when the database is empty.
 * Bills are built through the POS simulator and the billing operations, as diners would.
 */
export async function seed(deps: SeedDeps): Promise<boolean> {
  const { db, store, venues, pos, billing, now } = deps;
  if (!(await isEmpty(db))) return false;
  const snapshots = await db.transaction(async (tx) => {
    const written = [];
    written.push(await store.put(tx, 'configs/settings', { allPaymentsEnabled: true }));
    await tx.execute(
      sql`INSERT INTO global_settings (key, data) VALUES ('settings', ${JSON.stringify({ allPaymentsEnabled: true })}::jsonb) ON CONFLICT (key) DO NOTHING`,
    );
    for (const venue of seedVenues) written.push(await venues.putVenue(tx, venue));
    for (const state of seedPos) await pos.create(tx, state);
    for (const table of demoTables) {
      written.push(
        await venues.putTableDevice(tx, {
          id: table.deviceId,
          name: `Table ${table.tableId.split('-').at(-1) ?? ''}`,
          tableId: table.tableId,
          venueId: table.venueId,
          businessId: seedVenues.find((v) => v.id === table.venueId)?.businessId,
          currentOrderRefreshedAt: now(),
        }),
      );
    }
    return written;
  });
  for (const snapshot of snapshots) store.publish(snapshot);

  const t = seedIds.tables;
  const open = (
    table: (typeof t)[keyof typeof t],
    numberOfGuests: number,
    checks: { name: string; items: { posProductId: string; quantity: number }[] }[],
    posSplitMode?: 'SPLIT_BY_SEAT_ON_POS',
  ) => pos.openOrder(table.venueId, table.tableId, { numberOfGuests, checks, billId: table.billId ?? undefined, ...(posSplitMode ? { posSplitMode } : {}) });

  await open(t.parisFresh, 2, [
    {
      name: 'Table 1',
      items: [
        { posProductId: 'fr-croque', quantity: U },
        { posProductId: 'fr-steak', quantity: U },
        { posProductId: 'fr-wine', quantity: 2 * U },
        { posProductId: 'fr-coffee', quantity: 2 * U },
      ],
    },
  ]);
  const parisFresh = await seededOrder(pos, t.parisFresh.venueId, t.parisFresh.tableId);
  const wine = parisFresh.checks[0]?.lines.find((l) => l.posProductId === 'fr-wine');
  if (wine) await pos.addDiscount(t.parisFresh.venueId, t.parisFresh.tableId, { label: 'Happy hour', amount: U, lineId: wine.lineId });
  await open(t.parisPartiallyPaid, 3, [
    {
      name: 'Table 2',
      items: [
        { posProductId: 'fr-onion-soup', quantity: 3 * U },
        { posProductId: 'fr-steak', quantity: 3 * U },
        { posProductId: 'fr-wine', quantity: 3 * U },
      ],
    },
  ]);
  await open(t.parisFullyPaid, 2, [
    {
      name: 'Table 3',
      items: [
        { posProductId: 'fr-tarte', quantity: 2 * U },
        { posProductId: 'fr-coffee', quantity: 2 * U },
      ],
    },
  ]);
  await open(t.parisStale, 2, [
    {
      name: 'Table 4',
      items: [
        { posProductId: 'fr-croque', quantity: 2 * U },
        { posProductId: 'fr-wine', quantity: U },
      ],
    },
  ]);
  await open(t.londonFresh, 2, [
    {
      name: 'Table 1',
      items: [
        { posProductId: 'gb-fish', quantity: U },
        { posProductId: 'gb-pie', quantity: U },
        { posProductId: 'gb-ale', quantity: 2 * U },
      ],
    },
  ]);
  await pos.openOrder(t.londonNoServiceCharge.venueId, t.londonNoServiceCharge.tableId, {
    numberOfGuests: 2,
    checks: [
      {
        name: 'Table 4',
        items: [
          { posProductId: 'gb-fish', quantity: U },
          { posProductId: 'gb-ale', quantity: 2 * U },
        ],
      },
    ],
    billId: t.londonNoServiceCharge.billId ?? undefined,
    withoutDefaultCharges: true,
  });
  await open(t.londonShareOngoing, 4, [
    {
      name: 'Table 2',
      items: [
        { posProductId: 'gb-fish', quantity: 2 * U },
        { posProductId: 'gb-pie', quantity: 2 * U },
        { posProductId: 'gb-cider', quantity: 4 * U },
      ],
    },
  ]);
  await open(t.newYorkFresh, 2, [
    {
      name: 'Table 1',
      items: [
        { posProductId: 'us-burger', quantity: U },
        { posProductId: 'us-pancakes', quantity: U },
        { posProductId: 'us-shake', quantity: 2 * U },
      ],
    },
  ]);
  await pos.addLines(t.newYorkFresh.venueId, t.newYorkFresh.tableId, [
    {
      posProductId: 'us-burger',
      name: 'Cheeseburger',
      unitPrice: 1695000,
      quantity: U,
      subProducts: [
        { name: 'Extra bacon', quantity: U, unitPrice: 200000 },
        { name: 'Avocado', quantity: U, unitPrice: 150000 },
      ],
    },
  ]);
  await open(
    t.newYorkSplitBySeat,
    3,
    [
      {
        name: 'Seat 1',
        items: [
          { posProductId: 'us-burger', quantity: U },
          { posProductId: 'us-fries', quantity: U },
        ],
      },
      {
        name: 'Seat 2',
        items: [
          { posProductId: 'us-pancakes', quantity: U },
          { posProductId: 'us-coffee', quantity: U },
        ],
      },
      {
        name: 'Seat 3',
        items: [
          { posProductId: 'us-shake', quantity: U },
          { posProductId: 'us-fries', quantity: U },
        ],
      },
    ],
    'SPLIT_BY_SEAT_ON_POS',
  );

  const other = { guestId: seedIds.otherDinerGuestId, displayName: 'Alex' };
  const pay = async (billId: string, splitId: string, paymentId: string, amount: { amount: number; currency: string }) => {
    await billing.engage(billId, splitId, other.guestId, paymentId);
    await billing.paymentSucceeded({ paymentId, billId, splitId, amount, paymentMethodKind: 'card' });
  };

  const partial = await billing.issue('bill-paris-2', other, { kind: 'BY_AMOUNT', amount: 30 * U, currencyCode: 'EUR' }, undefined);
  await pay('bill-paris-2', partial.splitId.id, 'payment-seed-paris-2', partial.billSplitAmount);

  const full = await billing.issue('bill-paris-3', other, { kind: 'LEFT_TO_PAY' }, undefined);
  await pay('bill-paris-3', full.splitId.id, 'payment-seed-paris-3', full.billSplitAmount);

  const share = await billing.issue(
    'bill-london-2',
    other,
    { kind: 'BY_SHARE', numberOfShares: 1, numberOfGuests: 4, baseAmount: await leftToPay(store, 'bill-london-2') },
    undefined,
  );
  await pay('bill-london-2', share.splitId.id, 'payment-seed-london-2', share.billSplitAmount);

  await pos.mutate(t.parisStale.venueId, (state) => {
    state.offlineTables.push(t.parisStale.tableId);
  });
  const staleAt = now() - STALE_BY_MS;
  await billing.mutate('bill-paris-4', (state) => {
    state.data.refreshedAt = staleAt;
  });
  const [staleDevice] = await venues.tableDevices(t.parisStale.deviceId);
  if (staleDevice) store.publish(await venues.putTableDevice(db, { ...staleDevice, currentOrderRefreshedAt: staleAt }));
  return true;
}

async function seededOrder(pos: PosSimulator, venueId: string, tableId: string): Promise<PosOrder> {
  const order = (await pos.state(venueId)).orders[tableId];
  if (!order) throw new Error(`No seeded order on ${tableId}`);
  return order;
}

async function leftToPay(store: DocumentStore, billId: string): Promise<{ amount: number; currency: string }> {
  const snapshot = await store.get(`bills/${billId}`);
  const data = snapshot.data;
  if (typeof data === 'object' && data !== null && 'leftToPay' in data) {
    const value = data.leftToPay;
    if (
      typeof value === 'object' &&
      value !== null &&
      'amount' in value &&
      'currency' in value &&
      typeof value.amount === 'number' &&
      typeof value.currency === 'string'
    ) {
      return { amount: value.amount, currency: value.currency };
    }
  }
  throw new Error(`Bill ${billId} has no left to pay`);
}
