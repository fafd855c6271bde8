import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute, type RouteContract } from './route.js';

// The realtime protocol over HTTP, read-only for clients (1-core §7): document reads, scoped collection queries, their
// SSE subscriptions (`?subscribe=1`) and one multiplexed SSE stream per browser tab. Every write is refused with 405.

const segment = /^[A-Za-z0-9_\-:.@]+$/;
/** An id segment: no empty, `.` or `..` segment (paths are ids, never navigation). */
function isSegment(value: string): boolean {
  return segment.test(value) && !/^\.+$/.test(value);
}

/** A document path: an even number of non-empty segments (`bills/{id}`, `bills/{id}/users/{uid}`). */
export const documentPathSchema = z.string().check(
  z.refine((p) => p.split('/').every(isSegment), { message: 'path segments must be non-empty ids, not . or ..' }),
  z.refine((p) => p.split('/').length % 2 === 0, { message: 'a document path has an even number of segments' }),
);

/** A collection path: an odd number of non-empty segments (`table_devices`, `bills/{id}/users`). */
export const collectionPathSchema = z.string().check(
  z.refine((p) => p.split('/').every(isSegment), { message: 'path segments must be non-empty ids, not . or ..' }),
  z.refine((p) => p.split('/').length % 2 === 1, { message: 'a collection path has an odd number of segments' }),
);

/** An equality filter of a collection query: `[[field, "==", value], ...]`. */
export const whereSchema = z.array(z.tuple([z.string().check(z.minLength(1)), z.literal('=='), z.unknown()])).check(z.maxLength(10));
export type WhereClause = z.infer<typeof whereSchema>;

/** Subscriptions one multiplexed stream carries at most (a tab holds a handful). */
export const MAX_STREAM_SUBSCRIPTIONS = 64;

/** The guest token as a query parameter (EventSource cannot send headers). */
const tokenSchema = z.optional(z.string().check(z.maxLength(2000)));
const limitSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500));

/** `GET /realtime/docs/*`: the document path after `/realtime/docs/`. */
export const documentParamsSchema = z.object({ '*': z.pipe(z.string().check(z.maxLength(1000)), documentPathSchema) });
/** `GET /realtime/query/*`: the collection path after `/realtime/query/`. */
export const collectionParamsSchema = z.object({ '*': z.pipe(z.string().check(z.maxLength(1000)), collectionPathSchema) });

/** `?subscribe=1` turns a read into an SSE subscription; `?token=` is the guest token. */
export const documentQuerySchema = z.object({ subscribe: z.optional(z.enum(['0', '1', 'true', 'false'])), token: tokenSchema });

export const collectionQuerySchema = z.extend(documentQuerySchema, {
  /** JSON `[[field, "==", value], ...]`. */
  where: z.pipe(
    z.optional(z.string().check(z.maxLength(4000))),
    z.transform((raw, ctx) => {
      if (raw === undefined) return [];
      try {
        const parsed = whereSchema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.issues.push({ code: 'custom', message: 'where must be JSON [[field, "==", value], ...]', input: raw });
      return z.NEVER;
    }),
  ),
  limit: z._default(limitSchema, 100),
});

/** One subscription of a multiplexed stream: a document by path, or a scoped query. */
export const streamSubscriptionSchema = z.union([
  z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(100)), path: z.string().check(z.minLength(1), z.maxLength(1000)) }),
  z.strictObject({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    collection: z.string().check(z.minLength(1), z.maxLength(1000)),
    where: z.optional(whereSchema),
    limit: z.optional(limitSchema),
  }),
]);
export type StreamSubscription = z.infer<typeof streamSubscriptionSchema>;

/** `GET /realtime/stream?subscriptions=[...]`: a JSON array of subscriptions, each checked on its own. */
export const streamQuerySchema = z.object({
  token: tokenSchema,
  subscriptions: z.pipe(
    z.string().check(z.maxLength(32_000)),
    z.transform((raw, ctx) => {
      try {
        const parsed = z.array(z.unknown()).check(z.maxLength(MAX_STREAM_SUBSCRIPTIONS)).safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.issues.push({ code: 'custom', message: `subscriptions must be a JSON array of at most ${MAX_STREAM_SUBSCRIPTIONS} subscriptions`, input: raw });
      return z.NEVER;
    }),
  ),
});

/**
 * The first event of every multiplexed stream, `event: stream`: the id of this connection (random, unguessable),
 * for adding subscriptions to it while it is open.
 */
export const streamOpenedEventSchema = z.object({ streamId: z.string() });

/** `POST /realtime/stream/{streamId}/subscriptions`: the open stream the subscriptions join. */
export const streamSubscriptionsParamsSchema = z.object({ streamId: idSchema });

/** The subscriptions added to an open stream: the same shape as in the stream's URL, at most as many as it carries. */
export const addStreamSubscriptionsBodySchema = z.object({
  subscriptions: z.array(streamSubscriptionSchema).check(z.minLength(1), z.maxLength(MAX_STREAM_SUBSCRIPTIONS)),
});
export type AddStreamSubscriptionsBody = z.infer<typeof addStreamSubscriptionsBodySchema>;

/** One document as the realtime protocol sends it. */
export const documentSnapshotSchema = z.object({ path: z.string(), exists: z.boolean(), data: z.unknown(), version: z.number() });
/** A document found by a collection query. */
export const queryDocumentSchema = z.object({ path: z.string(), id: z.string(), data: z.unknown(), version: z.number() });
export const queryResultSchema = z.object({ docs: z.array(queryDocumentSchema) });

const sse = z.string().check(z.describe('text/event-stream'));
const readRefusals = {
  400: ['invalid-request'],
  401: ['invalid-guest-token'],
  403: ['not-document-reader', 'query-not-allowed', 'unscoped-query'],
  404: ['unknown-collection'],
} as const;

export const readDocument = defineRoute({
  method: 'GET',
  path: '/realtime/docs/*',
  summary:
    'A realtime document; with ?subscribe=1 an SSE stream of `snapshot` events (the document, then each change) that ends with a `refused` { type, message, field? } when the reader loses access.',
  tag: 'realtime',
  params: documentParamsSchema,
  query: documentQuerySchema,
  responses: { 200: z.union([documentSnapshotSchema, sse]) },
  errors: readRefusals,
});

export const queryCollection = defineRoute({
  method: 'GET',
  path: '/realtime/query/*',
  summary: 'A scoped collection query; with ?subscribe=1 an SSE stream of `snapshot` events { docs } each time the result changes.',
  tag: 'realtime',
  params: collectionParamsSchema,
  query: collectionQuerySchema,
  responses: { 200: z.union([queryResultSchema, sse]) },
  errors: readRefusals,
});

export const stream = defineRoute({
  method: 'GET',
  path: '/realtime/stream',
  summary:
    'Every subscription of a browser tab over one SSE connection: first `stream` { streamId } (the id to add subscriptions to it), then `snapshot` { id, value } events, or `refused` { id, status, type, message, field? } for a subscription refused.',
  tag: 'realtime',
  query: streamQuerySchema,
  responses: { 200: sse },
  errors: { 400: ['invalid-request'], 401: ['invalid-guest-token'] },
});

export const addStreamSubscriptions = defineRoute({
  method: 'POST',
  path: '/realtime/stream/:streamId/subscriptions',
  summary:
    'Adds subscriptions to an open multiplexed stream, by the identity that opened it (the same guest token, or none): each is checked by the read rules of the URL ones and answers on the stream, its current state first (`snapshot`), or `refused`. Writes no document.',
  tag: 'realtime',
  params: streamSubscriptionsParamsSchema,
  body: addStreamSubscriptionsBodySchema,
  responses: { 204: null },
  errors: { 400: ['invalid-request'], 401: ['invalid-guest-token'], 403: ['not-stream-owner'], 404: ['stream-not-found'] },
  guest: true,
});

/** The write methods refused on every realtime path: only server code writes documents. */
export const REALTIME_WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

function refusedWrite(method: (typeof REALTIME_WRITE_METHODS)[number], path: '/realtime' | '/realtime/*'): RouteContract {
  return defineRoute({
    method,
    path,
    summary:
      'Refused: realtime documents are read-only for clients (405 realtime-read-only, Allow: GET); adding subscriptions to an open stream is the one POST served under /realtime.',
    tag: 'realtime',
    responses: {},
    errors: { 405: ['realtime-read-only'] },
  });
}

/** `POST|PUT|PATCH|DELETE /realtime` and `/realtime/*`: always 405 `realtime-read-only`. */
export const refusedWrites: readonly RouteContract[] = (['/realtime', '/realtime/*'] as const).flatMap((path) =>
  REALTIME_WRITE_METHODS.map((method) => refusedWrite(method, path)),
);

/** Every route of this module. */
export const realtimeRoutes = { readDocument, queryCollection, stream, addStreamSubscriptions } as const;
