import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { WhereClause } from '@tableside/contracts/realtime';
import { rows, type Executor } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';

/** One document as the realtime protocol sends it. */
export interface DocumentSnapshot {
  path: string;
  exists: boolean;
  data: unknown;
  version: number;
}

/** A document found by a collection query. */
export interface QueryDocument {
  path: string;
  id: string;
  data: unknown;
  version: number;
}

// The realtime paths and filters are the realtime contract's (@tableside/contracts/realtime).
export { collectionPathSchema, documentPathSchema, whereSchema } from '@tableside/contracts/realtime';
export type { WhereClause } from '@tableside/contracts/realtime';

type Listener = (snapshot: DocumentSnapshot) => void;

/** The PostgreSQL channel on which sandbox processes sharing one database announce their committed documents. */
export const DOCUMENTS_CHANNEL = 'tableside_documents';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7999;

/**
 * Listens on a channel over a dedicated connection (the PostgreSQL kind of `openDatabase`): `onPayload` gets each
 * notification, `onReconnect` runs after the connection dropped and came back (notifications sent meanwhile are lost).
 * Answers the function that stops listening.
 */
export type ChannelListen = (channel: string, onPayload: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;

/** What one process tells the others: its id (to skip its own), and the document's path and version. */
const notificationSchema = z.object({ origin: z.string(), path: z.string(), version: z.number() });

/** Receives a live query's whole result each time it changes. */
export type QueryListener = (docs: readonly QueryDocument[]) => void;

/** How much work the live queries have done: what the fan-out tests and the benchmark read. */
export interface FanOutStats {
  /** Changed documents tested against a live query's where-clause in memory. */
  evaluations: number;
  /** Live query results (re)loaded from the database: at subscription, and to refill a full result that lost a document. */
  loads: number;
}

/**
 * One live query: its current result, kept up to date from the changes that can match it. Subscribers of the same
 * query (collection, filters, limit) share it: one evaluation and one result per change, whatever their number.
 */
interface LiveQuery {
  readonly key: string;
  readonly collection: string;
  readonly where: WhereClause;
  readonly limit: number;
  readonly listeners: Set<QueryListener>;
  /** Replaced, never changed in place, so a result's JSON is made once (`queryResultJson`). */
  docs: readonly QueryDocument[];
  /** The result was loaded once: a new subscriber gets it at once. */
  loaded: boolean;
  /** Loading from the database; changes seen meanwhile make it load again. */
  loading: boolean;
  dirty: boolean;
  closed: boolean;
}

/** The live queries of one collection, indexed by their first equality filter. */
interface CollectionIndex {
  /** `field` → JSON of the value → queries whose first filter is `field == value`. */
  readonly byFilter: Map<string, Map<string, Set<LiveQuery>>>;
  /** Queries without a filter (a bill's itemsManuallyMarkedAsPaid, scoped by their path). */
  readonly unfiltered: Set<LiveQuery>;
}

function collectionOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

function fieldValue(data: unknown, field: string): unknown {
  let current: unknown = data;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(data: unknown, where: WhereClause): boolean {
  return where.every(([field, , value]) => sameValue(fieldValue(data, field), value));
}

function toVersion(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The upsert of one document (whole replacement): at `version`, or one past the stored version when none is given.
 * A caller may add `RETURNING` or make it one part of a bigger statement (the bill's single write), where `gate`
 * (a condition on that statement's other parts) decides whether it writes at all.
 */
export function upsertDocument(path: string, json: string, version?: number, gate?: SQL): SQL {
  const row = sql`${path}::text, ${collectionOf(path)}::text, ${json}::jsonb, ${version ?? 1}::integer`;
  const source = gate ? sql`SELECT ${row} WHERE ${gate}` : sql`VALUES (${row})`;
  return version === undefined
    ? sql`INSERT INTO documents (path, collection, data, version) ${source}
        ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, version = documents.version + 1`
    : sql`INSERT INTO documents (path, collection, data, version) ${source}
        ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, version = EXCLUDED.version`;
}

/** The JSON of document data already serialised (when written), shared by every event that carries it. */
const dataJson = new WeakMap<object, string>();

/** How many times document data and live query results were turned into JSON for events (the fan-out tests read it). */
export const serialisations = { documents: 0, results: 0 };

/** A document's data as JSON, serialised at most once per change (the JSON it was written with, when known). */
export function jsonOfData(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data ?? null);
  let json = dataJson.get(data);
  if (json === undefined) {
    serialisations.documents += 1;
    json = JSON.stringify(data);
    dataJson.set(data, json);
  }
  return json;
}

/** A snapshot as the realtime protocol sends it (`{ path, exists, data, version }`), its data serialised once. */
export function snapshotJson(snapshot: DocumentSnapshot): string {
  return `{"path":${JSON.stringify(snapshot.path)},"exists":${snapshot.exists},"data":${jsonOfData(snapshot.data)},"version":${snapshot.version}}`;
}

/** A live query's result as the protocol sends it (`{ docs }`); each result array is serialised once. */
const docsJson = new WeakMap<readonly QueryDocument[], string>();
export function queryResultJson(docs: readonly QueryDocument[]): string {
  let json = docsJson.get(docs);
  if (json === undefined) {
    serialisations.results += 1;
    const items = docs.map(
      (doc) => `{"path":${JSON.stringify(doc.path)},"id":${JSON.stringify(doc.id)},"data":${jsonOfData(doc.data)},"version":${doc.version}}`,
    );
    json = `{"docs":[${items.join(',')}]}`;
    docsJson.set(docs, json);
  }
  return json;
}

/** `data -> 'a' -> 'b' = '<json>'::jsonb` for the filter `a.b == value`: the database filters, not a scan in memory. */
function filterSql(field: string, value: unknown) {
  let target = sql`data`;
  for (const key of field.split('.')) target = sql`${target} -> ${key}::text`;
  return sql`${target} = ${JSON.stringify(value ?? null)}::jsonb`;
}

/**
 * The realtime store: documents persisted in the `documents` table and an in-process pub/sub keyed by path.
 * Writes inside a transaction return the new snapshot; the caller publishes it once the transaction commits.
 *
 * Live queries are indexed by collection and first equality filter: a committed change is tested, in memory,
 * only against the queries whose filter value it carries (or whose result holds it), and each result is updated
 * in place. The database is read again only when a full result (at its limit) loses a document.
 */
export class DocumentStore {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly liveQueries = new Map<string, CollectionIndex>();
  /** Path → the live queries whose result holds it (so a document that stops matching leaves them). */
  private readonly holders = new Map<string, Set<LiveQuery>>();
  /** The open live queries by collection, filters and limit (the subscribers of one share it). */
  private readonly queriesByKey = new Map<string, LiveQuery>();
  readonly stats: FanOutStats = { evaluations: 0, loads: 0 };
  /** This process, in the notifications it sends to the other sandbox processes on the same database. */
  private readonly origin = randomUUID();
  private sharing: { onError: (error: unknown) => void } | undefined;
  /** Paths being re-read after another process's notification, and those notified again meanwhile. */
  private readonly rereading = new Set<string>();
  private readonly rereadAgain = new Set<string>();

  constructor(private readonly db: SandboxDb) {}

  /**
   * Shares committed changes with the other sandbox processes on the same PostgreSQL: each publish also sends
   * `NOTIFY tableside_documents` with the path and version, and a notification from another process re-reads that
   * document from the database and publishes it to this process's subscribers (who ignore versions they have seen).
   * After the listening connection dropped and came back, every document and live query subscribed here is read
   * again, so a change notified meanwhile still arrives. Answers the function that stops sharing.
   */
  async share(listen: ChannelListen, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    const stop = await listen(
      DOCUMENTS_CHANNEL,
      (payload) => this.received(payload),
      () => this.resync(),
    );
    this.sharing = { onError };
    return async () => {
      this.sharing = undefined;
      await stop();
    };
  }

  /** Reads one document. */
  async get(path: string, executor: Executor = this.db): Promise<DocumentSnapshot> {
    const [row] = await rows(executor, sql`SELECT data, version FROM documents WHERE path = ${path}`);
    if (!row || row.data === null) return { path, exists: false, data: null, version: row ? toVersion(row.version) : 0 };
    return { path, exists: true, data: toData(row.data), version: toVersion(row.version) };
  }

  /** Writes a document (whole replacement) and bumps its version; publish the result after commit. */
  async put(executor: Executor, path: string, data: unknown, version?: number): Promise<DocumentSnapshot> {
    const json = JSON.stringify(data);
    const [row] = await rows(executor, sql`${upsertDocument(path, json, version)} RETURNING version`);
    return this.written(path, data, json, toVersion(row?.version));
  }

  /**
   * The snapshot of a document a caller wrote in its own statement (`upsertDocument`), with the JSON it wrote: every
   * subscriber's event reuses that JSON, so a change is serialised once whatever the number of subscribers.
   */
  written(path: string, data: unknown, json: string, version: number): DocumentSnapshot {
    if (typeof data === 'object' && data !== null) dataJson.set(data, json);
    return { path, exists: true, data, version };
  }

  /** Writes a document in its own transaction and publishes it. */
  async write(path: string, data: unknown): Promise<DocumentSnapshot> {
    const snapshot = await this.put(this.db, path, data);
    this.publish(snapshot);
    return snapshot;
  }

  /**
   * Adds `by` to a numeric field in one transaction, creating the document when missing
   * (the itemsManuallyMarkedAsPaid increment of 1-core §7). `check` sees the current value inside the transaction
   * and throws to refuse the increment (nothing is written then).
   */
  async increment(path: string, field: string, by: number, check?: (current: number, tx: Executor) => Promise<void>): Promise<DocumentSnapshot> {
    const id = path.split('/').at(-1) ?? path;
    const snapshot = await this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO documents (path, collection, data, version) VALUES (${path}, ${collectionOf(path)}, ${JSON.stringify({ id })}::jsonb, 0)
        ON CONFLICT (path) DO NOTHING`);
      const [row] = await rows(tx, sql`SELECT data FROM documents WHERE path = ${path} FOR UPDATE`);
      const current = toData(row?.data);
      const data: Record<string, unknown> = typeof current === 'object' && current !== null ? { ...(current as Record<string, unknown>) } : { id };
      const previous = typeof data[field] === 'number' ? data[field] : 0;
      // Checked under the row lock, so concurrent increments are checked one after another.
      await check?.(previous, tx);
      data[field] = previous + by;
      return this.put(tx, path, data);
    });
    this.publish(snapshot);
    return snapshot;
  }

  /** Documents of a collection matching every equality filter, in path order. */
  async query(collection: string, where: WhereClause, limit: number): Promise<QueryDocument[]> {
    const filters = where.map(([field, , value]) => sql` AND ${filterSql(field, value)}`);
    const found = await rows(
      this.db,
      sql`SELECT path, data, version FROM documents WHERE collection = ${collection} AND data IS NOT NULL${sql.join(filters, sql``)} ORDER BY path LIMIT ${limit}`,
    );
    const docs: QueryDocument[] = [];
    for (const row of found) {
      const data = toData(row.data);
      // The database compares JSON values; the in-memory test is the one live updates use, so both agree.
      if (!matches(data, where)) continue;
      const path = String(row.path);
      docs.push({ path, id: path.split('/').at(-1) ?? path, data, version: toVersion(row.version) });
    }
    return docs;
  }

  /**
   * Tells the subscribers of a path, and the live queries the change can affect, about a committed change; and,
   * when shared, the other sandbox processes on the same database.
   */
  publish(snapshot: DocumentSnapshot, announced = false): void {
    this.publishHere(snapshot);
    const sharing = this.sharing;
    if (!sharing || announced) return;
    const payload = JSON.stringify({ origin: this.origin, path: snapshot.path, version: snapshot.version });
    // Paths are ids of at most 200 characters a segment, far below the limit; a longer one is not announced.
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) return sharing.onError(new Error(`document path too long to notify: ${snapshot.path.slice(0, 80)}…`));
    this.db.execute(sql`SELECT pg_notify(${DOCUMENTS_CHANNEL}, ${payload})`).catch(sharing.onError);
  }

  /**
   * When this process shares its changes (PostgreSQL), the announcement of documents a caller writes in its own statement
   * (`upsertDocument` … `RETURNING path, version`): a `FROM` item to put beside that statement's output of each written
   * document (`SELECT … FROM document_0, <announcement>`), so the `NOTIFY` rides in the write and is sent when it
   * commits, instead of one more statement per document after the commit. The caller then publishes those snapshots
   * with `announced`. Undefined when not sharing, or when a path would not fit a notification (`publish` reports it).
   */
  announcement(paths: readonly string[]): SQL | undefined {
    if (!this.sharing) return undefined;
    // The largest version an integer column holds: the payload of any version fits when this one does.
    if (paths.some((path) => Buffer.byteLength(JSON.stringify({ origin: this.origin, path, version: 2 ** 31 })) > MAX_NOTIFY_BYTES)) return undefined;
    return sql`LATERAL (SELECT pg_notify(${DOCUMENTS_CHANNEL}, json_build_object('origin', ${this.origin}::text, 'path', path, 'version', version)::text)) AS announced`;
  }

  /** Another process's notification: re-reads the document (once per burst of notifications of one path). */
  private received(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const note = notificationSchema.safeParse(parsed);
    if (!note.success || note.data.origin === this.origin) return;
    if (!this.listeners.has(note.data.path) && !this.liveQueries.has(collectionOf(note.data.path))) return;
    this.reread(note.data.path);
  }

  private reread(path: string): void {
    if (this.rereading.has(path)) {
      this.rereadAgain.add(path);
      return;
    }
    this.rereading.add(path);
    void (async () => {
      try {
        do {
          this.rereadAgain.delete(path);
          this.publishHere(await this.get(path));
        } while (this.rereadAgain.has(path));
      } catch (error) {
        this.sharing?.onError(error);
      } finally {
        this.rereading.delete(path);
      }
    })();
  }

  /** After the listening connection came back: every subscribed document and live query is read again. */
  private resync(): void {
    for (const path of this.listeners.keys()) this.reread(path);
    for (const index of this.liveQueries.values()) {
      const queries = new Set<LiveQuery>(index.unfiltered);
      for (const byValue of index.byFilter.values()) for (const set of byValue.values()) for (const query of set) queries.add(query);
      for (const query of queries) {
        if (query.loading) query.dirty = true;
        else void this.load(query);
      }
    }
  }

  /** Publishes a committed change to this process's subscribers and live queries. */
  private publishHere(snapshot: DocumentSnapshot): void {
    for (const listener of this.listeners.get(snapshot.path) ?? []) listener(snapshot);
    const index = this.liveQueries.get(collectionOf(snapshot.path));
    if (!index) return;
    const candidates = new Set<LiveQuery>([...index.unfiltered, ...(this.holders.get(snapshot.path) ?? [])]);
    if (snapshot.exists) {
      for (const [field, byValue] of index.byFilter) {
        for (const query of byValue.get(JSON.stringify(fieldValue(snapshot.data, field) ?? null)) ?? []) candidates.add(query);
      }
    }
    for (const query of candidates) this.apply(query, snapshot);
  }

  /** How many live query subscriptions are open (each closed stream removes its own). */
  get liveQueryCount(): number {
    let count = 0;
    for (const query of this.queriesByKey.values()) count += query.listeners.size;
    return count;
  }

  /** How many document subscriptions are open, over all paths (each closed stream removes its own). */
  get documentListenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** How many distinct live queries are evaluated (subscribers of the same query share one). */
  get sharedLiveQueryCount(): number {
    return this.queriesByKey.size;
  }

  /** Listens to one document's changes. */
  subscribe(path: string, listener: Listener): () => void {
    return addListener(this.listeners, path, listener);
  }

  /**
   * A live query: the listener gets the current result, then the new result after each committed change that
   * alters it. Returns the unsubscribe function.
   */
  subscribeQuery(collection: string, where: WhereClause, limit: number, listener: QueryListener): () => void {
    const key = JSON.stringify([collection, where, limit]);
    const shared = this.queriesByKey.get(key);
    if (shared) {
      shared.listeners.add(listener);
      // Loaded and not reloading: the current result now; otherwise the load under way answers every listener.
      if (shared.loaded && !shared.loading) {
        const docs = shared.docs;
        queueMicrotask(() => {
          if (shared.listeners.has(listener) && shared.docs === docs) listener(docs);
        });
      }
      return () => this.unsubscribeQuery(shared, listener);
    }
    const query: LiveQuery = {
      key,
      collection,
      where,
      limit,
      listeners: new Set([listener]),
      docs: [],
      loaded: false,
      loading: false,
      dirty: false,
      closed: false,
    };
    this.queriesByKey.set(key, query);
    const index = this.liveQueries.get(collection) ?? { byFilter: new Map(), unfiltered: new Set<LiveQuery>() };
    this.liveQueries.set(collection, index);
    const first = where[0];
    if (first) {
      const byValue = index.byFilter.get(first[0]) ?? new Map<string, Set<LiveQuery>>();
      index.byFilter.set(first[0], byValue);
      addListener(byValue, JSON.stringify(first[2] ?? null), query);
    } else {
      index.unfiltered.add(query);
    }
    void this.load(query);
    return () => this.unsubscribeQuery(query, listener);
  }

  /** Removes one subscriber of a live query; the last one closes it. */
  private unsubscribeQuery(query: LiveQuery, listener: QueryListener): void {
    query.listeners.delete(listener);
    if (query.listeners.size > 0 || query.closed) return;
    query.closed = true;
    this.queriesByKey.delete(query.key);
    for (const doc of query.docs) this.release(doc.path, query);
    const { collection, where } = query;
    const index = this.liveQueries.get(collection);
    if (!index) return;
    const first = where[0];
    if (first) {
      const byValue = index.byFilter.get(first[0]);
      const key = JSON.stringify(first[2] ?? null);
      byValue?.get(key)?.delete(query);
      if (byValue?.get(key)?.size === 0) byValue.delete(key);
      if (byValue?.size === 0) index.byFilter.delete(first[0]);
    } else {
      index.unfiltered.delete(query);
    }
    if (index.byFilter.size === 0 && index.unfiltered.size === 0) this.liveQueries.delete(collection);
  }

  private notify(query: LiveQuery): void {
    const docs = query.docs;
    for (const listener of [...query.listeners]) listener(docs);
  }

  /** (Re)loads a live query's result from the database; changes that arrive meanwhile make it load again. */
  private async load(query: LiveQuery): Promise<void> {
    query.loading = true;
    let docs: QueryDocument[];
    do {
      query.dirty = false;
      this.stats.loads += 1;
      docs = await this.query(query.collection, query.where, query.limit);
    } while (query.dirty && !query.closed);
    query.loading = false;
    if (query.closed) return;
    this.replace(query, docs);
    query.loaded = true;
    this.notify(query);
  }

  /** Applies one committed change to a live query's result, in memory. */
  private apply(query: LiveQuery, snapshot: DocumentSnapshot): void {
    this.stats.evaluations += 1;
    if (query.closed) return;
    if (query.loading) {
      query.dirty = true;
      return;
    }
    const at = query.docs.findIndex((doc) => doc.path === snapshot.path);
    const held = query.docs[at];
    if (held && held.version >= snapshot.version) return;
    const fits = snapshot.exists && matches(snapshot.data, query.where);
    const docs = [...query.docs];
    if (held && fits) {
      docs[at] = { ...held, data: snapshot.data, version: snapshot.version };
    } else if (held) {
      const wasFull = docs.length >= query.limit;
      docs.splice(at, 1);
      this.release(snapshot.path, query);
      query.docs = docs;
      // A full result may have more matching documents beyond its limit: read it again.
      if (wasFull) return void this.load(query);
    } else if (fits) {
      const position = docs.findIndex((doc) => doc.path > snapshot.path);
      if (position === -1 && docs.length >= query.limit) return;
      const doc = { path: snapshot.path, id: snapshot.path.split('/').at(-1) ?? snapshot.path, data: snapshot.data, version: snapshot.version };
      docs.splice(position === -1 ? docs.length : position, 0, doc);
      this.hold(snapshot.path, query);
      for (const dropped of docs.splice(query.limit)) this.release(dropped.path, query);
    } else {
      return;
    }
    query.docs = docs;
    this.notify(query);
  }

  private replace(query: LiveQuery, docs: readonly QueryDocument[]): void {
    for (const doc of query.docs) this.release(doc.path, query);
    query.docs = docs;
    for (const doc of docs) this.hold(doc.path, query);
  }

  private hold(path: string, query: LiveQuery): void {
    addListener(this.holders, path, query);
  }

  private release(path: string, query: LiveQuery): void {
    const set = this.holders.get(path);
    set?.delete(query);
    if (set?.size === 0) this.holders.delete(path);
  }
}

function addListener<L>(map: Map<string, Set<L>>, key: string, listener: L): () => void {
  const set = map.get(key) ?? new Set<L>();
  set.add(listener);
  map.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}
