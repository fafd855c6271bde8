import type * as z from 'zod/mini';
import type { ErrorType } from './errors.js';

/** The HTTP methods the routes use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route: its method, its path (Fastify style, `:billId` for a parameter), the schemas of its request parts,
 * its answers by status, and the refusal types it documents. The sandbox serves it, the OpenAPI document and the
 * api-client are generated from it.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI tag: the area the route belongs to. */
  readonly tag: string;
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  /** Success answers by status (`204` answers have no schema). */
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204, z.core.$ZodType | null>>>;
  /** The refusals a client can get, by status, with their `type`s; every one has the one error body. */
  readonly errors: Readonly<Partial<Record<400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429, readonly ErrorType[]>>>;
  /** Sends the guest token header `x-tableside-guest-token`. */
  readonly guest?: boolean;
  /** Sends an account's access token: `Authorization: Bearer <token>` (guest accounts, 3 §6). */
  readonly bearer?: boolean;
}

/** Declares a route, keeping its literal types. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

/**
 * The path of `route` with its `:param`s filled in, each URI-encoded; a trailing wildcard `*` (the realtime paths)
 * takes `params['*']`, a path whose segments are encoded one by one.
 */
export function routePath(template: string, params: Readonly<Record<string, string | number>>): string {
  const filled = template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
  if (!filled.endsWith('/*')) return filled;
  const rest = params['*'];
  if (rest === undefined) throw new Error(`routePath: no value for * in ${template}`);
  return `${filled.slice(0, -1)}${String(rest).split('/').map(encodeURIComponent).join('/')}`;
}
