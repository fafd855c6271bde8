import * as z from 'zod/mini';
import type { DocumentSnapshot, DocumentStore, Listener, QueryDocument, QueryOptions, QuerySnapshot, StoreError } from '../document-store.js';
import { err, ok, type Result } from '../result.js';
import { DEFAULT_BACKOFF, type Backoff } from '../sse/event-stream.js';
import { createMultiplexedStream, type StreamTarget } from '../sse/multiplexed-stream.js';
import { createSharedStream, type CrossTabOptions } from '../sse/shared-stream.js';
import { systemTimers, type Timers } from '../timers.js';

/** `{ path, exists, data, version }`: the realtime contract's document message. */
const documentMessageSchema = z.object({ path: z.string(), exists: z.boolean(), data: z.unknown(), version: z.number().check(z.int()) });
/** `{ docs: [{ path, id, data, version }] }`: the realtime contract's query message. */
const queryMessageSchema = z.object({
  docs: z.array(z.object({ path: z.string(), id: z.string(), data: z.unknown(), version: z.number().check(z.int()) })),
});
const documentDataSchema = z.record(z.string(), z.unknown());
const errorBodySchema = z.looseObject({ message: z.string() });

export interface SandboxDocumentStoreOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:4000`. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  readonly timers?: Timers;
  readonly backoff?: Backoff;
  /**
   * The diner's guest token (`x-tableside-guest-token`): the itemsManuallyMarkedAsPaid increment needs it, and live
   * reads send it as the `token` query parameter.
   */
  readonly guestToken?: () => string | undefined;
  /** Shares one stream between the tabs of the origin (BroadcastChannel and a leader lock); without it, one per store. */
  readonly crossTab?: CrossTabOptions;
}

/** `bills/{billId}/itemsManuallyMarkedAsPaid/{productId}`: the one document a client may add to (1-core §7). */
const markedAsPaidPath = /^bills\/([^/]+)\/itemsManuallyMarkedAsPaid\/([^/]+)$/;
/** Its field (3 §7). */
const MARKED_AS_PAID_FIELD = 'valueAtScale5';

function encodePath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

function queryString(options: QueryOptions): string {
  const params: string[] = [];
  if (options.where && options.where.length > 0) params.push(`where=${encodeURIComponent(JSON.stringify(options.where))}`);
  if (options.limit !== undefined) params.push(`limit=${options.limit}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

function parseDocument<S extends z.core.$ZodType>(message: unknown, schema: S): Result<DocumentSnapshot<z.output<S>>, StoreError> {
  const envelope = documentMessageSchema.safeParse(message);
  if (!envelope.success) return err({ code: 'invalid-document', path: '', message: envelope.error.message });
  const { path, exists, data, version } = envelope.data;
  if (!exists) return ok({ path, exists, data: null, version });
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) return err({ code: 'invalid-document', path, message: parsed.error.message });
  return ok({ path, exists, data: parsed.data, version });
}

function parseQuery<S extends z.core.$ZodType>(message: unknown, schema: S): Result<QuerySnapshot<z.output<S>>, StoreError> {
  const envelope = queryMessageSchema.safeParse(message);
  if (!envelope.success) return err({ code: 'invalid-document', path: '', message: envelope.error.message });
  const docs: QueryDocument<z.output<S>>[] = [];
  for (const doc of envelope.data.docs) {
    const parsed = z.safeParse(schema, doc.data);
    if (!parsed.success) return err({ code: 'invalid-document', path: doc.path, message: parsed.error.message });
    docs.push({ path: doc.path, id: doc.id, data: parsed.data, version: doc.version });
  }
  return ok({ docs });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The DocumentStore port over the sandbox's realtime HTTP API: reads with GET, every live update of the store over
 * one multiplexed server-sent event stream read from a streaming fetch, reconnection with exponential backoff,
 * and stale versions dropped.
 */
export function createSandboxDocumentStore(options: SandboxDocumentStoreOptions): DocumentStore {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timers = options.timers ?? systemTimers;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;

  async function request(url: string, init?: RequestInit): Promise<Result<unknown, StoreError>> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      return err({ code: 'unavailable', message: cause instanceof Error ? cause.message : String(cause) });
    }
    const body = parseJson(await response.text().catch(() => ''));
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(body);
      const message = parsed.success ? parsed.data.message : `realtime answered ${response.status}`;
      return err(response.status >= 500 ? { code: 'unavailable', message } : { code: 'rejected', status: response.status, message });
    }
    return ok(body);
  }

  /** A JSON POST with the guest token `token` (none when undefined). */
  function post(url: string, body: unknown, token: string | undefined): Promise<Result<unknown, StoreError>> {
    return request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-tableside-guest-token': token } : {}) },
      body: JSON.stringify(body),
    });
  }

  // Every live subscription of this store, and of the other tabs' stores with crossTab, shares one multiplexed stream.
  const multiplexed = createMultiplexedStream({
    baseUrl,
    fetch: doFetch,
    timers,
    backoff,
    post: (url, body, token) => post(url, body, token).then((answer) => answer.ok),
    ...(options.guestToken ? { guestToken: options.guestToken } : {}),
  });
  const addSubscription = options.crossTab ? createSharedStream(multiplexed, options.crossTab) : multiplexed;

  function live<T>(target: StreamTarget, parse: (message: unknown) => Result<T, StoreError>, isStale: (value: T) => boolean, listener: Listener<T>) {
    return addSubscription(target, {
      onError: (error) => listener(err(error)),
      onMessage: (message) => {
        const parsed = parse(message);
        if (parsed.ok && isStale(parsed.value)) return;
        listener(parsed);
      },
    });
  }

  return {
    async get(path, schema) {
      // Some documents are read only by their owner (a tab by the guest who created it).
      const token = options.guestToken?.();
      const body = await request(`${baseUrl}/realtime/docs/${encodePath(path)}`, token ? { headers: { 'x-tableside-guest-token': token } } : undefined);
      return body.ok ? parseDocument(body.value, schema) : body;
    },
    subscribe(path, schema, listener) {
      let latest = -1;
      return live(
        { path },
        (message) => parseDocument(message, schema),
        (snapshot) => {
          // After a reconnection the server sends the current document again: never go back in time.
          if (snapshot.version <= latest) return true;
          latest = snapshot.version;
          return false;
        },
        listener,
      );
    },
    async query(collection, schema, queryOptions = {}) {
      const body = await request(`${baseUrl}/realtime/query/${encodePath(collection)}${queryString(queryOptions)}`);
      return body.ok ? parseQuery(body.value, schema) : body;
    },
    subscribeQuery(collection, schema, queryOptions, listener) {
      const seen = new Map<string, number>();
      let last: string | undefined;
      return live(
        {
          collection,
          ...(queryOptions.where ? { where: queryOptions.where } : {}),
          ...(queryOptions.limit !== undefined ? { limit: queryOptions.limit } : {}),
        },
        (message) => parseQuery(message, schema),
        (snapshot) => {
          if (snapshot.docs.some((doc) => doc.version < (seen.get(doc.path) ?? -1))) return true;
          // After a reconnection the server sends the current result again: an unchanged one is not delivered twice.
          const key = JSON.stringify(snapshot.docs.map((doc) => [doc.path, doc.version]));
          if (key === last) return true;
          last = key;
          for (const doc of snapshot.docs) seen.set(doc.path, doc.version);
          return false;
        },
        listener,
      );
    },
    /**
     * The realtime store is read-only for clients: the one increment of the spec, a bill's item marked as paid,
     * goes through the authorised `POST /billing/bills/{billId}/items-manually-marked-as-paid` with the guest token.
     */
    async increment(path, field, by) {
      const marked = markedAsPaidPath.exec(path);
      if (!marked || field !== MARKED_AS_PAID_FIELD) {
        return err({
          code: 'rejected',
          status: 405,
          message: `${path}: only bills/{billId}/itemsManuallyMarkedAsPaid/{productId} ${MARKED_AS_PAID_FIELD} can be added to`,
        });
      }
      const [, billId = '', productId = ''] = marked;
      const body = await post(
        `${baseUrl}/billing/bills/${encodeURIComponent(billId)}/items-manually-marked-as-paid`,
        { productId, quantity: by },
        options.guestToken?.(),
      );
      if (!body.ok) return body;
      const parsed = documentDataSchema.safeParse(body.value);
      return parsed.success ? ok(parsed.data) : err({ code: 'invalid-document', path, message: parsed.error.message });
    },
  };
}
