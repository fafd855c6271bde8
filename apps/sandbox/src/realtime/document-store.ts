import { sql } from 'drizzle-orm';
import { z } from 'zod';
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

const segment = /^[A-Za-z0-9_\-:.@]+$/;

/** A document path: an even number of non-empty segments (`bills/{id}`, `bills/{id}/users/{uid}`). */
export const documentPathSchema = z
  .string()
  .refine((p) => p.split('/').every((s) => segment.test(s)), { message: 'path segments must be non-empty ids' })
  .refine((p) => p.split('/').length % 2 === 0, { message: 'a document path has an even number of segments' });

/** A collection path: an odd number of non-empty segments (`table_devices`, `bills/{id}/users`). */
export const collectionPathSchema = z
  .string()
  .refine((p) => p.split('/').every((s) => segment.test(s)), { message: 'path segments must be non-empty ids' })
  .refine((p) => p.split('/').length % 2 === 1, { message: 'a collection path has an odd number of segments' });

/** An equality filter of a collection query. */
export const whereSchema = z.array(z.tuple([z.string().min(1), z.literal('=='), z.unknown()])).max(10);
export type WhereClause = z.infer<typeof whereSchema>;

type Listener = (snapshot: DocumentSnapshot) => void;

function collectionOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

function fieldValue(data: unknown, field: string): unknown {
  let current: unknown = data;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function toVersion(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function toData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The realtime store: documents persisted in the `documents` table and an in-process pub/sub keyed by path.
 * Writes inside a transaction return the new snapshot; the caller publishes it once the transaction commits.
 */
export class DocumentStore {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly collectionListeners = new Map<string, Set<() => void>>();

  constructor(private readonly db: SandboxDb) {}

  /** Reads one document. */
  async get(path: string, executor: Executor = this.db): Promise<DocumentSnapshot> {
    const [row] = await rows(executor, sql`SELECT data, version FROM documents WHERE path = ${path}`);
    if (!row || row.data === null) return { path, exists: false, data: null, version: row ? toVersion(row.version) : 0 };
    return { path, exists: true, data: toData(row.data), version: toVersion(row.version) };
  }

  /** Writes a document (whole replacement) and bumps its version; publish the result after commit. */
  async put(executor: Executor, path: string, data: unknown, version?: number): Promise<DocumentSnapshot> {
    const json = JSON.stringify(data);
    const [row] = await rows(
      executor,
      version === undefined
        ? sql`INSERT INTO documents (path, collection, data, version) VALUES (${path}, ${collectionOf(path)}, ${json}::jsonb, 1)
            ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, version = documents.version + 1 RETURNING version`
        : sql`INSERT INTO documents (path, collection, data, version) VALUES (${path}, ${collectionOf(path)}, ${json}::jsonb, ${version})
            ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, version = EXCLUDED.version RETURNING version`,
    );
    return { path, exists: true, data, version: toVersion(row?.version) };
  }

  /** Writes a document in its own transaction and publishes it. */
  async write(path: string, data: unknown): Promise<DocumentSnapshot> {
    const snapshot = await this.put(this.db, path, data);
    this.publish(snapshot);
    return snapshot;
  }

  /**
   * Adds `by` to a numeric field in one transaction, creating the document when missing
   * (the itemsManuallyMarkedAsPaid increment of 1-core §7).
   */
  async increment(path: string, field: string, by: number): Promise<DocumentSnapshot> {
    const id = path.split('/').at(-1) ?? path;
    const snapshot = await this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO documents (path, collection, data, version) VALUES (${path}, ${collectionOf(path)}, ${JSON.stringify({ id })}::jsonb, 0)
        ON CONFLICT (path) DO NOTHING`);
      const [row] = await rows(tx, sql`SELECT data FROM documents WHERE path = ${path} FOR UPDATE`);
      const current = toData(row?.data);
      const data: Record<string, unknown> = typeof current === 'object' && current !== null ? { ...(current as Record<string, unknown>) } : { id };
      const previous = data[field];
      data[field] = (typeof previous === 'number' ? previous : 0) + by;
      return this.put(tx, path, data);
    });
    this.publish(snapshot);
    return snapshot;
  }

  /** Documents of a collection matching every equality filter, in path order. */
  async query(collection: string, where: WhereClause, limit: number): Promise<QueryDocument[]> {
    const found = await rows(this.db, sql`SELECT path, data, version FROM documents WHERE collection = ${collection} AND data IS NOT NULL ORDER BY path`);
    const docs: QueryDocument[] = [];
    for (const row of found) {
      const data = toData(row.data);
      if (!where.every(([field, , value]) => sameValue(fieldValue(data, field), value))) continue;
      const path = String(row.path);
      docs.push({ path, id: path.split('/').at(-1) ?? path, data, version: toVersion(row.version) });
      if (docs.length >= limit) break;
    }
    return docs;
  }

  /** Tells the subscribers of a path, and of its collection, about a committed change. */
  publish(snapshot: DocumentSnapshot): void {
    for (const listener of this.listeners.get(snapshot.path) ?? []) listener(snapshot);
    for (const listener of this.collectionListeners.get(collectionOf(snapshot.path)) ?? []) listener();
  }

  /** Listens to one document's changes. */
  subscribe(path: string, listener: Listener): () => void {
    return addListener(this.listeners, path, listener);
  }

  /** Listens to any change in a collection. */
  subscribeCollection(collection: string, listener: () => void): () => void {
    return addListener(this.collectionListeners, collection, listener);
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
