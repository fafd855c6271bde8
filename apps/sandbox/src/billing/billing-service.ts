import { randomUUID } from 'node:crypto';
import {
  ISSUED_SPLIT_LEASE_MS,
  exceedsForecastedLeftToPay,
  greaterThan,
  isLeaseLapsed,
  isPositive,
  isZero,
  minimum,
  money,
  paymentAmountOwed,
  subtract,
  sum,
  type CurrencyCode,
  type Money,
} from '@tableside/billing-domain';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { HttpError } from '../http/http-error.js';
import type { PosOrder } from '../pos/pos-schemas.js';
import type { PosSimulator } from '../pos/pos-simulator.js';
import { upsertDocument, type DocumentSnapshot, type DocumentStore } from '../realtime/document-store.js';
import { billAmounts, buildBillDocument, heldQuantities, subOrderForecast, toWireSplit } from './bill-document.js';
import {
  billDataSchema,
  billLines,
  checkAmounts,
  isActive,
  isSettled,
  itemsAmount,
  shareAmount,
  storedSplitSchema,
  type BillData,
  type Consumer,
  type ExpiredSplit,
  type StoredSplit,
} from './bill-model.js';
import { BILL_LIFETIME_MS, FORECAST_EXCEEDED_TOLERANCE, MINIMUM_LEFT_TO_PAY, MINIMUM_SPLIT_AMOUNT, SCALE5_PER_CENT } from './constants.js';
import { chargeShares, splitBreakdown } from './split-breakdown.js';
import { appliedLoyaltyReward, chargeAfterLoyaltyReward, loyaltyRewardPaid, releaseLoyaltyReward } from '../loyalty/loyalty-store.js';
import type { SplitIntent } from './split-requests.js';

/** A bill and its splits inside a locked transaction; operations change them and mark what to save. */
interface BillState {
  data: BillData;
  splits: StoredSplit[];
  changed: Set<string>;
  deleted: Set<string>;
  /** Other documents to write with the bill (its users), in the same statement, published with the bill. */
  puts: { path: string; data: unknown }[];
  /** Each unchanged split's public form on the bill document, kept from the previous write. */
  publicSplits: Map<string, Record<string, unknown>>;
  /** The bill row's data as stored, to write it only when it changed. */
  dataJson: string;
  tx: Executor;
  /** Where a lease renewed in this transaction runs to. */
  leaseUntil: number;
}

/** What issue and update operations answer (1-core §7 "{splitId.id, billSplitAmount}"). */
export interface IssuedSplit {
  splitId: { id: string };
  billSplitAmount: Money;
  split: Record<string, unknown>;
}

/** How long issued splits hold their amount (billing-domain's lease by default; shorter in tests). */
export interface LeaseSettings {
  /** An ISSUED split's lease, renewed by a heartbeat or any action on it. */
  issuedMs: number;
}

/**
 * A bill as this process last committed it, valid while the bill row's `xmin` (the transaction that wrote the row last)
 * is the one it was committed with. Every write to a bill's splits also updates its bill row, so another process's
 * change, a heartbeat or a rolled-back attempt never leaves a stale entry valid.
 */
interface CachedBill {
  xmin: string;
  version: number;
  data: BillData;
  dataJson: string;
  splits: StoredSplit[];
  publicSplits: Map<string, Record<string, unknown>>;
}

/** The executor of an optimistic operation: it may not run SQL (it has no transaction); if it tries, the locked path runs it. */
const NO_SQL: Executor = {
  execute: () => {
    throw new Error('an optimistic bill operation runs no SQL');
  },
};

/** Issue and update change only the bill and its splits: they may take the optimistic path (`mutate`). */
const OPTIMISTIC = { optimistic: true } as const;

/** The copy of a bill this process keeps after writing it: the state it wrote, tagged with the row's new `xmin`. */
function committedBill(state: BillState, saved: { xmin: string; version: number; dataJson: string }): CachedBill {
  return { xmin: saved.xmin, version: saved.version, data: state.data, dataJson: saved.dataJson, splits: state.splits, publicSplits: state.publicSplits };
}

/** Bills kept in memory between transactions (the least recently used go first). */
const CACHED_BILLS = 2000;

/** Expired splits remembered per bill (the newest), so a diner coming back is told what happened. */
const EXPIRED_SPLITS_KEPT = 200;

/** A split with its lease, as the heartbeat and the owner's reads answer it. */
export type LeasedSplit = Record<string, unknown> & { leaseExpiresAt?: number; leaseMs?: number };

/** A successful card payment reported by the payment simulator. */
export interface PaymentSucceededEvent {
  paymentId: string;
  billId: string;
  splitId: string;
  amount: Money;
  paymentMethodKind?: string;
  /** The tip the payment simulator computed into `amount`. */
  tip?: Money;
  /** The voucher the payment simulator took off `amount`. */
  voucher?: { code: string; discountAmount: Money };
}

/** What a split owes and who may pay it (the payment simulator computes intents from it). */
export interface SplitDebt {
  billId: string;
  splitId: string;
  venueId: string;
  consumerGuestId: string;
  status: StoredSplit['status'];
  paymentId: string | undefined;
  billSplitAmount: Money;
  fees: Money;
  engagedAt: number | undefined;
}

/** Settles a payment's bookkeeping (ledger, voucher) inside the split's transaction; false refuses the payment. */
export type SettleInTransaction = (tx: Executor) => Promise<boolean>;

function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function domainRefusal(type: string, message: string, previous?: Money, next?: Money): HttpError {
  return new HttpError(409, {
    type,
    message,
    ...(previous ? { previousBillSplitAmount: previous } : {}),
    ...(next ? { newBillSplitAmount: next } : {}),
  });
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * The billing source of truth. Every split operation runs in one transaction that locks the bill row, recomputes
 * leftToPay and forecastedLeftToPay, bumps the version and publishes the bill document after commit.
 */
export class BillingService {
  private readonly cached = new Map<string, CachedBill>();
  /**
   * How operations found their bill: written optimistically from memory in one statement (`optimistic`), or on the
   * locked path from memory (`cached`) or read again with its splits (`loaded`); `conflicts` counts optimistic writes
   * refused because the bill had changed. Tests and the benchmark read them.
   */
  readonly stats = { optimistic: 0, conflicts: 0, cached: 0, loaded: 0 };

  constructor(
    private readonly db: SandboxDb,
    private readonly store: DocumentStore,
    private readonly pos: PosSimulator,
    private readonly now: () => number,
    private readonly leases: LeaseSettings = { issuedMs: ISSUED_SPLIT_LEASE_MS },
  ) {}

  /**
   * Runs `operation` on a locked bill, saves what it changed and publishes the new bill document.
   *
   * Statements: the row lock (which also answers whether this process's copy of the bill and its splits is still the
   * stored one), the splits only when it is not, then one statement writing the changed splits, the bill row and the
   * documents. Nothing changed: nothing is written or published.
   */
  async mutate<T>(billId: string, operation: (state: BillState) => T | Promise<T>, options: { optimistic?: boolean } = {}): Promise<T> {
    if (options.optimistic) {
      const done = await this.tryOptimistic(billId, operation);
      if (done) return done.value;
    }
    let published: DocumentSnapshot[] = [];
    let announced = false;
    let committed: CachedBill | undefined;
    let result: T;
    let released = false;
    try {
      result = await this.db.transaction(async (tx) => {
        // Taken out while the transaction runs: a concurrent or refused operation never sees half-changed objects.
        const cached = this.cached.get(billId);
        this.cached.delete(billId);
        const [row] = await rows(
          tx,
          sql`SELECT version, xmin::text AS xmin, CASE WHEN xmin::text = ${cached?.xmin ?? ''} THEN NULL ELSE data END AS data
            FROM bills WHERE id = ${billId} FOR UPDATE`,
        );
        if (!row) throw new HttpError(404, { type: 'bill-not-found', message: `billId ${billId}: bill could not be found in store` });
        // Read after the lock (its own statement, so it sees every split committed before the lock was granted).
        const bill = row.data === null && cached ? cached : await this.load(tx, billId, row.data);
        if (bill === cached) this.stats.cached += 1;
        else this.stats.loaded += 1;
        const state: BillState = {
          data: bill.data,
          splits: bill.splits,
          changed: new Set(),
          deleted: new Set(),
          puts: [],
          publicSplits: bill.publicSplits,
          dataJson: bill.dataJson,
          tx,
          leaseUntil: this.now() + this.leases.issuedMs,
        };
        // Lapsed leases are released first, in the same locked transaction, so no operation ever counts them.
        released = this.releaseLapsed(state);
        const value = await operation(state);
        this.renewLeases(state);
        const saved = await this.save(state, String(row.xmin), Number(row.version));
        if (!saved) throw new Error(`bill ${billId} was not written`);
        published = saved.snapshots;
        announced = saved.announced;
        committed = committedBill(state, saved);
        return value;
      });
    } catch (error) {
      // A refused operation rolls back; the releases it found are still committed and published.
      if (released && error instanceof HttpError) await this.mutate(billId, () => undefined);
      if (isUniqueViolation(error)) throw new HttpError(409, { type: 'payment-id-already-used', message: 'paymentId is already engaged on another split' });
      throw error;
    }
    if (committed) this.remember(billId, committed);
    for (const snapshot of published) this.store.publish(snapshot, announced);
    return result;
  }

  /**
   * The optimistic path of an operation that only changes the bill and its splits (issue, update): run on this
   * process's copy of the bill, without a transaction or a lock, then written by one statement that applies only if
   * the bill row is still the one the copy was read from (its `xmin`; every write to a bill's splits updates its row).
   * Undefined when it cannot decide alone: no copy, a lapsed lease to release, a refusal (confirmed under the lock),
   * or the bill changed meanwhile; the caller then takes the locked path, from the stored bill.
   */
  private async tryOptimistic<T>(billId: string, operation: (state: BillState) => T | Promise<T>): Promise<{ value: T } | undefined> {
    const cached = this.cached.get(billId);
    if (!cached) return undefined;
    this.cached.delete(billId);
    const state: BillState = {
      data: cached.data,
      splits: cached.splits,
      changed: new Set(),
      deleted: new Set(),
      puts: [],
      publicSplits: cached.publicSplits,
      dataJson: cached.dataJson,
      tx: NO_SQL,
      leaseUntil: this.now() + this.leases.issuedMs,
    };
    if (this.releaseLapsed(state)) return undefined;
    let value: T;
    try {
      value = await operation(state);
    } catch {
      return undefined;
    }
    this.renewLeases(state);
    state.tx = this.db;
    let saved: Awaited<ReturnType<BillingService['save']>>;
    try {
      saved = await this.save(state, cached.xmin, cached.version, true);
    } catch {
      // A constraint the statement broke: the locked path answers it.
      return undefined;
    }
    if (!saved) {
      this.stats.conflicts += 1;
      return undefined;
    }
    this.stats.optimistic += 1;
    this.remember(billId, committedBill(state, saved));
    for (const snapshot of saved.snapshots) this.store.publish(snapshot, saved.announced);
    return { value };
  }

  /** Reads a bill's data and splits (the row is locked by the caller). */
  private async load(tx: Executor, billId: string, rawData: unknown): Promise<CachedBill> {
    const data = billDataSchema.parse(toData(rawData));
    const splitRows = await rows(tx, sql`SELECT data FROM splits WHERE bill_id = ${billId} ORDER BY seq`);
    return {
      xmin: '',
      version: 0,
      data,
      dataJson: JSON.stringify(data),
      splits: splitRows.map((r) => storedSplitSchema.parse(toData(r.data))),
      publicSplits: new Map(),
    };
  }

  private remember(billId: string, bill: CachedBill): void {
    this.cached.delete(billId);
    this.cached.set(billId, bill);
    if (this.cached.size > CACHED_BILLS) {
      const oldest = this.cached.keys().next();
      if (!oldest.done) this.cached.delete(oldest.value);
    }
  }

  /**
   * Writes what the operation changed in one statement: the changed splits, the bill row (its data only when it
   * changed; the version always), the bill document and the other documents of the transaction. Answers the snapshots
   * to publish and the bill row's new `xmin`. Deleted splits (lapsed or cancelled) are removed first, on the locked path.
   *
   * `guard` (the optimistic path, no transaction): the statement writes only if the bill row's `xmin` is still
   * `xmin`, every part gated on that one row; otherwise nothing is written and the answer is undefined.
   */
  private async save(
    state: BillState,
    xmin: string,
    version: number,
    guard = false,
  ): Promise<{ snapshots: DocumentSnapshot[]; announced: boolean; xmin: string; dataJson: string; version: number } | undefined> {
    const { tx, data } = state;
    const dataJson = JSON.stringify(data);
    const dataChanged = dataJson !== state.dataJson;
    // A new bill (version 0) has no document yet: it is written even when the operation changed nothing.
    const unchanged = !dataChanged && state.changed.size === 0 && state.deleted.size === 0 && state.puts.length === 0;
    if (unchanged && version > 0) return { snapshots: [], announced: false, xmin, dataJson, version };
    for (const id of state.deleted) {
      state.publicSplits.delete(id);
      await tx.execute(sql`DELETE FROM splits WHERE id = ${id}`);
      // A split released for good (lapsed lease, cancelled) gives back the loyalty reward burnt on it, in this transaction.
      await releaseLoyaltyReward(tx, data.id, id);
    }
    for (const id of state.changed) state.publicSplits.delete(id);
    const nextVersion = version + 1;
    const document = buildBillDocument(data, state.splits, nextVersion, state.publicSplits);
    const documentJson = JSON.stringify(document);
    const documents = [
      { path: `bills/${data.id}`, data: document as unknown, json: documentJson, version: nextVersion as number | undefined },
      ...state.puts.map((put) => ({ ...put, json: JSON.stringify(put.data), version: undefined })),
    ];
    const gate = guard ? sql`EXISTS (SELECT 1 FROM bill_row)` : undefined;
    const changed = state.splits.filter((split) => state.changed.has(split.id));
    const parts: SQL[] = [
      sql`bill_row AS (UPDATE bills SET ${dataChanged ? sql`data = ${dataJson}::jsonb, ` : sql``}version = ${nextVersion}
        WHERE id = ${data.id}${guard ? sql` AND xmin::text = ${xmin}` : sql``} RETURNING xmin::text AS xmin)`,
    ];
    if (changed.length > 0) {
      const values = changed.map(
        (split) =>
          sql`(${split.id}::text, ${data.id}::text, ${split.status}::text, ${split.paymentId ?? null}::text, ${split.consumer.guestId}::text, ${JSON.stringify(split)}::jsonb)`,
      );
      parts.push(sql`changed_splits AS (INSERT INTO splits (id, bill_id, status, payment_id, consumer_guest_id, data)
        SELECT * FROM (VALUES ${sql.join(values, sql`, `)}) AS changed (id, bill_id, status, payment_id, consumer_guest_id, data)${gate ? sql` WHERE ${gate}` : sql``}
        ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, payment_id = EXCLUDED.payment_id, data = EXCLUDED.data)`);
    }
    documents.forEach((doc, i) =>
      parts.push(sql`${sql.identifier(`document_${i}`)} AS (${upsertDocument(doc.path, doc.json, doc.version, gate)} RETURNING path, version)`),
    );
    // Shared with other processes (PostgreSQL): each written document's NOTIFY is part of this statement.
    const announcement = this.store.announcement(documents.map((doc) => doc.path));
    const outputs = [
      sql`SELECT xmin, NULL::text AS path, NULL::integer AS version FROM bill_row`,
      ...documents.map((_, i) => sql`SELECT NULL::text, path, version FROM ${sql.identifier(`document_${i}`)}${announcement ? sql`, ${announcement}` : sql``}`),
    ];
    // Prepared: parsed and planned once per shape of the statement, not at every write.
    const written = await preparedRows(tx, sql`WITH ${sql.join(parts, sql`, `)} ${sql.join(outputs, sql` UNION ALL `)}`);
    const newXmin = written.find((row) => row.path === null)?.xmin;
    if (typeof newXmin !== 'string') {
      if (guard) return undefined;
      throw new Error(`bill ${data.id} was not written`);
    }
    const versions = new Map(written.filter((row) => row.path !== null).map((row) => [String(row.path), Number(row.version)]));
    // The bill's users first, then the bill (a diner's page finds its user when the bill names its split).
    const snapshots = documents.map((doc) => this.store.written(doc.path, doc.data, doc.json, versions.get(doc.path) ?? nextVersion));
    return {
      snapshots: [...snapshots.slice(1), ...snapshots.slice(0, 1)],
      announced: announcement !== undefined,
      xmin: newXmin,
      dataJson,
      version: nextVersion,
    };
  }

  /**
   * Reads a split; 404 `bill-split-not-found`, 410 `bill-split-expired` once its lease lapsed. A read by its owner
   * (`guestId`) is an action on the split and renews its lease.
   */
  async getSplit(billId: string, splitId: string, guestId?: string): Promise<Record<string, unknown>> {
    const [row] = await rows(this.db, sql`SELECT data FROM splits WHERE id = ${splitId} AND bill_id = ${billId}`);
    const split = row ? storedSplitSchema.parse(toData(row.data)) : undefined;
    if (split && split.consumer.guestId === guestId) return this.heartbeat(billId, splitId, split.consumer.guestId);
    if (split && !(split.status === 'ISSUED' && this.lapsed(split))) return toWireSplit(split);
    // Lapsed: the locked path releases it (or finds it renewed meanwhile).
    if (split) return this.mutate(billId, (state) => toWireSplit(state.splits.find((s) => s.id === splitId) ?? throwExpired(splitId)));
    const [billRow] = await rows(this.db, sql`SELECT data FROM bills WHERE id = ${billId}`);
    const expired = billRow ? billDataSchema.parse(toData(billRow.data)).expiredSplits.some((e) => e.splitId === splitId) : false;
    if (expired) throw splitExpired(splitId);
    throw new HttpError(404, { type: 'bill-split-not-found', message: `splitId ${splitId} is not a split of bill ${billId}` });
  }

  /**
   * Renews an ISSUED split's lease (PUT …/heartbeat); only its consumer may. Answers the split with
   * `leaseExpiresAt` and `leaseMs`. The bill document does not change, so nothing is published.
   */
  async heartbeat(billId: string, splitId: string, guestId: string): Promise<LeasedSplit> {
    const renewed = await this.db.transaction(async (tx) => {
      // Locks the bill row by updating it: its new xmin tells every process that its copy of the splits is stale.
      const [bill] = await rows(tx, sql`UPDATE bills SET version = version WHERE id = ${billId} RETURNING id`);
      if (!bill) return undefined;
      const [row] = await rows(tx, sql`SELECT data FROM splits WHERE id = ${splitId} AND bill_id = ${billId}`);
      const split = row ? storedSplitSchema.parse(toData(row.data)) : undefined;
      if (!split || split.consumer.guestId !== guestId) return undefined;
      if (split.status !== 'ISSUED') return toWireSplit(split);
      if (this.lapsed(split)) return undefined;
      split.leaseExpiresAt = this.now() + this.leases.issuedMs;
      await tx.execute(sql`UPDATE splits SET data = ${JSON.stringify(storedSplitSchema.parse(split))}::jsonb WHERE id = ${splitId}`);
      return this.leased(split);
    });
    if (renewed) return renewed;
    // Unknown bill or split, another diner's, or lapsed: the locked path answers 404, 403 or 410 (and releases).
    return this.mutate(billId, (state) => {
      const split = ownedSplit(state, splitId, guestId);
      if (split.status === 'ISSUED') state.changed.add(splitId);
      return split.status === 'ISSUED' ? this.leased({ ...split, leaseExpiresAt: state.leaseUntil }) : toWireSplit(split);
    });
  }

  /** Releases every lapsed ISSUED split (the lease sweeper); answers how many bills it republished. */
  async releaseLapsedSplits(): Promise<number> {
    const now = this.now();
    const found = await rows(
      this.db,
      sql`SELECT DISTINCT bill_id FROM splits WHERE status = 'ISSUED'
        AND COALESCE((data->>'leaseExpiresAt')::bigint, COALESCE((data->>'issuedAt')::bigint, 0) + ${this.leases.issuedMs}) <= ${now}`,
    );
    for (const row of found) await this.mutate(String(row.bill_id), () => undefined);
    return found.length;
  }

  /** Runs the lease sweeper every `intervalMs`; the answer stops it. */
  startLeaseSweeper(intervalMs: number, onError: (error: unknown) => void = () => undefined): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.releaseLapsedSplits()
        .catch(onError)
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private issued(split: StoredSplit): IssuedSplit {
    return { splitId: { id: split.id }, billSplitAmount: split.billSplitAmount, split: this.leased(split) };
  }

  private lapsed(split: StoredSplit): boolean {
    return isLeaseLapsed(split.leaseExpiresAt ?? (split.issuedAt ?? 0) + this.leases.issuedMs, this.now());
  }

  private leased(split: StoredSplit): LeasedSplit {
    return { ...toWireSplit(split), ...(split.leaseExpiresAt !== undefined ? { leaseExpiresAt: split.leaseExpiresAt, leaseMs: this.leases.issuedMs } : {}) };
  }

  /** Releases the ISSUED splits whose lease lapsed: deleted, remembered as expired, their shares freed. */
  private releaseLapsed(state: BillState): boolean {
    const lapsed = state.splits.filter((s) => s.status === 'ISSUED' && this.lapsed(s));
    if (lapsed.length === 0) return false;
    const expiredAt = this.now();
    const records: ExpiredSplit[] = lapsed.map((s) => ({ splitId: s.id, guestId: s.consumer.guestId, expiredAt }));
    for (const split of lapsed) {
      releaseShares(state, split.id);
      state.deleted.add(split.id);
    }
    state.splits = state.splits.filter((s) => !lapsed.includes(s));
    state.data.expiredSplits = [...state.data.expiredSplits, ...records].slice(-EXPIRED_SPLITS_KEPT);
    return true;
  }

  /** Any change to an ISSUED split is an action on it: its lease runs from now; other statuses hold no lease. */
  private renewLeases(state: BillState): void {
    for (const split of state.splits) {
      if (!state.changed.has(split.id)) continue;
      if (split.status === 'ISSUED') split.leaseExpiresAt = state.leaseUntil;
      else delete split.leaseExpiresAt;
    }
  }

  /** Finds the split a payment engaged. */
  async splitOfPayment(paymentId: string): Promise<{ billId: string; split: Record<string, unknown> } | undefined> {
    const [row] = await rows(this.db, sql`SELECT bill_id, data FROM splits WHERE payment_id = ${paymentId}`);
    if (!row) return undefined;
    return { billId: String(row.bill_id), split: toWireSplit(storedSplitSchema.parse(toData(row.data))) };
  }

  /** Issues a new split (POST by-amount, by-sub-orders, by-share, by-items, left-to-pay). */
  async issue(billId: string, consumer: Consumer, intent: SplitIntent, relatedSubOrder: string | undefined): Promise<IssuedSplit> {
    return this.mutate(
      billId,
      async (state) => {
        const id = `split-${randomUUID()}`;
        const split = { ...this.priced(state, id, consumer, intent, relatedSubOrder), leaseExpiresAt: state.leaseUntil };
        state.splits.push(split);
        state.changed.add(id);
        const known = state.splits.some((s) => s.id !== id && s.consumer.guestId === consumer.guestId);
        if (!known) state.puts.push({ path: `bills/${billId}/users/${consumer.guestId}`, data: { ...consumer, joinedAt: this.now() } });
        return this.issued(split);
      },
      OPTIMISTIC,
    );
  }

  /** Re-prices an ISSUED split (PUT by-amount, by-sub-orders, by-share, by-items); only its consumer may. */
  async update(billId: string, splitId: string, guestId: string, consumer: Consumer, intent: SplitIntent): Promise<IssuedSplit> {
    return this.mutate(
      billId,
      (state) => {
        const current = ownedSplit(state, splitId, guestId);
        if (current.status !== 'ISSUED') throw domainRefusal('split-not-editable', `splitId ${splitId} is ${current.status} and can no longer be edited`);
        releaseShares(state, splitId);
        const split = {
          ...this.priced(state, splitId, consumer, intent, current.subOrderId),
          issuedAt: current.issuedAt ?? this.now(),
          leaseExpiresAt: state.leaseUntil,
        };
        state.splits = state.splits.map((s) => (s.id === splitId ? split : s));
        state.changed.add(splitId);
        return this.issued(split);
      },
      OPTIMISTIC,
    );
  }

  /** Engages a payment on a split; the same paymentId always answers the same engagement. */
  async engage(billId: string, splitId: string, guestId: string, requestedPaymentId: string | undefined): Promise<Record<string, unknown>> {
    return this.mutate(billId, async (state) => {
      const split = ownedSplit(state, splitId, guestId);
      // A settled split answers itself, whatever the payment id: the diner's retry lands on the success page.
      if (isSettled(split.status)) return { ...toWireSplit(split), paymentId: split.paymentId };
      const paymentId = requestedPaymentId ?? `pay_${randomUUID()}`;
      if (split.paymentId === paymentId && split.status === 'PENDING') return { ...toWireSplit(split), paymentId };
      const [other] = await rows(state.tx, sql`SELECT id FROM splits WHERE payment_id = ${paymentId} AND id <> ${splitId}`);
      if (other)
        throw new HttpError(409, { type: 'payment-id-already-used', message: 'body.paymentId is already engaged on another split', field: 'body.paymentId' });
      const [intent] = await rows(state.tx, sql`SELECT split_id FROM sandbox_payment_intents WHERE payment_id = ${paymentId}`);
      if (intent && intent.split_id !== splitId)
        throw new HttpError(409, { type: 'payment-id-already-used', message: 'body.paymentId already pays another split', field: 'body.paymentId' });
      this.checkStillValid(state, split);
      split.status = 'PENDING';
      split.paymentId = paymentId;
      split.engagedAt = this.now();
      state.changed.add(splitId);
      return { ...toWireSplit(split), paymentId };
    });
  }

  /** Releases a pending payment: the split goes back to ISSUED. */
  async disengage(billId: string, splitId: string, guestId: string): Promise<Record<string, unknown>> {
    return this.mutate(billId, (state) => {
      const split = ownedSplit(state, splitId, guestId);
      if (isSettled(split.status)) throw domainRefusal('split-already-settled', `splitId ${splitId} is already ${split.status}`);
      if (split.status === 'PENDING') {
        split.status = 'ISSUED';
        delete split.paymentId;
        delete split.engagedAt;
        state.changed.add(splitId);
      }
      return toWireSplit(split);
    });
  }

  /**
   * Releases the split of a payment that failed, was cancelled or expired: back to ISSUED when it is still engaged
   * with that payment (otherwise nothing changes). `within` runs in the same transaction (the voucher release). A
   * loyalty reward burnt on the split stays with it: the split is its diner's again, and the retry is charged with the
   * reward; it is given back when the split is released for good (lapsed lease, cancellation: `save`).
   */
  async releasePayment(billId: string, splitId: string, paymentId: string, within?: (tx: Executor) => Promise<void>): Promise<boolean> {
    const [exists] = await rows(this.db, sql`SELECT 1 AS one FROM bills WHERE id = ${billId}`);
    if (!exists) return false;
    return this.mutate(billId, async (state) => {
      const split = state.splits.find((s) => s.id === splitId);
      if (!split || split.status !== 'PENDING' || split.paymentId !== paymentId) return false;
      split.status = 'ISSUED';
      delete split.paymentId;
      delete split.engagedAt;
      state.changed.add(splitId);
      if (within) await within(state.tx);
      return true;
    });
  }

  /** What a split owes and who may pay it; undefined when the bill has no such split. */
  async splitDebt(billId: string, splitId: string): Promise<SplitDebt | undefined> {
    const [row] = await rows(
      this.db,
      sql`SELECT s.data AS split, b.venue_id AS venue_id FROM splits s JOIN bills b ON b.id = s.bill_id WHERE s.id = ${splitId} AND s.bill_id = ${billId}`,
    );
    if (!row) return undefined;
    const split = storedSplitSchema.parse(toData(row.split));
    const currency = split.billSplitAmount.currency;
    return {
      billId,
      splitId,
      venueId: String(row.venue_id),
      consumerGuestId: split.consumer.guestId,
      status: split.status,
      paymentId: split.paymentId,
      billSplitAmount: split.billSplitAmount,
      fees: split.consumerSundayFees ?? money(0, currency),
      engagedAt: split.engagedAt,
    };
  }

  /** PENDING splits engaged before `engagedBefore` (their payment's lease lapsed). */
  async lapsedEngagements(engagedBefore: number): Promise<{ billId: string; splitId: string; paymentId: string }[]> {
    const found = await rows(this.db, sql`SELECT bill_id, id, payment_id, data->>'engagedAt' AS engaged_at FROM splits WHERE status = 'PENDING'`);
    return found
      .filter((r) => r.payment_id !== null && (r.engaged_at === null || Number(r.engaged_at) < engagedBefore))
      .map((r) => ({ billId: String(r.bill_id), splitId: String(r.id), paymentId: String(r.payment_id) }));
  }

  /** Cancels a split that is not settled. */
  async cancel(billId: string, splitId: string, guestId: string): Promise<void> {
    await this.mutate(billId, (state) => {
      const split = ownedSplit(state, splitId, guestId);
      if (isSettled(split.status)) throw domainRefusal('split-already-settled', `splitId ${splitId} is already ${split.status}`);
      releaseShares(state, splitId);
      state.splits = state.splits.filter((s) => s.id !== splitId);
      state.deleted.add(splitId);
    });
  }

  /** Checks out a split whose discount covers it: FULLY_DISCOUNTED, then REGISTERED_FULLY_DISCOUNTED on the POS. */
  async fullyDiscount(billId: string, splitId: string, guestId: string): Promise<Record<string, unknown>> {
    return this.mutate(billId, async (state) => {
      const split = ownedSplit(state, splitId, guestId);
      if (split.status === 'FULLY_DISCOUNTED' || split.status === 'REGISTERED_FULLY_DISCOUNTED') return toWireSplit(split);
      if (!isActive(split.status)) throw domainRefusal('split-already-settled', `splitId ${splitId} is already ${split.status}`);
      const impact = split.discount?.impactOnSplitTotal.amount ?? 0;
      if (split.billSplitAmount.amount + impact > 0) {
        throw domainRefusal('virtual-discount-could-not-be-burnt', `splitId ${splitId} still has an amount to pay after its discount`);
      }
      split.status = 'FULLY_DISCOUNTED';
      split.paidAt = this.now();
      state.changed.add(splitId);
      await this.registerOnPos(state, split);
      return toWireSplit(split);
    });
  }

  /** Marks a split PAID after a successful payment, then REGISTERED when the POS takes it. Idempotent. */
  async paymentSucceeded(event: PaymentSucceededEvent, within?: SettleInTransaction): Promise<Record<string, unknown>> {
    return this.mutate(event.billId, async (state) => {
      const split = state.splits.find((s) => s.id === event.splitId);
      if (!split) throw new HttpError(404, { type: 'bill-split-not-found', message: `splitId ${event.splitId} is not a split of bill ${event.billId}` });
      if (isSettled(split.status)) {
        // Settled by this very payment: idempotent. Settled by another one: this charge must be given back.
        if (split.paymentId !== event.paymentId)
          throw domainRefusal('split-already-settled', `splitId ${event.splitId} is already ${split.status} by another payment`);
        if (within) await within(state.tx);
        return toWireSplit(split);
      }
      if (split.status !== 'PENDING' || split.paymentId !== event.paymentId)
        throw domainRefusal('payment-not-engaged', `paymentId ${event.paymentId} is not engaged on split ${event.splitId}`);
      const currency = split.billSplitAmount.currency;
      // The loyalty reward burnt on the split takes its value off the charge (issue 13).
      const loyaltyReward = await appliedLoyaltyReward(state.tx, event.billId, split.id);
      if (event.tip) {
        // The charge is the debt: split amount + fees + tip − voucher, to the unit.
        const owed = chargeAfterLoyaltyReward(
          paymentAmountOwed({
            billSplitAmount: split.billSplitAmount,
            fees: split.consumerSundayFees ?? money(0, currency),
            tip: event.tip,
            voucherDiscount: event.voucher?.discountAmount ?? money(0, currency),
          }),
          split.billSplitAmount,
          event.voucher?.discountAmount,
          loyaltyReward,
        );
        if (owed.amount !== event.amount.amount || owed.currency !== event.amount.currency) {
          throw domainRefusal(
            'amount-mismatch',
            `amount: ${event.amount.amount} ${event.amount.currency} was captured but split ${split.id} owes ${owed.amount} ${owed.currency}`,
          );
        }
        split.tips = event.tip;
      } else if (event.amount.currency === currency && greaterThan(event.amount, split.billSplitAmount)) {
        split.tips = subtract(event.amount, split.billSplitAmount);
      }
      split.status = 'PAID';
      split.paidAt = this.now();
      split.actuallyPaidOnBill = split.billSplitAmount;
      const rewardPaid = loyaltyRewardPaid(split.billSplitAmount, event.voucher?.discountAmount, loyaltyReward);
      if (rewardPaid.amount > 0) split.loyaltyReward = rewardPaid;
      delete split.engagedAt;
      state.changed.add(split.id);
      if (within && !(await within(state.tx)))
        throw domainRefusal('voucher-no-longer-reserved', `the voucher of split ${split.id} is no longer reserved on it`);
      await this.registerOnPos(state, split);
      return toWireSplit(split);
    });
  }

  /** Registers the venue's PAID and FULLY_DISCOUNTED splits on its POS (after it comes back online). */
  async registerPending(venueId: string): Promise<void> {
    const pending = await rows(this.db, sql`SELECT DISTINCT bill_id FROM splits WHERE status IN ('PAID', 'FULLY_DISCOUNTED')`);
    for (const row of pending) {
      const billId = String(row.bill_id);
      await this.mutate(billId, async (state) => {
        if (state.data.venueId !== venueId) return;
        for (const split of state.splits) {
          if (split.status === 'PAID' || split.status === 'FULLY_DISCOUNTED') await this.registerOnPos(state, split);
        }
      });
    }
  }

  /** The charges a split will carry: each charge of its sub-orders in proportion to the split (largest remainder). */
  async forecastCharges(billId: string, splitId: string): Promise<Record<string, unknown>[]> {
    const [billRow] = await rows(this.db, sql`SELECT data FROM bills WHERE id = ${billId}`);
    if (!billRow) throw new HttpError(404, { type: 'bill-not-found', message: `billId ${billId}: bill could not be found in store` });
    const data = billDataSchema.parse(toData(billRow.data));
    const [splitRow] = await rows(this.db, sql`SELECT data FROM splits WHERE id = ${splitId} AND bill_id = ${billId}`);
    if (!splitRow) throw new HttpError(404, { type: 'bill-split-not-found', message: `splitId ${splitId} is not a split of bill ${billId}` });
    const split = storedSplitSchema.parse(toData(splitRow.data));
    return chargeShares(data, split.billSplitAmount, split.subOrderId).map(({ charge, share }) => ({
      chargedAmount: share,
      chargeType: charge.type,
      model: charge.model,
      label: charge.label,
      rate: charge.rate,
    }));
  }

  /** Creates or refreshes a table's bill from its POS order; `refreshedAt` is now. */
  async syncFromPos(venueId: string, order: PosOrder, currency: string): Promise<void> {
    const now = this.now();
    const inserted = await rows(
      this.db,
      sql`INSERT INTO bills (id, venue_id, table_id, version, data) VALUES (${order.billId}, ${venueId}, ${order.tableId}, 0, ${JSON.stringify(
        billDataSchema.parse({
          id: order.billId,
          venueId,
          tableId: order.tableId,
          currency,
          issuedAt: now,
          expireAt: now + BILL_LIFETIME_MS,
          refreshedAt: now,
          closed: order.closed,
          posOrder: order,
          ongoingSplitByShare: null,
        }),
      )}::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id`,
    );
    await this.mutate(order.billId, (state) => {
      state.data.posOrder = { ...order, payments: mergePayments(order, state.data.posOrder) };
      state.data.closed = order.closed;
      state.data.refreshedAt = now;
      if (order.tabId) state.data.tabId = order.tabId;
      if (order.tabDisplayId) state.data.tabDisplayId = order.tabDisplayId;
      return inserted.length > 0;
    });
  }

  private async registerOnPos(state: BillState, split: StoredSplit): Promise<void> {
    const online = await this.pos.mutate(
      state.data.venueId,
      (pos) => {
        if (!pos.online) return false;
        const order = Object.values(pos.orders).find((o) => o.billId === state.data.id);
        if (order && !order.payments.some((p) => p.reference === split.id) && split.billSplitAmount.amount > 0) {
          order.payments.push({
            id: `pos-payment-${randomUUID()}`,
            kind: 'SUNDAY',
            amount: split.billSplitAmount.amount,
            reference: split.id,
            paidAt: new Date(this.now()).toISOString(),
          });
          state.data.posOrder = order;
        }
        return true;
      },
      state.tx,
    );
    if (!online) return;
    split.status = split.status === 'FULLY_DISCOUNTED' ? 'REGISTERED_FULLY_DISCOUNTED' : 'REGISTERED';
    state.changed.add(split.id);
  }

  /** Prices a split from its intent and checks it against the forecasted left to pay. */
  private priced(state: BillState, id: string, consumer: Consumer, intent: SplitIntent, relatedSubOrder: string | undefined): StoredSplit {
    const { data, splits } = state;
    const currency: CurrencyCode = data.currency;
    if (data.closed) throw domainRefusal('bill-closed', `billId ${data.id} is closed`);
    if (relatedSubOrder !== undefined && !data.posOrder.checks.some((c) => c.id === relatedSubOrder)) {
      throw new HttpError(422, { type: 'unknown-sub-order', message: `relatedSubOrder ${relatedSubOrder} is not a sub-order of the bill` });
    }
    const amounts = billAmounts(data, splits, id);
    const available = this.available(state, id, relatedSubOrder);
    const base: Omit<StoredSplit, 'billSplitAmount' | 'splitType' | 'issueKind' | 'splitId' | 'modality'> = {
      id,
      billId: data.id,
      status: 'ISSUED',
      consumer,
      origin: 'PAT',
      issuedAt: this.now(),
      tips: money(0, currency),
      consumerSundayFees: money(0, currency),
      ...(relatedSubOrder ? { subOrderId: relatedSubOrder } : {}),
    };
    let amount: Money;
    let rest: Pick<StoredSplit, 'splitType' | 'issueKind' | 'modality' | 'items' | 'subOrders' | 'subOrderAmounts' | 'subOrderId'>;
    switch (intent.kind) {
      case 'BY_AMOUNT': {
        amount = inputMoney(intent.amount, intent.currencyCode, currency, 'splitAmount');
        rest = { splitType: 'BY_AMOUNT', issueKind: 'BY_AMOUNT', modality: { amount } };
        const remaining = subtract(available, amount);
        // A custom amount is at least the smallest card charge, unless it takes all that is left (0.001 would be a
        // split of 0.00 that no card can pay).
        if (amount.amount < MINIMUM_SPLIT_AMOUNT && remaining.amount > FORECAST_EXCEEDED_TOLERANCE) {
          throw new HttpError(422, {
            type: 'split-amount-under-minimum',
            message: `splitAmount ${amount.amount} is under the minimum of ${MINIMUM_SPLIT_AMOUNT} unless it pays all that is left (${available.amount})`,
            field: 'body.splitAmount',
          });
        }
        // Cards charge whole cents: a custom amount that leaves something to pay is whole cents (1000 units at
        // scale 5). One that takes all that is left may carry its fractions of a cent; one over it is refused below
        // as bill-split-exceeds-forecasted-left-to-pay, whose recovery offers the over-amount choices.
        if (amount.amount % SCALE5_PER_CENT !== 0 && remaining.amount > FORECAST_EXCEEDED_TOLERANCE) {
          throw new HttpError(422, {
            type: 'split-amount-not-whole-cents',
            message: `splitAmount ${amount.amount} is not a whole number of cents (a multiple of ${SCALE5_PER_CENT} at scale 5)`,
            field: 'body.splitAmount',
          });
        }
        if (remaining.amount > FORECAST_EXCEEDED_TOLERANCE && remaining.amount < MINIMUM_LEFT_TO_PAY) {
          throw domainRefusal(
            'left-to-pay-would-be-under-minimum',
            `splitAmount would leave ${remaining.amount} to pay, under the minimum of ${MINIMUM_LEFT_TO_PAY}`,
            amount,
            available,
          );
        }
        break;
      }
      case 'LEFT_TO_PAY': {
        amount = available;
        rest = { splitType: 'BY_AMOUNT', issueKind: 'LEFT_TO_PAY', modality: { amount } };
        const emptyBill = isZero(amounts.total) && isZero(amounts.leftToPay);
        if (!isPositive(amount) && !emptyBill)
          throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', 'nothing is left to pay on this bill', undefined, available);
        break;
      }
      case 'BY_SHARE': {
        const baseAmount = inputMoney(intent.baseAmount, undefined, currency, 'baseAmount');
        if (intent.numberOfShares > intent.numberOfGuests)
          throw new HttpError(422, { type: 'invalid-split-by-share', message: 'numberOfShares must be at most numberOfGuests' });
        amount = this.takeShares(state, id, consumer, intent.numberOfShares, intent.numberOfGuests, baseAmount, available);
        rest = {
          splitType: 'BY_SHARE',
          issueKind: 'BY_SHARE',
          modality: { numberOfShares: intent.numberOfShares, numberOfGuests: intent.numberOfGuests, baseAmount },
        };
        break;
      }
      case 'BY_ITEMS': {
        const lines = billLines(data.posOrder, currency);
        const held = heldQuantities(
          splits.filter((s) => s.id !== id),
          (s) => isActive(s.status) || isSettled(s.status),
        );
        for (const [productId, quantity] of Object.entries(intent.items)) {
          const line = lines.find((l) => l.productId === productId);
          if (!line) throw new HttpError(422, { type: 'unknown-item', message: `items.${productId} is not an item of the bill` });
          if (quantity > line.quantity - (held.get(productId) ?? 0)) {
            throw domainRefusal('split-anomaly-detected', `items.${productId} is already paid or selected by another diner`);
          }
        }
        amount = itemsAmount(lines, intent.items, currency);
        if (!isPositive(amount)) throw new HttpError(422, { type: 'invalid-split-amount', message: 'items add up to nothing to pay' });
        rest = { splitType: 'BY_ITEMS', issueKind: 'BY_ITEMS', modality: { items: intent.items }, items: intent.items };
        break;
      }
      case 'BY_SUB_ORDERS': {
        const subOrderAmounts: Record<string, number> = {};
        for (const subOrderId of intent.subOrders) {
          const check = data.posOrder.checks.find((c) => c.id === subOrderId);
          if (!check) throw new HttpError(422, { type: 'unknown-sub-order', message: `subOrders ${subOrderId} is not a sub-order of the bill` });
          const left = subOrderForecast(subOrderId, checkAmounts(check, currency).total, splits, id);
          if (!isPositive(left))
            throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', `subOrders ${subOrderId} has nothing left to pay`, undefined, left);
          subOrderAmounts[subOrderId] = left.amount;
        }
        amount = sum(
          Object.values(subOrderAmounts).map((a) => money(a, currency)),
          currency,
        );
        const single = intent.subOrders.length === 1 ? intent.subOrders[0] : undefined;
        rest = {
          splitType: 'BY_AMOUNT',
          issueKind: 'BY_SUB_ORDERS',
          modality: { amount },
          subOrders: intent.subOrders,
          subOrderAmounts,
          ...(single ? { subOrderId: single } : {}),
        };
        break;
      }
      default: {
        const unreachable: never = intent;
        throw new Error(`Unknown split intent ${JSON.stringify(unreachable)}`);
      }
    }
    const billSplitAmount = withinForecast(amount, available);
    return {
      ...base,
      ...rest,
      splitId: id,
      billSplitAmount,
      ...splitBreakdown(data, billSplitAmount, rest.subOrderId ?? base.subOrderId),
    };
  }

  /** What a split may take: the bill's forecasted left to pay, and its sub-order's when it is tied to one. */
  private available(state: BillState, excludeSplitId: string, subOrderId: string | undefined): Money {
    const currency: CurrencyCode = state.data.currency;
    const bill = billAmounts(state.data, state.splits, excludeSplitId).forecastedLeftToPay;
    const check = subOrderId ? state.data.posOrder.checks.find((c) => c.id === subOrderId) : undefined;
    if (!check) return bill;
    return minimum(bill, subOrderForecast(check.id, checkAmounts(check, currency).total, state.splits, excludeSplitId));
  }

  private takeShares(
    state: BillState,
    id: string,
    consumer: Consumer,
    numberOfShares: number,
    numberOfGuests: number,
    baseAmount: Money,
    available: Money,
  ): Money {
    const { data } = state;
    const ongoing = data.ongoingSplitByShare;
    const others = ongoing ? ongoing.holders.filter((h) => h.splitId !== id) : [];
    if (ongoing && others.length > 0 && (ongoing.numberOfGuests !== numberOfGuests || ongoing.baseAmount.amount !== baseAmount.amount)) {
      throw domainRefusal(
        'split-anomaly-detected',
        `invalid split by share: the ongoing split by share divides ${ongoing.baseAmount.amount} between ${ongoing.numberOfGuests} guests`,
      );
    }
    const taken = others.reduce((n, h) => n + h.numberOfShares, 0);
    if (taken + numberOfShares > numberOfGuests) {
      throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', `numberOfShares: only ${numberOfGuests - taken} shares are left`);
    }
    if (others.length === 0 && exceedsForecastedLeftToPay(baseAmount, available)) {
      throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', 'baseAmount exceeds the forecasted left to pay', baseAmount, available);
    }
    const othersAmount = sum(
      state.splits.filter((s) => others.some((h) => h.splitId === s.id)).map((s) => s.billSplitAmount),
      baseAmount.currency,
    );
    // The last shares take whatever the others did not, so the shares always add up to the base exactly.
    const amount =
      taken + numberOfShares === numberOfGuests ? subtract(baseAmount, othersAmount) : shareAmount(baseAmount, numberOfGuests, taken, numberOfShares);
    data.ongoingSplitByShare = { baseAmount, numberOfGuests, holders: [...others, { splitId: id, numberOfShares, guestId: consumer.guestId }] };
    return amount;
  }

  /** Engage-time checks: the amount still matches the bill, and still fits the forecast. */
  private checkStillValid(state: BillState, split: StoredSplit): void {
    const available = this.available(state, split.id, split.subOrderId);
    const currency: CurrencyCode = state.data.currency;
    if (split.issueKind === 'LEFT_TO_PAY' && available.amount !== split.billSplitAmount.amount) {
      throw domainRefusal(
        'bill-split-amount-changed-between-issue-and-engage',
        'the left to pay changed since the split was issued',
        split.billSplitAmount,
        available,
      );
    }
    if (split.issueKind === 'BY_ITEMS' && split.items) {
      const lines = billLines(state.data.posOrder, currency);
      const stillThere = Object.keys(split.items).every((productId) => lines.some((l) => l.productId === productId));
      const now = stillThere ? itemsAmount(lines, split.items, currency) : money(0, currency);
      if (now.amount !== split.billSplitAmount.amount && Math.abs(now.amount - split.billSplitAmount.amount) > FORECAST_EXCEEDED_TOLERANCE) {
        throw domainRefusal('bill-split-amount-changed-between-issue-and-engage', 'the items changed since the split was issued', split.billSplitAmount, now);
      }
    }
    if (exceedsForecastedLeftToPay(split.billSplitAmount, available)) {
      throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', 'the split exceeds the forecasted left to pay', split.billSplitAmount, available);
    }
  }
}

/** 410 `bill-split-expired`: the split's lease lapsed and it was released; its diner starts again. */
function splitExpired(splitId: string): HttpError {
  return new HttpError(410, {
    type: 'bill-split-expired',
    message: `splitId ${splitId} was released because its page was away longer than its lease; issue a new split`,
    field: 'params.splitId',
  });
}

function throwExpired(splitId: string): never {
  throw splitExpired(splitId);
}

function ownedSplit(state: BillState, splitId: string, guestId: string): StoredSplit {
  const split = state.splits.find((s) => s.id === splitId);
  if (!split) {
    const expired = state.data.expiredSplits.find((e) => e.splitId === splitId);
    if (expired && expired.guestId !== guestId)
      throw new HttpError(403, { type: 'not-split-owner', message: `splitId ${splitId} belongs to another consumer` });
    if (expired) throw splitExpired(splitId);
    throw new HttpError(404, { type: 'bill-split-not-found', message: `splitId ${splitId} is not a split of bill ${state.data.id}` });
  }
  if (split.consumer.guestId !== guestId) throw new HttpError(403, { type: 'not-split-owner', message: `splitId ${splitId} belongs to another consumer` });
  return split;
}

function releaseShares(state: BillState, splitId: string): void {
  const ongoing = state.data.ongoingSplitByShare;
  if (!ongoing) return;
  const holders = ongoing.holders.filter((h) => h.splitId !== splitId);
  state.data.ongoingSplitByShare = holders.length > 0 ? { ...ongoing, holders } : null;
}

/**
 * A split over the forecast by no more than the tolerance is trimmed to the forecast (2-paying §9
 * "Forecast-exceeded tolerance: 10 units"), so concurrent splits can never add up to more than the bill.
 */
function withinForecast(amount: Money, available: Money): Money {
  if (amount.amount <= available.amount) return amount;
  if (!exceedsForecastedLeftToPay(amount, available)) return { ...available, amount: Math.max(available.amount, 0) };
  throw domainRefusal('bill-split-exceeds-forecasted-left-to-pay', 'the split exceeds the forecasted left to pay', amount, available);
}

function inputMoney(value: number | { amount: number; currency: string }, currencyCode: string | undefined, billCurrency: string, field: string): Money {
  const currency = typeof value === 'number' ? (currencyCode ?? billCurrency) : value.currency;
  if (currency !== billCurrency)
    throw new HttpError(422, { type: 'currency-mismatch', message: `${field} is in ${currency} but the bill is in ${billCurrency}` });
  return money(typeof value === 'number' ? value : value.amount, billCurrency);
}

function mergePayments(order: PosOrder, previous: PosOrder): PosOrder['payments'] {
  const ids = new Set(order.payments.map((p) => p.id));
  return [...order.payments, ...previous.payments.filter((p) => !ids.has(p.id) && p.kind === 'SUNDAY')];
}
