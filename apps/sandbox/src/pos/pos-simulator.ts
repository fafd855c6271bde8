import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { notFound, HttpError } from '../http/http-error.js';
import { isSafeKey } from '../http/request-guards.js';
import { MAX_POS_AMOUNT, MAX_POS_TOTAL, posStateSchema, type PosCharge, type PosOrder, type PosPaymentKind, type PosState } from './pos-schemas.js';

/** What the POS tells the billing core after a change. */
export interface PosHooks {
  /** A table's order changed: sync its bill. */
  orderChanged(venueId: string, tableId: string): Promise<void>;
  /** The POS came back online: register the app payments it missed and sync every table. */
  cameOnline(venueId: string): Promise<void>;
}

/** A new order for a table. */
export interface OpenOrderInput {
  numberOfGuests: number;
  posSplitMode?: PosOrder['posSplitMode'];
  checks: { name: string; items: { posProductId: string; quantity: number }[] }[];
  staffPosId?: string;
  billId?: string;
  tabId?: string;
  tabDisplayId?: string;
  /** Opens the order without the venue's default charges (a GB bill with no service charge). */
  withoutDefaultCharges?: boolean;
}

/** A line priced by the caller (an order placed in the app); amounts and quantities at scale 5. */
export interface AdHocLine {
  posProductId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  subProducts: { name: string; quantity: number; unitPrice: number }[];
}

/** An item added to a table's order; quantity at scale 5. */
export interface AddItemInput {
  posProductId: string;
  quantity: number;
  checkId?: string;
}

function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The simulated point of sale of each venue: orders per table with checks or seats, products, charges, staff,
 * payments at the till, and an online switch. State lives in `pos_state`, one JSON row per venue.
 */
export class PosSimulator {
  private hooks: PosHooks = { orderChanged: async () => {}, cameOnline: async () => {} };

  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
  ) {}

  /** Connects the billing core. */
  connect(hooks: PosHooks): void {
    this.hooks = hooks;
  }

  /** The POS state of a venue; 404 when the venue has no POS. */
  async state(venueId: string, executor: Executor = this.db): Promise<PosState> {
    const [row] = await rows(executor, sql`SELECT data FROM pos_state WHERE venue_id = ${venueId}`);
    if (!row) throw notFound('venue-not-found', 'venue could not be found in store');
    return posStateSchema.parse(toData(row.data));
  }

  /** Creates a venue's POS (seed). */
  async create(executor: Executor, state: PosState): Promise<void> {
    const checked = posStateSchema.parse(state);
    await executor.execute(
      sql`INSERT INTO pos_state (venue_id, version, data) VALUES (${checked.venueId}, 1, ${JSON.stringify(checked)}::jsonb) ON CONFLICT (venue_id) DO NOTHING`,
    );
  }

  /** Gives a venue without a POS an empty one (venues added after the seed, whose orders bring their own lines). */
  async ensure(venueId: string, currency: string): Promise<void> {
    await this.create(this.db, {
      venueId,
      currency,
      online: true,
      offlineTables: [],
      nextSeq: 1,
      orders: {},
      catalog: [],
      staff: [{ posId: '1', name: 'Sam' }],
      defaultCharges: [],
    });
  }

  /** Adds priced lines (an order placed in the app) to a table's order, opening one when none is open. */
  async addLines(venueId: string, tableId: string, lines: AdHocLine[]): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const existing = orderAt(state, tableId);
      const current = existing && !existing.closed ? existing : this.blankOrder(state, tableId, {});
      setOrderAt(state, tableId, current);
      const check = current.checks[0];
      if (!check) throw new Error(`Order ${current.orderId} has no check`);
      for (const line of lines) {
        check.lines.push({
          lineId: `line-${state.nextSeq++}`,
          posProductId: line.posProductId,
          name: line.name,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          taxRate: 0,
          discounts: [],
          subProducts: line.subProducts.filter((sub) => sub.quantity > 0),
        });
      }
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Opens an empty order for a tab on its own POS table. */
  async openTab(venueId: string, tableId: string, tabId: string, tabDisplayId: string): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const existing = orderAt(state, tableId);
      if (existing && !existing.closed && existing.tabId === tabId) return existing;
      const created = this.blankOrder(state, tableId, { tabId, tabDisplayId });
      setOrderAt(state, tableId, created);
      return created;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  private blankOrder(state: PosState, tableId: string, tab: { tabId?: string; tabDisplayId?: string }): PosOrder {
    const seq = state.nextSeq++;
    return {
      orderId: `order-${randomUUID()}`,
      billId: `bill-${randomUUID()}`,
      tableId,
      orderCode: String(1000 + seq),
      numberOfGuests: 1,
      posSplitMode: 'NOT_SPLIT_ON_POS',
      staff: state.staff[0] ?? { posId: '0', name: '' },
      checks: [
        { id: `check-${seq}-1`, name: tab.tabDisplayId ? `Tab ${tab.tabDisplayId}` : 'Check 1', lines: [], charges: state.defaultCharges, discounts: [] },
      ],
      payments: [],
      closed: false,
      openedAt: new Date(this.now()).toISOString(),
      ...tab,
    };
  }

  /** Changes a venue's POS state under a row lock (inside `executor`'s transaction when given). */
  async mutate<T>(venueId: string, change: (state: PosState) => T, executor?: Executor): Promise<T> {
    const run = async (tx: Executor): Promise<T> => {
      const [row] = await rows(tx, sql`SELECT data FROM pos_state WHERE venue_id = ${venueId} FOR UPDATE`);
      if (!row) throw notFound('venue-not-found', 'venue could not be found in store');
      const state = posStateSchema.parse(toData(row.data));
      const result = change(state);
      await tx.execute(
        sql`UPDATE pos_state SET data = ${JSON.stringify(posStateSchema.parse(state))}::jsonb, version = version + 1 WHERE venue_id = ${venueId}`,
      );
      return result;
    };
    return executor ? run(executor) : this.db.transaction((tx) => run(tx));
  }

  /** Opens an order on a table (replacing a closed one). */
  async openOrder(venueId: string, tableId: string, input: OpenOrderInput): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const existing = orderAt(state, tableId);
      if (existing && !existing.closed) throw new HttpError(409, { type: 'order-already-open', message: `tableId ${tableId} already has an open order` });
      const seq = state.nextSeq++;
      const staff = state.staff.find((s) => s.posId === input.staffPosId) ?? state.staff[0] ?? { posId: '0', name: '' };
      const created: PosOrder = {
        orderId: `order-${randomUUID()}`,
        billId: input.billId ?? `bill-${randomUUID()}`,
        tableId,
        orderCode: String(1000 + seq),
        numberOfGuests: input.numberOfGuests,
        posSplitMode: input.posSplitMode ?? 'NOT_SPLIT_ON_POS',
        staff,
        checks: input.checks.map((check, index) => ({
          id: `check-${seq}-${index + 1}`,
          name: check.name,
          lines: check.items.map((item) => newLine(state, item.posProductId, item.quantity)),
          charges: input.withoutDefaultCharges ? [] : state.defaultCharges,
          discounts: [],
        })),
        payments: [],
        closed: false,
        openedAt: new Date(this.now()).toISOString(),
        ...(input.tabId ? { tabId: input.tabId } : {}),
        ...(input.tabDisplayId ? { tabDisplayId: input.tabDisplayId } : {}),
      };
      setOrderAt(state, tableId, created);
      return created;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Adds an item from the venue's catalogue to a table's order. */
  async addItem(venueId: string, tableId: string, input: AddItemInput): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      const check = input.checkId ? current.checks.find((c) => c.id === input.checkId) : current.checks[0];
      if (!check) throw new HttpError(400, { type: 'unknown-check', message: `checkId ${input.checkId ?? ''} is not a check of the order` });
      check.lines.push(newLine(state, input.posProductId, input.quantity));
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Changes the number of guests of a table's order. */
  async setGuests(venueId: string, tableId: string, numberOfGuests: number): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      current.numberOfGuests = numberOfGuests;
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /**
   * Records a payment made outside the app (till, deposit, gift card, smart terminal, pre-authorisation); `reference`
   * is the payment's own reference (a terminal's transaction id).
   */
  async takePayment(
    venueId: string,
    tableId: string,
    amount: number,
    kind: Exclude<PosPaymentKind, 'SUNDAY'>,
    reference: string | null = null,
  ): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      const paid = current.payments.reduce((sum, payment) => sum + payment.amount, 0);
      if (amount > MAX_POS_AMOUNT || paid + amount > MAX_POS_TOTAL) {
        throw new HttpError(422, {
          type: 'amount-too-large',
          message: `body.amount: the order's payments may not exceed ${MAX_POS_TOTAL / 100_000} in all`,
          field: 'body.amount',
        });
      }
      current.payments.push({ id: `pos-payment-${randomUUID()}`, kind, amount, reference, paidAt: new Date(this.now()).toISOString() });
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Closes a table's order (the table is free again). */
  async closeOrder(venueId: string, tableId: string): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      current.closed = true;
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Switches the POS offline (bills stop refreshing) or online (missed app payments get registered). */
  async setOnline(venueId: string, online: boolean): Promise<void> {
    const wasOnline = await this.mutate(venueId, (state) => {
      const before = state.online;
      state.online = online;
      return before;
    });
    if (online && !wasOnline) await this.hooks.cameOnline(venueId);
  }

  /** Disconnects (or reconnects) one table's terminal while the rest of the venue answers. */
  async setTableOnline(venueId: string, tableId: string, online: boolean): Promise<void> {
    await this.mutate(venueId, (state) => {
      state.offlineTables = online ? state.offlineTables.filter((t) => t !== tableId) : [...new Set([...state.offlineTables, tableId])];
    });
    if (online) await this.hooks.orderChanged(venueId, tableId);
  }

  /**
   * Adds a discount: per unit on one line when `lineId` is given (it may not take the unit price below 0), else on
   * the check as a whole.
   */
  async addDiscount(venueId: string, tableId: string, discount: { label: string; amount: number; lineId?: string; checkId?: string }): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      if (discount.lineId) {
        const line = current.checks.flatMap((c) => c.lines).find((l) => l.lineId === discount.lineId);
        if (!line) throw new HttpError(400, { type: 'unknown-line', message: `lineId ${discount.lineId} is not a line of the order` });
        const already = line.discounts.reduce((n, d) => n + d.unitAmount, 0);
        if (already + discount.amount > line.unitPrice)
          throw new HttpError(400, { type: 'invalid-discount', message: 'amount would take the unit price below 0' });
        line.discounts.push({ label: discount.label, unitAmount: discount.amount });
        return current;
      }
      const check = discount.checkId ? current.checks.find((c) => c.id === discount.checkId) : current.checks[0];
      if (!check) throw new HttpError(400, { type: 'unknown-check', message: `checkId ${discount.checkId ?? ''} is not a check of the order` });
      const discounted = check.discounts.reduce((sum, d) => sum + d.amount, 0);
      if (discount.amount > MAX_POS_AMOUNT || discounted + discount.amount > MAX_POS_TOTAL) {
        throw new HttpError(422, {
          type: 'amount-too-large',
          message: `body.amount: the check's discounts may not exceed ${MAX_POS_TOTAL / 100_000} in all`,
          field: 'body.amount',
        });
      }
      check.discounts.push({ label: discount.label, amount: discount.amount });
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }

  /** Adds a charge to every check of a table's order. */
  async addCharge(venueId: string, tableId: string, charge: PosCharge): Promise<PosOrder> {
    const order = await this.mutate(venueId, (state) => {
      const current = openOrderOf(state, tableId);
      for (const check of current.checks) check.charges.push(charge);
      return current;
    });
    await this.hooks.orderChanged(venueId, tableId);
    return order;
  }
}

/** The order of a table: an own entry only (a `__proto__` or `constructor` table id finds nothing). */
function orderAt(state: PosState, tableId: string): PosOrder | undefined {
  return Object.hasOwn(state.orders, tableId) ? state.orders[tableId] : undefined;
}

function setOrderAt(state: PosState, tableId: string, order: PosOrder): void {
  if (!isSafeKey(tableId)) throw new HttpError(400, { type: 'reserved-id', message: `params.tableId must not be ${tableId}`, field: 'params.tableId' });
  state.orders[tableId] = order;
}

function openOrderOf(state: PosState, tableId: string): PosOrder {
  const order = orderAt(state, tableId);
  if (!order || order.closed) throw new HttpError(404, { type: 'order-not-found', message: `tableId ${tableId} has no open order on the POS` });
  return order;
}

function newLine(state: PosState, posProductId: string, quantity: number): PosOrder['checks'][number]['lines'][number] {
  const product = state.catalog.find((p) => p.posProductId === posProductId);
  if (!product) throw new HttpError(400, { type: 'unknown-product', message: `posProductId ${posProductId} is not in the venue's catalogue` });
  const seq = state.nextSeq++;
  return {
    lineId: `line-${seq}`,
    posProductId,
    name: product.name,
    unitPrice: product.unitPrice,
    quantity,
    taxRate: product.taxRate,
    discounts: [],
    subProducts: [],
  };
}
