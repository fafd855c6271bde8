import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { realtime as contract } from '@tableside/contracts';
import { MAX_STREAM_SUBSCRIPTIONS, streamSubscriptionSchema, type StreamSubscription } from '@tableside/contracts/realtime';
import { serve } from '../http/contract-route.js';
import { HttpError, notFound } from '../http/http-error.js';
import { parse } from '../http/parse.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import {
  collectionPathSchema,
  documentPathSchema,
  queryResultJson,
  snapshotJson,
  type DocumentSnapshot,
  type DocumentStore,
  type WhereClause,
} from './document-store.js';
import { markedAsPaidRoutes } from './marked-as-paid-routes.js';
import { checkDocumentContent, checkDocumentRead, checkQuery, scopedFirst, type Reader } from './read-policy.js';

const KEEP_ALIVE_MS = 15_000;

function isSubscribe(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/**
 * The reader of a request: the guest proven by the `x-tableside-guest-token` header, or by the `token` query
 * parameter (EventSource cannot send headers). A token that is given but forged is refused.
 */
function readerOf(request: FastifyRequest, queryToken: string | undefined, secret: string): Reader {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const token = (Array.isArray(header) ? header[0] : header) ?? queryToken;
  if (token === undefined || token === '') return { guestId: undefined };
  const guestId = verifyGuestToken(token, secret);
  if (!guestId)
    throw new HttpError(401, {
      type: 'invalid-guest-token',
      message: `header ${GUEST_TOKEN_HEADER} (or query token) is invalid`,
      field: `header.${GUEST_TOKEN_HEADER}`,
    });
  return { guestId };
}

/** One SSE event's data, already JSON: a change is serialised once and the same text goes to every subscriber. */
type SendJson = (event: string, json: string) => void;

/** `{ id, value }` of the multiplexed stream, around a value already serialised. */
function tagged(id: string, valueJson: string): string {
  return `{"id":${JSON.stringify(id)},"value":${valueJson}}`;
}

/** Opens an SSE stream and returns a function that sends one event. */
function openStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): SendJson {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.flushHeaders();
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  request.raw.on('close', () => {
    clearInterval(keepAlive);
    onClose();
  });
  return (event, json) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${json}\n\n`);
  };
}

/**
 * A live document: the current snapshot first, then each committed change, never going back in version. A snapshot
 * the reader may not read (another diner's tab) ends the subscription through `refuse`.
 */
function liveDocument(
  store: DocumentStore,
  path: string,
  reader: Reader,
  send: (snapshot: DocumentSnapshot) => void,
  refuse: (error: unknown) => void,
): () => void {
  let lastVersion = -1;
  let closed = false;
  let unsubscribe = (): void => {};
  const deliver = (snapshot: DocumentSnapshot): void => {
    if (closed || snapshot.version <= lastVersion) return;
    try {
      checkDocumentContent(path, snapshot.data, reader);
    } catch (error) {
      closed = true;
      unsubscribe();
      refuse(error);
      return;
    }
    lastVersion = snapshot.version;
    send(snapshot);
  };
  unsubscribe = store.subscribe(path, deliver);
  void store.get(path).then(deliver);
  return () => {
    closed = true;
    unsubscribe();
  };
}

/** A live query: its result first, then the new result each time a change alters it. */
function liveQuery(store: DocumentStore, collection: string, where: WhereClause, limit: number, send: (resultJson: string) => void): () => void {
  let last = '';
  return store.subscribeQuery(collection, scopedFirst(collection, where), limit, (docs) => {
    // One JSON per result, shared by every subscriber of the query.
    const json = queryResultJson(docs);
    if (json === last) return;
    last = json;
    send(json);
  });
}

function describe(error: unknown): { status: number; type: string; message: string; field?: string } {
  if (error instanceof HttpError)
    return { status: error.statusCode, type: error.body.type, message: error.body.message, ...(error.body.field ? { field: error.body.field } : {}) };
  return { status: 400, type: 'invalid-request', message: 'subscription is malformed' };
}

/** Checks one stream subscription (from the stream's URL) and starts it; a refused one is answered by a `refused` event. */
function startSubscription(store: DocumentStore, reader: Reader, raw: unknown, index: number, sendJson: SendJson): () => void {
  const parsed = streamSubscriptionSchema.safeParse(raw);
  if (!parsed.success) {
    const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : String(index);
    sendJson(
      'refused',
      JSON.stringify({
        id,
        status: 400,
        type: 'invalid-request',
        message: `subscriptions.${index}: ${parsed.error.issues[0]?.message ?? 'malformed'}`,
        field: `query.subscriptions.${index}`,
      }),
    );
    return () => undefined;
  }
  return startChecked(store, reader, parsed.data, sendJson);
}

/** Starts one well-formed subscription under the read policy; a refused one is answered by a `refused` event. */
function startChecked(store: DocumentStore, reader: Reader, subscription: StreamSubscription, sendJson: SendJson): () => void {
  const send = (event: string, data: unknown): void => sendJson(event, JSON.stringify(data));
  try {
    if ('path' in subscription) {
      const path = parse(documentPathSchema, subscription.path, 'query');
      checkDocumentRead(path, reader);
      return liveDocument(
        store,
        path,
        reader,
        (snapshot) => sendJson('snapshot', tagged(subscription.id, snapshotJson(snapshot))),
        (error) => send('refused', { id: subscription.id, ...describe(error) }),
      );
    }
    const collection = parse(collectionPathSchema, subscription.collection, 'query');
    const where = subscription.where ?? [];
    checkQuery(collection, where);
    return liveQuery(store, collection, where, subscription.limit ?? 100, (json) => sendJson('snapshot', tagged(subscription.id, json)));
  } catch (error) {
    send('refused', { id: subscription.id, ...describe(error) });
    return () => undefined;
  }
}

/** A multiplexed stream while its connection is open: who opened it, and its subscriptions by id. */
interface OpenStream {
  readonly guestId: string | undefined;
  readonly send: SendJson;
  readonly subscriptions: Map<string, () => void>;
}

/** Starts a subscription on an open stream; one with the id of a running one replaces it. */
function attach(stream: OpenStream, id: string, start: () => () => void): void {
  stream.subscriptions.get(id)?.();
  stream.subscriptions.set(id, start());
}

/**
 * The realtime protocol over HTTP, read-only for clients: document reads, scoped collection queries, their SSE
 * subscriptions, and one multiplexed SSE stream per browser tab, to which the tab adds subscriptions while it is
 * open. Every other write method on `/realtime/*` is refused.
 */
export function realtimeRoutes(app: FastifyInstance, store: DocumentStore, secret: string): void {
  /** The open multiplexed streams of this process, by their random id (a closed connection removes its own). */
  const streams = new Map<string, OpenStream>();

  serve(app, contract.readDocument, async (request, reply) => {
    const path = request.params['*'];
    const query = request.query;
    const reader = readerOf(request, query.token, secret);
    checkDocumentRead(path, reader);
    const current = await store.get(path);
    checkDocumentContent(path, current.data, reader);
    if (!isSubscribe(query.subscribe)) return current;
    let unsubscribe = (): void => {};
    const send = openStream(request, reply, () => unsubscribe());
    unsubscribe = liveDocument(
      store,
      path,
      reader,
      (snapshot) => send('snapshot', snapshotJson(snapshot)),
      (error) => {
        send('refused', JSON.stringify(describe(error)));
        reply.raw.end();
      },
    );
    return reply;
  });

  serve(app, contract.queryCollection, async (request, reply) => {
    const collection = request.params['*'];
    const query = request.query;
    readerOf(request, query.token, secret);
    checkQuery(collection, query.where);
    if (!isSubscribe(query.subscribe)) return { docs: await store.query(collection, query.where, query.limit) };
    let unsubscribe = (): void => {};
    const send = openStream(request, reply, () => unsubscribe());
    unsubscribe = liveQuery(store, collection, query.where, query.limit, (json) => send('snapshot', json));
    return reply;
  });

  /**
   * `GET /realtime/stream?subscriptions=[{id, path} | {id, collection, where?, limit?}]`: every subscription of a
   * tab over one SSE connection. The first event is `stream` `{ streamId }`; then each event is `snapshot`
   * `{ id, value }` (value as the per-path routes send it) or `refused` `{ id, status, type, message, field? }`.
   * A client adds subscriptions with `POST /realtime/stream/{streamId}/subscriptions`, or changes its set by
   * reconnecting with the new set; every (re)connection starts with the current state of each subscription.
   */
  serve(app, contract.stream, async (request, reply) => {
    const query = request.query;
    const reader = readerOf(request, query.token, secret);
    const streamId = randomUUID();
    const subscriptions = new Map<string, () => void>();
    const close = (): void => {
      streams.delete(streamId);
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    };
    const send = openStream(request, reply, close);
    send('stream', JSON.stringify({ streamId }));
    const open: OpenStream = { guestId: reader.guestId, send, subscriptions };
    streams.set(streamId, open);
    query.subscriptions.forEach((raw, index) => {
      const id = streamSubscriptionSchema.safeParse(raw).data?.id ?? `#${index}`;
      attach(open, id, () => startSubscription(store, reader, raw, index, send));
    });
    // A connection already gone before its close could be heard leaves nothing behind.
    if (request.raw.socket.destroyed) close();
    return reply;
  });

  /**
   * `POST /realtime/stream/{streamId}/subscriptions` `{ subscriptions: [...] }`: adds subscriptions to an open
   * stream of this process, by the identity that opened it; each goes through the read policy like the URL's and
   * answers on the stream. A stream of another process, or one closed, is unknown (the client reconnects).
   */
  serve(app, contract.addStreamSubscriptions, async (request, reply) => {
    const reader = readerOf(request, undefined, secret);
    const open = streams.get(request.params.streamId);
    if (!open) throw notFound('stream-not-found', `params.streamId: no open stream ${request.params.streamId}`, 'params.streamId');
    if (open.guestId !== reader.guestId)
      throw new HttpError(403, {
        type: 'not-stream-owner',
        message: `header ${GUEST_TOKEN_HEADER}: only the guest who opened the stream adds to it`,
        field: `header.${GUEST_TOKEN_HEADER}`,
      });
    const added = request.body.subscriptions;
    const total = new Set([...open.subscriptions.keys(), ...added.map((subscription) => subscription.id)]).size;
    if (total > MAX_STREAM_SUBSCRIPTIONS)
      throw new HttpError(400, {
        type: 'invalid-request',
        message: `body.subscriptions: a stream carries at most ${MAX_STREAM_SUBSCRIPTIONS} subscriptions (it would carry ${total})`,
        field: 'body.subscriptions',
      });
    for (const subscription of added) attach(open, subscription.id, () => startChecked(store, reader, subscription, open.send));
    return reply.status(204).send();
  });

  // Only server code writes documents: the one client write of the spec is the authorised
  // POST /billing/bills/{billId}/items-manually-marked-as-paid.
  const refuseWrite = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('allow', 'GET')
      .send({ type: 'realtime-read-only', message: `method: realtime documents are read-only for clients (${request.method} refused)`, field: 'method' });
  for (const route of contract.refusedWrites) serve(app, route, refuseWrite);
  markedAsPaidRoutes(app, store, secret);
}
