import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldPath, HttpError, type RequestPart } from './http-error.js';

/** The largest request body the sandbox reads (the biggest legitimate one, an order of many items, is a few KiB). */
export const BODY_LIMIT = 64 * 1024;
/** The longest id: a path parameter, or a body or query string under a key named `id` or ending in `Id`/`Ids`. */
export const MAX_ID_LENGTH = 200;
/** The longest free text (an order note, an address, a label) in a body. */
export const MAX_TEXT_LENGTH = 4000;
/** The longest query value (a realtime `where` included). */
export const MAX_QUERY_LENGTH = 2000;
/** The longest wildcard path parameter (a realtime document path). */
export const MAX_PATH_LENGTH = 1000;
const MAX_DEPTH = 32;

/** Keys that reach an object's prototype when used as plain-object keys: never ids, never body keys. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** True when `id` may be used as an id (and so as a key): not a prototype key. */
export function isSafeKey(id: string): boolean {
  return !RESERVED_KEYS.has(id);
}

// Control characters never belong in an id, a query value or a header; NUL never in any string (PostgreSQL text
// refuses it).
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
const idKey = /^(id|.*(Id|Ids|ID))$/;
// What a path parameter may hold: every id, code, file name and language the sandbox uses (`bill-…`, `pi_…`,
// `WELCOME10`, `menu.pdf`, `fr-BE`), nothing that changes how a path or a query reads.
const paramCharset = /^[A-Za-z0-9_\-:.~@+=,!]*$/;

function refuse(field: string, type: string, message: string): HttpError {
  return new HttpError(400, { type, message: `${field} ${message}`, field });
}

function checkString(value: string, field: string, options: { max: number; noControl: boolean }): void {
  if (value.includes('\u0000')) throw refuse(field, 'invalid-character', 'must not contain a NUL character');
  if (options.noControl && controlCharacter.test(value)) throw refuse(field, 'invalid-character', 'must not contain control characters');
  if (value.length > options.max) throw refuse(field, 'too-long', `must be at most ${options.max} characters`);
}

function checkKey(key: string, field: string): void {
  if (RESERVED_KEYS.has(key)) throw refuse(field, 'reserved-key', `must not be ${key}`);
  checkString(key, field, { max: MAX_ID_LENGTH, noControl: true });
}

/** Walks a parsed body: no prototype keys, no NUL, ids and text within their lengths, bounded depth. */
function checkBody(value: unknown, path: string[], depth: number, underIdKey: boolean): void {
  const field = fieldPath('body', path);
  if (depth > MAX_DEPTH) throw refuse(field, 'too-deep', `must not nest more than ${MAX_DEPTH} levels`);
  if (typeof value === 'string') {
    checkString(value, field, underIdKey ? { max: MAX_ID_LENGTH, noControl: true } : { max: MAX_TEXT_LENGTH, noControl: false });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkBody(item, [...path, String(index)], depth + 1, underIdKey));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      checkKey(key, fieldPath('body', [...path, key]));
      checkBody((value as Record<string, unknown>)[key], [...path, key], depth + 1, idKey.test(key));
    }
  }
}

function checkFlat(part: RequestPart, values: unknown, max: (key: string) => number): void {
  if (typeof values !== 'object' || values === null) return;
  for (const [key, value] of Object.entries(values)) {
    const field = fieldPath(part, [key]);
    checkKey(key, field);
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item !== 'string') continue;
      checkString(item, field, { max: max(key), noControl: true });
      if (part === 'params' && key !== '*' && RESERVED_KEYS.has(item)) throw refuse(field, 'reserved-id', `must not be ${item}`);
      if (part === 'params' && key !== '*' && !paramCharset.test(item))
        throw refuse(field, 'invalid-id', 'must be an id (letters, digits and _ - : . ~ @ + = , !)');
      if (part === 'params' && key === '*' && item.split('/').some((segment) => RESERVED_KEYS.has(segment) || segment === '..' || segment === '.')) {
        throw refuse(field, 'invalid-path', 'must not contain ., .. or prototype segments');
      }
    }
  }
}

/** Checks every part of a request before its route sees it; a refusal is a 400 naming the field. */
export function checkRequest(request: Pick<FastifyRequest, 'params' | 'query' | 'headers' | 'body'>): void {
  checkFlat('params', request.params, (key) => (key === '*' ? MAX_PATH_LENGTH : MAX_ID_LENGTH));
  checkFlat('query', request.query, (key) => (idKey.test(key) ? MAX_ID_LENGTH : MAX_QUERY_LENGTH));
  checkFlat('header', request.headers, () => Number.POSITIVE_INFINITY);
  if (request.body !== undefined) checkBody(request.body, [], 0, false);
}

/**
 * Installs the checks every route gets, whichever scope registers it (so call it before registering routes): NUL
 * bytes, control characters in ids, prototype keys, and string lengths in params, query, headers and bodies.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Unknown paths are answered by the 404 handler (a built app's file, or a JSON 404) and reach no route.
    if (request.is404) return;
    checkRequest(request);
  });
}
