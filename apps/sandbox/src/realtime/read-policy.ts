import { HttpError } from '../http/http-error.js';
import type { WhereClause } from './document-store.js';

/**
 * Who may read which realtime document (1-core §7 read by the diner app; issue "a query is scoped"). Clients only
 * read; every write is server code. A document is read by its path, and a path holds an id the reader was given:
 * the table device of the QR code they scanned, the bill of that table, the order or tab they created (random
 * UUIDs). Listing is what the policy restricts: a query must be scoped to one table, one bill or one bill's lines.
 */

/** The reader: the guest proven by `x-tableside-guest-token` (or the `token` query parameter of SSE reads). */
export interface Reader {
  readonly guestId: string | undefined;
}

/** A collection pattern: `*` is any one id segment. */
type Pattern = readonly string[];

const readableDocuments: readonly Pattern[] = [
  ['venues'],
  ['table_devices'],
  ['configs'],
  ['bills'],
  ['bills', '*', 'itemsManuallyMarkedAsPaid'],
  ['bills', '*', 'users'],
  ['bill_orders'],
  ['tabs'],
  ['menu_venues'],
  ['unavailable_products'],
  ['business_menu_publications'],
  ['review_configurations'],
];

/** The filter a query of a collection must carry, as the app makes it (1-core §7, 3-menus §7). */
interface QueryScope {
  readonly collection: Pattern;
  /** The equality filter that scopes it; none when the path already scopes it (one bill's lines). */
  readonly field: string | undefined;
  readonly what: string;
}

const queryScopes: readonly QueryScope[] = [
  // "table_devices queried by tableId (limit 1)"; the table landing's open bill of its table.
  { collection: ['table_devices'], field: 'tableId', what: 'the table devices of one table' },
  { collection: ['bills'], field: 'order.tableId', what: 'the bills of one table' },
  { collection: ['bill_orders'], field: 'billId', what: 'the orders of one bill' },
  { collection: ['bills', '*', 'itemsManuallyMarkedAsPaid'], field: undefined, what: "one bill's items marked as paid" },
];

function fits(pattern: Pattern, segments: readonly string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, i) => part === '*' || part === segments[i]);
}

function collectionSegments(path: string): string[] {
  return path.split('/').slice(0, -1);
}

/** Throws the 4xx for a document the reader may not read. */
export function checkDocumentRead(path: string, reader: Reader): void {
  const segments = path.split('/');
  const collection = collectionSegments(path);
  if (!readableDocuments.some((pattern) => fits(pattern, collection))) {
    throw new HttpError(404, { type: 'unknown-collection', message: `path: no readable realtime collection ${collection.join('/')}`, field: 'params.path' });
  }
  // A bill's users: each diner reads only their own entry.
  if (fits(['bills', '*', 'users'], collection)) {
    if (reader.guestId === undefined) {
      throw new HttpError(401, {
        type: 'invalid-guest-token',
        message: 'header x-tableside-guest-token (or query token) is missing or invalid',
        field: 'header.x-tableside-guest-token',
      });
    }
    if (segments.at(-1) !== reader.guestId)
      throw new HttpError(403, { type: 'not-document-reader', message: `path: ${path} belongs to another diner`, field: 'params.path' });
  }
}

/**
 * Throws the 4xx for a document whose content restricts its readers: a tab created with a guest token is read only
 * by that guest (`ownerGuestId`). Checked on every snapshot sent, since a subscription can start before the tab exists.
 */
export function checkDocumentContent(path: string, data: unknown, reader: Reader): void {
  if (!fits(['tabs'], collectionSegments(path)) || typeof data !== 'object' || data === null) return;
  const owner = (data as { ownerGuestId?: unknown }).ownerGuestId;
  if (typeof owner !== 'string') return;
  if (reader.guestId === undefined) {
    throw new HttpError(401, {
      type: 'invalid-guest-token',
      message: 'header x-tableside-guest-token (or query token) is missing: a tab is read by its owner',
      field: 'header.x-tableside-guest-token',
    });
  }
  if (reader.guestId !== owner)
    throw new HttpError(403, { type: 'not-document-reader', message: `path: ${path} belongs to another diner`, field: 'params.path' });
}

/** Throws the 4xx for a query that lists more than the reader may read (an unscoped list of bills, tabs or orders). */
export function checkQuery(collection: string, where: WhereClause): void {
  const segments = collection.split('/');
  const scope = queryScopes.find((candidate) => fits(candidate.collection, segments));
  if (!scope) {
    throw new HttpError(403, {
      type: 'query-not-allowed',
      message: `where: ${collection} cannot be listed; read its documents by path`,
      field: 'query.where',
    });
  }
  if (scope.field === undefined) return;
  const scoped = where.some(([field, , value]) => field === scope.field && typeof value === 'string' && value !== '');
  if (!scoped) {
    throw new HttpError(400, {
      type: 'unscoped-query',
      message: `where: a query of ${collection} must filter ${scope.field} == <id> (${scope.what})`,
      field: 'query.where',
    });
  }
}

/** The scoping filter first, so the live query is indexed by it (`order.tableId`, not `closed`). */
export function scopedFirst(collection: string, where: WhereClause): WhereClause {
  const segments = collection.split('/');
  const field = queryScopes.find((candidate) => fits(candidate.collection, segments))?.field;
  if (field === undefined) return where;
  return [...where.filter(([f]) => f === field), ...where.filter(([f]) => f !== field)];
}
