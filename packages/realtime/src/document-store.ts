import type * as z from 'zod/mini';
import type { Result } from './result.js';

/**
 * One document as the store sees it. Paths are Firestore-like (`bills/{id}`, `bills/{id}/users/{uid}`,
 * `table_devices/{id}`, `configs/settings`…); a missing document is `exists: false, data: null`.
 */
export interface DocumentSnapshot<T> {
  readonly path: string;
  readonly exists: boolean;
  readonly data: T | null;
  /** Grows with every write; a listener never receives a lower version than one it has seen. */
  readonly version: number;
}

/** One document of a query answer. */
export interface QueryDocument<T> {
  readonly path: string;
  readonly id: string;
  readonly data: T;
  readonly version: number;
}

export interface QuerySnapshot<T> {
  readonly docs: readonly QueryDocument<T>[];
}

/** Equality filters only, as the spec needs (`table_devices` queried by tableId, limit 1). */
export type WhereClause = readonly [field: string, op: '==', value: string | number | boolean | null];

export interface QueryOptions {
  readonly where?: readonly WhereClause[];
  readonly limit?: number;
}

/** Why a read, a live update or an increment failed; keyed by `code`. */
export type StoreError =
  | { readonly code: 'unavailable'; readonly message: string }
  | { readonly code: 'rejected'; readonly status: number; readonly message: string }
  | { readonly code: 'invalid-document'; readonly path: string; readonly message: string };

export type Unsubscribe = () => void;

/** A live listener gets every snapshot, and failures as values (the adapter keeps reconnecting). */
export type Listener<T> = (update: Result<T, StoreError>) => void;

/**
 * The realtime document store port (1-core §7 "Realtime document store (reads and live subscriptions)").
 * Documents are validated by the zod schema the caller passes; the store never casts.
 */
export interface DocumentStore {
  get<S extends z.core.$ZodType>(path: string, schema: S): Promise<Result<DocumentSnapshot<z.output<S>>, StoreError>>;
  subscribe<S extends z.core.$ZodType>(path: string, schema: S, listener: Listener<DocumentSnapshot<z.output<S>>>): Unsubscribe;
  query<S extends z.core.$ZodType>(collection: string, schema: S, options?: QueryOptions): Promise<Result<QuerySnapshot<z.output<S>>, StoreError>>;
  subscribeQuery<S extends z.core.$ZodType>(collection: string, schema: S, options: QueryOptions, listener: Listener<QuerySnapshot<z.output<S>>>): Unsubscribe;
  /**
   * Adds `by` to a numeric `field` in one transaction, creating the document when missing
   * ("Marking an item as paid is a transaction that adds to existing amounts", 1-core §7). Returns the new document.
   */
  increment(path: string, field: string, by: number): Promise<Result<Record<string, unknown>, StoreError>>;
}
