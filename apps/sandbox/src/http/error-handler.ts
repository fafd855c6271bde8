import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiPrefixes } from './api-prefixes.js';
import { serveBuiltApp, type BuiltApp } from './built-apps.js';
import { HttpError, type ErrorBody, type RequestPart } from './http-error.js';
import { invalidRequestOf } from './parse.js';

/** What every 5xx says: the details (SQL, parameters, stack) only go to the log. */
export const internalErrorBody: ErrorBody = { type: 'internal-error', message: 'The sandbox failed unexpectedly; the details are in its log.' };

interface Answer {
  status: number;
  body: ErrorBody;
}

// Fastify's own client errors, with the request part at fault.
const frameworkAnswers = new Map<string, { type: string; field: string; message: string }>(
  Object.entries({
    FST_ERR_CTP_INVALID_JSON_BODY: { type: 'invalid-request', field: 'body', message: 'body is not valid JSON' },
    FST_ERR_CTP_EMPTY_JSON_BODY: { type: 'invalid-request', field: 'body', message: 'body is empty but content-type is application/json' },
    FST_ERR_CTP_BODY_TOO_LARGE: { type: 'body-too-large', field: 'body', message: 'body is larger than the sandbox accepts' },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      type: 'unsupported-media-type',
      field: 'header.content-type',
      message: 'header content-type is not supported by this route',
    },
    FST_ERR_CTP_INVALID_TYPE: { type: 'unsupported-media-type', field: 'header.content-type', message: 'header content-type is invalid' },
    FST_ERR_CTP_EMPTY_TYPE: { type: 'unsupported-media-type', field: 'header.content-type', message: 'header content-type is empty' },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      type: 'invalid-content-length',
      field: 'header.content-length',
      message: 'header content-length does not match the body',
    },
    FST_ERR_BAD_URL: { type: 'invalid-url', field: 'params', message: 'params: the path is not a valid URL' },
    FST_ERR_ASYNC_CONSTRAINT: { type: 'invalid-request', field: 'header', message: 'header: the request matches no route constraint' },
  }),
);
const invalidJson = frameworkAnswers.get('FST_ERR_CTP_INVALID_JSON_BODY') ?? { type: 'invalid-request', field: 'body', message: 'body is not valid JSON' };

// PostgreSQL refusals of a value (class 22 "data exception", 54000 "program limit exceeded": an oversize index key).
// Route schemas should stop such values first; when one slips through it is still the request's fault, not a 5xx.
function databaseRefusal(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Object && depth < 5; depth += 1) {
    const code = 'code' in cause ? cause.code : undefined;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}

function isRefusalBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && 'message' in value && typeof value.message === 'string'
  );
}

/**
 * The answer to a failure, shared by every scope's error handler: a refusal keeps its status and body, Fastify's
 * own client errors become `{ type, message, field }`, a value PostgreSQL refuses is a 400, and anything else is a
 * 500 that echoes nothing.
 */
export function errorAnswer(error: unknown, request: FastifyRequest): Answer {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  const statusCode = error instanceof Object && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    if (error instanceof Object && 'body' in error && isRefusalBody(error.body)) return { status: statusCode, body: error.body };
    const code = error instanceof Object && 'code' in error && typeof error.code === 'string' ? error.code : '';
    const known = frameworkAnswers.get(code);
    if (known) return { status: statusCode, body: { ...known } };
    if (code === 'FST_ERR_VALIDATION' && hasZodFastifySchemaValidationErrors(error)) {
      // A contract's zod schema refused a request part: 400 naming the first bad field, like every refusal.
      const context = 'validationContext' in error ? String(error.validationContext) : 'body';
      const part: RequestPart = context === 'querystring' ? 'query' : context === 'headers' ? 'header' : context === 'params' ? 'params' : 'body';
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter((segment) => segment !== ''),
        message: issue.message ?? 'is invalid',
        code: issue.keyword,
      }));
      return { status: 400, body: invalidRequestOf(part, issues).body };
    }
    if (code === 'FST_ERR_VALIDATION' && error instanceof Object && 'validationContext' in error) {
      const part = error.validationContext === 'headers' ? 'header' : String(error.validationContext);
      const message = error instanceof Error ? error.message : 'is invalid';
      return { status: 400, body: { type: 'invalid-request', field: part, message: `${part}: ${message}` } };
    }
    if (error instanceof SyntaxError) return { status: 400, body: { ...invalidJson } };
    request.log.warn({ err: error }, 'client error');
    return { status: statusCode, body: { type: 'invalid-request', field: 'body', message: 'body, params or query: the request is invalid' } };
  }
  if (databaseRefusal(error)) {
    request.log.warn({ err: error }, 'database refused a value of the request');
    return { status: 400, body: { type: 'invalid-request', field: 'body', message: 'body, params or query: a value is invalid or too large' } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: internalErrorBody };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value).filter((key) => key !== '*' && key.length <= 100) : [];
}

/**
 * The field a refusal is about, when its route did not say: a body, param or query key its message names
 * (`billId bill-missing: bill could not be found` → `params.billId`), else the id parameter its type names
 * (`bill-split-not-found` → `params.splitId`), else the route's last id parameter, else the body or the query.
 */
export function inferField(body: { type: string; message: string }, request: Pick<FastifyRequest, 'params' | 'body' | 'query'>): string {
  const parts: [string, string[]][] = [
    ['body', keysOf(request.body)],
    ['params', keysOf(request.params)],
    ['query', keysOf(request.query)],
  ];
  for (const [part, keys] of parts) {
    const named = keys.find((key) => new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(key)}($|[^A-Za-z0-9_])`).test(body.message));
    if (named) return `${part}.${named}`;
  }
  const params = keysOf(request.params);
  const words = new Set(body.type.toLowerCase().split(/[^a-z0-9]+/));
  const typed = [...params].reverse().find((key) => words.has(key.replace(/Id$/, '').toLowerCase()));
  if (typed) return `params.${typed}`;
  const last = params.at(-1);
  if (last) return `params.${last}`;
  return request.body !== undefined && request.body !== null ? 'body' : 'query';
}

/**
 * Every 4xx JSON answer names its field: a `{ type, message }` body sent without `field` (by any scope, thrown or
 * sent directly) gets the one `inferField` finds. Install before registering routes.
 */
export function installFieldNaming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isRefusalBody(body) || typeof (body as { field?: unknown }).field === 'string') return payload;
    return JSON.stringify({ ...body, field: inferField(body, request) });
  });
}

/** Sends `errorAnswer` of `error`. */
export function sendErrorAnswer(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = errorAnswer(error, request);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's `frameworkErrors` option: a malformed URL (bad percent-encoding) gets the same shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendErrorAnswer(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler` option: errors Node's HTTP parser raises before a request exists (headers too
 * large, malformed request line, timeouts) answered with the same `{ type, message, field }` JSON.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, body]: [number, string, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          { type: 'headers-too-large', field: 'header', message: 'header: the request line and headers are larger than the sandbox accepts' },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { type: 'request-timeout', field: 'body', message: 'body: the request took too long to arrive' }]
        : [400, 'Bad Request', { type: 'malformed-request', field: 'header', message: 'header: the request line or headers are malformed' }];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/**
 * Maps every failure to a JSON body (see `errorAnswer`), names the field of every 4xx (`installFieldNaming`; call
 * before registering routes) and answers unknown paths: a file or a client route of a
 * built app, except under an API prefix (the first segment of any registered route), which is a JSON 404.
 */
export function installErrorHandler(app: FastifyInstance, builtApps: readonly BuiltApp[] = [], apiPrefixes?: ApiPrefixes): void {
  const prefixes = apiPrefixes ?? new ApiPrefixes();
  if (!apiPrefixes) prefixes.collect(app);
  installFieldNaming(app);
  app.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (!prefixes.matches(request.url) && (await serveBuiltApp(builtApps, request, reply))) return reply;
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    return reply.status(404).send({ type: 'route-not-found', field: 'params', message: `params: no route ${request.method} ${path}` });
  });
}
