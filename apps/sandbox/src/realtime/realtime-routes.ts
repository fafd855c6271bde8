import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/parse.js';
import { collectionPathSchema, documentPathSchema, whereSchema, type DocumentStore } from './document-store.js';

const KEEP_ALIVE_MS = 15_000;

const wildcardSchema = z.object({ '*': z.string() });
const docQuerySchema = z.object({ subscribe: z.enum(['0', '1', 'true', 'false']).optional() });
const collectionQuerySchema = docQuerySchema.extend({
  where: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return [];
      try {
        const parsed = whereSchema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'where must be JSON [[field, "==", value], ...]' });
      return z.NEVER;
    }),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const incrementBodySchema = z.object({ field: z.string().min(1).max(200), by: z.number().finite() });

function isSubscribe(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** Opens an SSE stream and returns a function that sends one `snapshot` event. */
function openStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): (data: unknown) => void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.flushHeaders();
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  request.raw.on('close', () => {
    clearInterval(keepAlive);
    onClose();
  });
  return (data) => {
    if (!res.writableEnded) res.write(`event: snapshot\ndata: ${JSON.stringify(data)}\n\n`);
  };
}

/** The realtime protocol over HTTP: document reads, collection queries, SSE subscriptions and the increment. */
export function realtimeRoutes(app: FastifyInstance, store: DocumentStore): void {
  app.get('/realtime/docs/*', async (request, reply) => {
    const path = parse(documentPathSchema, parse(wildcardSchema, request.params, 'params')['*'], 'params');
    const query = parse(docQuerySchema, request.query, 'query');
    if (!isSubscribe(query.subscribe)) return store.get(path);
    let unsubscribe = (): void => {};
    let lastVersion = -1;
    const send = openStream(request, reply, () => unsubscribe());
    const deliver = (snapshot: { version: number }): void => {
      if (snapshot.version <= lastVersion) return;
      lastVersion = snapshot.version;
      send(snapshot);
    };
    unsubscribe = store.subscribe(path, deliver);
    deliver(await store.get(path));
    return reply;
  });

  app.get('/realtime/query/*', async (request, reply) => {
    const collection = parse(collectionPathSchema, parse(wildcardSchema, request.params, 'params')['*'], 'params');
    const query = parse(collectionQuerySchema, request.query, 'query');
    const run = async (): Promise<{ docs: unknown[] }> => ({ docs: await store.query(collection, query.where, query.limit) });
    if (!isSubscribe(query.subscribe)) return run();
    let unsubscribe = (): void => {};
    const send = openStream(request, reply, () => unsubscribe());
    let last = '';
    const deliver = async (): Promise<void> => {
      const result = await run();
      const json = JSON.stringify(result);
      if (json === last) return;
      last = json;
      send(result);
    };
    unsubscribe = store.subscribeCollection(collection, () => void deliver());
    await deliver();
    return reply;
  });

  app.post('/realtime/increment/*', async (request) => {
    const path = parse(documentPathSchema, parse(wildcardSchema, request.params, 'params')['*'], 'params');
    const body = parse(incrementBodySchema, request.body, 'body');
    const snapshot = await store.increment(path, body.field, body.by);
    return snapshot.data;
  });
}
