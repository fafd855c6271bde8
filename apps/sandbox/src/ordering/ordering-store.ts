import { sql } from 'drizzle-orm';
import type { UnavailableProductsDocument } from '@tableside/menu-availability';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import {
  authorizationRecordSchema,
  businessRecordSchema,
  menuRecordSchema,
  orderRecordSchema,
  tabRecordSchema,
  unavailableProductsDocumentSchema,
  type AuthorizationRecord,
  type BusinessRecord,
  type MenuRecord,
  type MenuRecordInput,
  type BusinessRecordInput,
  type OrderRecord,
  type TabRecord,
} from './ordering-records.js';

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const text = (value: unknown): string => JSON.stringify(value);

/** The SQL of the menu, ordering and tab services. Every row is parsed with its schema on the way out. */
export class OrderingStore {
  constructor(private readonly db: SandboxDb) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  async countBusinesses(): Promise<number> {
    const [row] = await rows(this.db, sql`SELECT count(*)::int AS n FROM ordering_businesses`);
    return Number(row?.n ?? 0);
  }

  async putBusiness(executor: Executor, record: BusinessRecordInput): Promise<void> {
    const checked = businessRecordSchema.parse(record);
    await executor.execute(sql`INSERT INTO ordering_businesses (business_id, venue_id, data) VALUES (${checked.businessId}, ${checked.venueId}, ${text(checked)}::jsonb)
      ON CONFLICT (business_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, data = EXCLUDED.data`);
  }

  async business(businessId: string): Promise<BusinessRecord | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM ordering_businesses WHERE business_id = ${businessId}`);
    return row ? businessRecordSchema.parse(json(row.data)) : undefined;
  }

  async businessOfVenue(venueId: string): Promise<BusinessRecord | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM ordering_businesses WHERE venue_id = ${venueId} ORDER BY business_id LIMIT 1`);
    return row ? businessRecordSchema.parse(json(row.data)) : undefined;
  }

  async putMenu(executor: Executor, businessId: string, position: number, record: MenuRecordInput): Promise<void> {
    const checked = menuRecordSchema.parse(record);
    await executor.execute(sql`INSERT INTO ordering_menus (business_id, menu_id, position, pay_at_table, data) VALUES (${businessId}, ${checked.menu.id}, ${position}, ${checked.payAtTable}, ${text(checked.menu)}::jsonb)
      ON CONFLICT (business_id, menu_id) DO UPDATE SET position = EXCLUDED.position, pay_at_table = EXCLUDED.pay_at_table, data = EXCLUDED.data`);
  }

  /** A business's menus in rank order; only the pay-at-table ones when `payAtTableOnly`. */
  async menus(businessId: string, payAtTableOnly: boolean): Promise<MenuRecord[]> {
    const found = await rows(this.db, sql`SELECT data, pay_at_table FROM ordering_menus WHERE business_id = ${businessId} ORDER BY position, menu_id`);
    return found
      .map((row) => menuRecordSchema.parse({ menu: json(row.data), payAtTable: row.pay_at_table === true }))
      .filter((record) => !payAtTableOnly || record.payAtTable);
  }

  async putUnavailableProducts(executor: Executor, businessId: string, document: UnavailableProductsDocument): Promise<void> {
    const checked = unavailableProductsDocumentSchema.parse(document);
    await executor.execute(sql`INSERT INTO ordering_unavailable_products (business_id, data) VALUES (${businessId}, ${text(checked)}::jsonb)
      ON CONFLICT (business_id) DO UPDATE SET data = EXCLUDED.data`);
  }

  async unavailableProducts(businessId: string): Promise<UnavailableProductsDocument> {
    const [row] = await rows(this.db, sql`SELECT data FROM ordering_unavailable_products WHERE business_id = ${businessId}`);
    return row ? unavailableProductsDocumentSchema.parse(json(row.data)) : { unavailableProducts: [] };
  }

  /** Declares (or re-declares) an order session; the latest declaration wins. */
  async putSession(input: { sessionId: string; businessId: string; tableId: string; createdAt: number }): Promise<void> {
    await this.db
      .execute(sql`INSERT INTO ordering_sessions (session_id, business_id, table_id, created_at) VALUES (${input.sessionId}, ${input.businessId}, ${input.tableId}, ${input.createdAt})
      ON CONFLICT (session_id) DO UPDATE SET business_id = EXCLUDED.business_id, table_id = EXCLUDED.table_id, created_at = EXCLUDED.created_at`);
  }

  async session(sessionId: string): Promise<{ businessId: string; tableId: string; createdAt: number } | undefined> {
    const [row] = await rows(this.db, sql`SELECT business_id, table_id, created_at FROM ordering_sessions WHERE session_id = ${sessionId}`);
    return row ? { businessId: String(row.business_id), tableId: String(row.table_id), createdAt: Number(row.created_at) } : undefined;
  }

  /** Inserts an order unless its idempotency key is taken; answers the order stored under that key. */
  async insertOrder(record: OrderRecord, requestHash: string): Promise<{ created: boolean; order: OrderRecord; requestHash: string }> {
    const checked = orderRecordSchema.parse(record);
    const inserted = await rows(
      this.db,
      sql`INSERT INTO ordering_orders (order_id, idempotency_key, request_hash, venue_id, table_id, status, data)
        VALUES (${checked.orderId}, ${checked.idempotencyKey}, ${requestHash}, ${checked.venueId}, ${checked.tableId}, ${checked.status}, ${text(checked)}::jsonb)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING order_id`,
    );
    if (inserted.length > 0) return { created: true, order: checked, requestHash };
    const [row] = await rows(this.db, sql`SELECT data, request_hash FROM ordering_orders WHERE idempotency_key = ${checked.idempotencyKey}`);
    if (!row) throw new Error(`Order with idempotency key ${checked.idempotencyKey} vanished`);
    return { created: false, order: orderRecordSchema.parse(json(row.data)), requestHash: String(row.request_hash) };
  }

  async orderByIdempotencyKey(idempotencyKey: string): Promise<{ order: OrderRecord; requestHash: string } | undefined> {
    const [row] = await rows(this.db, sql`SELECT data, request_hash FROM ordering_orders WHERE idempotency_key = ${idempotencyKey}`);
    return row ? { order: orderRecordSchema.parse(json(row.data)), requestHash: String(row.request_hash) } : undefined;
  }

  /** How many orders a table has that did not fail or get canceled. */
  async countLiveOrders(tableId: string): Promise<number> {
    const [row] = await rows(this.db, sql`SELECT count(*)::int AS n FROM ordering_orders WHERE table_id = ${tableId} AND status NOT IN ('FAILED', 'CANCELED')`);
    return Number(row?.n ?? 0);
  }

  async order(orderId: string): Promise<OrderRecord | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM ordering_orders WHERE order_id = ${orderId}`);
    return row ? orderRecordSchema.parse(json(row.data)) : undefined;
  }

  /** Changes an order under a row lock and returns it. */
  async updateOrder(orderId: string, change: (order: OrderRecord) => OrderRecord): Promise<OrderRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await rows(tx, sql`SELECT data FROM ordering_orders WHERE order_id = ${orderId} FOR UPDATE`);
      if (!row) return undefined;
      const next = orderRecordSchema.parse(change(orderRecordSchema.parse(json(row.data))));
      await tx.execute(sql`UPDATE ordering_orders SET status = ${next.status}, data = ${text(next)}::jsonb WHERE order_id = ${orderId}`);
      return next;
    });
  }

  async putAuthorization(record: AuthorizationRecord): Promise<void> {
    const checked = authorizationRecordSchema.parse(record);
    await this.db
      .execute(sql`INSERT INTO ordering_authorizations (intent_id, table_id, amount, created_at) VALUES (${checked.intentId}, ${checked.tableId}, ${text(checked.amount)}::jsonb, ${checked.createdAt})
      ON CONFLICT (intent_id) DO UPDATE SET table_id = EXCLUDED.table_id, amount = EXCLUDED.amount`);
  }

  async authorizations(tableId: string): Promise<AuthorizationRecord[]> {
    const found = await rows(
      this.db,
      sql`SELECT intent_id, table_id, amount, created_at FROM ordering_authorizations WHERE table_id = ${tableId} ORDER BY created_at DESC`,
    );
    return found.map((row) =>
      authorizationRecordSchema.parse({ intentId: row.intent_id, tableId: row.table_id, amount: json(row.amount), createdAt: Number(row.created_at) }),
    );
  }

  async insertTab(record: TabRecord): Promise<void> {
    const checked = tabRecordSchema.parse(record);
    await this.db.execute(
      sql`INSERT INTO ordering_tabs (tab_id, business_id, venue_id, payment_id, data) VALUES (${checked.tabId}, ${checked.businessId}, ${checked.venueId}, ${checked.paymentId}, ${text(checked)}::jsonb)`,
    );
  }

  async tab(tabId: string): Promise<TabRecord | undefined> {
    const [row] = await rows(this.db, sql`SELECT data FROM ordering_tabs WHERE tab_id = ${tabId}`);
    return row ? tabRecordSchema.parse(json(row.data)) : undefined;
  }

  async countTabs(businessId: string): Promise<number> {
    const [row] = await rows(this.db, sql`SELECT count(*)::int AS n FROM ordering_tabs WHERE business_id = ${businessId}`);
    return Number(row?.n ?? 0);
  }

  async updateTab(record: TabRecord): Promise<void> {
    const checked = tabRecordSchema.parse(record);
    await this.db.execute(sql`UPDATE ordering_tabs SET data = ${text(checked)}::jsonb WHERE tab_id = ${checked.tabId}`);
  }
}
