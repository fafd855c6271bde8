import { z } from 'zod';
import type { DocumentSnapshot, DocumentStore, Listener, QueryDocument, QueryOptions, QuerySnapshot, StoreError } from '../document-store.js';
import { err, ok, type Result } from '../result.js';
import { DEFAULT_BACKOFF, openEventStream, type Backoff } from '../sse/event-stream.js';
import { systemTimers, type Timers } from '../timers.js';

/** `{ path, exists, data, version }`: the realtime contract's document message. */
const documentMessageSchema = z.object({ path: z.string(), exists: z.boolean(), data: z.unknown(), version: z.number().int() });
/** `{ docs: [{ path, id, data, version }] }`: the realtime contract's query message. */
const queryMessageSchema = z.object({
  docs: z.array(z.object({ path: z.string(), id: z.string(), data: z.unknown(), version: z.number().int() })),
});
const documentDataSchema = z.record(z.string(), z.unknown());
const errorBodySchema = z.looseObject({ message: z.string() });

export interface SandboxDocumentStoreOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:4000`. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  readonly timers?: Timers;
  readonly backoff?: Backoff;
}

function encodePath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

function queryString(options: QueryOptions, subscribe: boolean): string {
  const params: string[] = [];
  if (options.where && options.where.length > 0) params.push(`where=${encodeURIComponent(JSON.stringify(options.where))}`);
  if (options.limit !== undefined) params.push(`limit=${options.limit}`);
  if (subscribe) params.push('subscribe=1');
  return params.length > 0 ? `?${params.join('&')}` : '';
}

function parseDocument<S extends z.ZodType>(message: unknown, schema: S): Result<DocumentSnapshot<z.output<S>>, StoreError> {
  const envelope = documentMessageSchema.safeParse(message);
  if (!envelope.success) return err({ code: 'invalid-document', path: '', message: envelope.error.message });
  const { path, exists, data, version } = envelope.data;
  if (!exists) return ok({ path, exists, data: null, version });
  const parsed = schema.safeParse(data);
  if (!parsed.success) return err({ code: 'invalid-document', path, message: parsed.error.message });
  return ok({ path, exists, data: parsed.data, version });
}

function parseQuery<S extends z.ZodType>(message: unknown, schema: S): Result<QuerySnapshot<z.output<S>>, StoreError> {
  const envelope = queryMessageSchema.safeParse(message);
  if (!envelope.success) return err({ code: 'invalid-document', path: '', message: envelope.error.message });
  const docs: QueryDocument<z.output<S>>[] = [];
  for (const doc of envelope.data.docs) {
    const parsed = schema.safeParse(doc.data);
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
 * The DocumentStore port over the sandbox's realtime HTTP API: reads with GET, live updates as server-sent
 * events read from a streaming fetch, reconnection with exponential backoff, and stale versions dropped.
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

  function live<T>(url: string, parse: (message: unknown) => Result<T, StoreError>, isStale: (value: T) => boolean, listener: Listener<T>) {
    return openEventStream({
      url,
      fetch: doFetch,
      timers,
      backoff,
      onError: (error) => listener(err(error)),
      onEvent: (event) => {
        if (event.event !== 'snapshot') return;
        const parsed = parse(parseJson(event.data));
        if (parsed.ok && isStale(parsed.value)) return;
        listener(parsed);
      },
    });
  }

  return {
    async get(path, schema) {
      const body = await request(`${baseUrl}/realtime/docs/${encodePath(path)}`);
      return body.ok ? parseDocument(body.value, schema) : body;
    },
    subscribe(path, schema, listener) {
      let latest = -1;
      return live(
        `${baseUrl}/realtime/docs/${encodePath(path)}?subscribe=1`,
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
      const body = await request(`${baseUrl}/realtime/query/${encodePath(collection)}${queryString(queryOptions, false)}`);
      return body.ok ? parseQuery(body.value, schema) : body;
    },
    subscribeQuery(collection, schema, queryOptions, listener) {
      const seen = new Map<string, number>();
      return live(
        `${baseUrl}/realtime/query/${encodePath(collection)}${queryString(queryOptions, true)}`,
        (message) => parseQuery(message, schema),
        (snapshot) => {
          if (snapshot.docs.some((doc) => doc.version < (seen.get(doc.path) ?? -1))) return true;
          for (const doc of snapshot.docs) seen.set(doc.path, doc.version);
          return false;
        },
        listener,
      );
    },
    async increment(path, field, by) {
      const body = await request(`${baseUrl}/realtime/increment/${encodePath(path)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ field, by }),
      });
      if (!body.ok) return body;
      const parsed = documentDataSchema.safeParse(body.value);
      return parsed.success ? ok(parsed.data) : err({ code: 'invalid-document', path, message: parsed.error.message });
    },
  };
}
