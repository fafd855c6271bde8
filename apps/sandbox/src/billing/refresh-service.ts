import { billSchema, isBillDisplayable } from '@tableside/billing-domain';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { HttpError } from '../http/http-error.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import type { DocumentStore } from '../realtime/document-store.js';
import type { VenueStore } from '../venues/venue-store.js';
import type { BillingService } from './billing-service.js';
import { ADVISORY_DELAY_OFFLINE_MS, ADVISORY_DELAY_ONLINE_MS } from './constants.js';

/** The refresh scheduler's answer (1-core §7). */
export interface RefreshAnswer {
  advisoryDelayUntilNext: number;
}

/** The table landing's one call (`PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill`). */
export interface TableOpenBillAnswer extends RefreshAnswer {
  venueId: string;
  tableId: string;
  /** The table's displayable open bill, once the refresh went through. */
  billId?: string;
}

/**
 * Syncs bills and table devices from the POS. While a POS is offline nothing is synced, so `refreshedAt`
 * stops advancing and the bill goes stale, as a real disconnected POS would.
 */
export class RefreshService {
  constructor(
    private readonly db: SandboxDb,
    private readonly store: DocumentStore,
    private readonly venues: VenueStore,
    private readonly pos: PosSimulator,
    private readonly billing: BillingService,
    private readonly now: () => number,
  ) {}

  /** PUT /refresh-bill-scheduler/tables/{tableId}/refresh */
  async refreshTable(tableId: string, correlationId: string | undefined): Promise<RefreshAnswer> {
    const [device] = await this.venues.tableDevices(tableId);
    if (!device) throw new Error(`Table devices of ${tableId} vanished`);
    const synced = await this.syncTable(device.venueId, device.tableId, correlationId);
    return { advisoryDelayUntilNext: synced ? ADVISORY_DELAY_ONLINE_MS : ADVISORY_DELAY_OFFLINE_MS };
  }

  /**
   * PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill: refreshes the device's table like `refreshTable`,
   * then answers the table's open bill when the table landing would redirect to it (1-core §2 "If the table has a
   * displayable open bill it redirects"): the bill of `bills` where `order.tableId` is the table and `closed` is false,
   * displayable for the refreshed device right now (an order, up to date, the diner's own).
   */
  async tableOpenBill(deviceId: string, correlationId: string | undefined): Promise<TableOpenBillAnswer> {
    const device = (await this.venues.tableDevices(deviceId)).find((candidate) => candidate.id === deviceId);
    if (!device) throw new HttpError(404, { type: 'table-device-not-found', message: 'table device could not be found in store', field: 'params.deviceId' });
    const synced = await this.syncTable(device.venueId, device.tableId, correlationId);
    const answer: TableOpenBillAnswer = {
      venueId: device.venueId,
      tableId: device.tableId,
      advisoryDelayUntilNext: synced ? ADVISORY_DELAY_ONLINE_MS : ADVISORY_DELAY_OFFLINE_MS,
    };
    if (!synced) return answer;
    const refreshed = (await this.venues.tableDevices(deviceId)).find((candidate) => candidate.id === deviceId) ?? device;
    const [open] = await this.store.query(
      'bills',
      [
        ['order.tableId', '==', device.tableId],
        ['closed', '==', false],
      ],
      1,
    );
    const bill = billSchema.safeParse(open?.data);
    if (!bill.success) return answer;
    const now = this.now();
    return isBillDisplayable({ tableDevice: refreshed, bill: bill.data, initialRenderAt: now, now }) ? { ...answer, billId: bill.data.id } : answer;
  }

  /** PUT /refresh-bill-scheduler/bills/{billId}/refresh */
  async refreshBill(billId: string, correlationId: string | undefined): Promise<RefreshAnswer> {
    const [row] = await rows(this.db, sql`SELECT venue_id, table_id FROM bills WHERE id = ${billId}`);
    if (!row) throw new HttpError(404, { type: 'bill-not-found', message: `billId ${billId}: bill could not be found in store` });
    const synced = await this.syncTable(String(row.venue_id), String(row.table_id), correlationId, billId);
    return { advisoryDelayUntilNext: synced ? ADVISORY_DELAY_ONLINE_MS : ADVISORY_DELAY_OFFLINE_MS };
  }

  /** Pulls a table's order from the POS into its bill and table devices; false when the POS is offline. */
  async syncTable(venueId: string, tableId: string, correlationId?: string, billId?: string): Promise<boolean> {
    const state = await this.pos.state(venueId);
    if (!state.online || state.offlineTables.includes(tableId)) return false;
    const order = Object.hasOwn(state.orders, tableId) ? state.orders[tableId] : undefined;
    if (order && (billId === undefined || order.billId === billId)) await this.billing.syncFromPos(venueId, order, state.currency);
    const devices = await this.venues.venueTableDevices(venueId);
    const now = this.now();
    for (const device of devices.filter((d) => d.tableId === tableId)) {
      const { orderId: _previous, ...rest } = device;
      const next = {
        ...rest,
        ...(order && !order.closed ? { orderId: order.orderId } : {}),
        currentOrderRefreshedAt: now,
        ...(correlationId ? { lastRefreshOrderCorrelationId: correlationId } : {}),
      };
      this.store.publish(await this.venues.putTableDevice(this.db, next));
    }
    return true;
  }

  /** Registers missed app payments and re-syncs every table of a venue whose POS came back online. */
  async cameOnline(venueId: string): Promise<void> {
    await this.billing.registerPending(venueId);
    const state = await this.pos.state(venueId);
    for (const tableId of Object.keys(state.orders)) await this.syncTable(venueId, tableId);
  }
}
