import { tableDeviceSchema, venueSchema, type VenueInput } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { notFound } from '../http/http-error.js';
import type { DocumentSnapshot, DocumentStore } from '../realtime/document-store.js';

/** A table device as stored and published (1-core §3 "Table device"). */
export type TableDeviceRecord = z.input<typeof tableDeviceSchema>;

function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Venues and table devices: their tables, mirrored to the realtime documents `venues/{id}` and `table_devices/{id}`. */
export class VenueStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly store: DocumentStore,
  ) {}

  /** Saves a venue (validated against the spec's Venue) and returns the document to publish. */
  async putVenue(executor: Executor, venue: VenueInput & Record<string, unknown>): Promise<DocumentSnapshot> {
    venueSchema.parse(venue);
    await executor.execute(
      sql`INSERT INTO venues (id, data) VALUES (${venue.id}, ${JSON.stringify(venue)}::jsonb) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
    );
    return this.store.put(executor, `venues/${venue.id}`, venue);
  }

  /** A venue; 404 "venue could not be found in store" (1-core §8). */
  async getVenue(venueId: string): Promise<Record<string, unknown>> {
    const [row] = await rows(this.db, sql`SELECT data FROM venues WHERE id = ${venueId}`);
    if (!row) throw notFound('venue-not-found', 'venue could not be found in store');
    const data = toData(row.data);
    if (typeof data !== 'object' || data === null) throw new Error(`Venue ${venueId} has no JSON object`);
    return { ...data };
  }

  /** Every venue id. */
  async venueIds(): Promise<string[]> {
    return (await rows(this.db, sql`SELECT id FROM venues ORDER BY id`)).map((r) => String(r.id));
  }

  /** Saves a table device and returns the document to publish. */
  async putTableDevice(executor: Executor, device: TableDeviceRecord): Promise<DocumentSnapshot> {
    const checked = tableDeviceSchema.parse(device);
    await executor.execute(sql`INSERT INTO table_devices (id, venue_id, table_id, data) VALUES (${checked.id}, ${checked.venueId}, ${checked.tableId}, ${JSON.stringify(checked)}::jsonb)
      ON CONFLICT (id) DO UPDATE SET venue_id = EXCLUDED.venue_id, table_id = EXCLUDED.table_id, data = EXCLUDED.data`);
    return this.store.put(executor, `table_devices/${checked.id}`, checked);
  }

  /** Table devices by table id (or by device id); 404 "table device could not be found in store" (1-core §8). */
  async tableDevices(tableIdOrDeviceId: string): Promise<TableDeviceRecord[]> {
    const found = await rows(this.db, sql`SELECT data FROM table_devices WHERE table_id = ${tableIdOrDeviceId} OR id = ${tableIdOrDeviceId} ORDER BY id`);
    if (found.length === 0) throw notFound('table-device-not-found', 'table device could not be found in store');
    return found.map((r) => tableDeviceSchema.parse(toData(r.data)));
  }

  /** The table devices of a venue. */
  async venueTableDevices(venueId: string): Promise<TableDeviceRecord[]> {
    const found = await rows(this.db, sql`SELECT data FROM table_devices WHERE venue_id = ${venueId} ORDER BY id`);
    return found.map((r) => tableDeviceSchema.parse(toData(r.data)));
  }
}
