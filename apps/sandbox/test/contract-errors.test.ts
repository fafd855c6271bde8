import { z } from 'zod';
import { ERROR_TYPES, REQUEST_ERROR_TYPES, errorBodySchema, routePath, type RouteContract } from '@tableside/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { contractRoutes } from './contract-routes.js';
import { signIn } from './fuzz-harness.js';
import { call, newDiner, startSandbox, type Answer, type Diner } from './helpers.js';

// Issue 11: every route's documented error cases answer the one error body of @tableside/contracts, with a type of
// the one list, documented for that route and status.

let sandbox: Sandbox;
let diner: Diner;
let accountToken: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  diner = await newDiner(sandbox.url);
  accountToken = (await signIn(sandbox.url, diner, '06 11 22 33 44')).token;
}, 120_000);

/** The diner's headers, and an account's access token for a route that needs one (it is checked before the request's parts). */
const credentials = (route: RouteContract): Record<string, string> =>
  route.bearer ? { ...diner.headers, authorization: `Bearer ${accountToken}` } : diner.headers;
afterAll(async () => {
  await sandbox?.close();
}, 60_000);

// A realtime path ends with a wildcard `*`: the document or collection path, a parameter of its own.
const paramNames = (route: RouteContract) => [
  ...[...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''),
  ...(route.path.endsWith('/*') ? ['*'] : []),
];
const withParams = (route: RouteContract, value: (name: string) => string) =>
  routePath(route.path, Object.fromEntries(paramNames(route).map((name) => [name, value(name)])));
const label = (route: RouteContract) => `${route.method} ${route.path}`;

/** The answer is a documented refusal of `route`: the one body, a listed type, documented for its status. */
function expectRefusal(route: RouteContract, answer: Answer, status?: number): void {
  if (status !== undefined) expect(answer.status, `${label(route)} ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.status, `${label(route)} ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, label(route)).toBeLessThan(500);
  const parsed = errorBodySchema.safeParse(answer.body);
  expect(parsed.success, `${label(route)} ${JSON.stringify(answer.body)}`).toBe(true);
  expect(ERROR_TYPES, label(route)).toContain(answer.body.type);
  const own: readonly string[] = route.errors[answer.status as keyof RouteContract['errors']] ?? [];
  const documented = [...own, ...((REQUEST_ERROR_TYPES as Record<number, readonly string[]>)[answer.status] ?? [])];
  expect(documented, `${label(route)}: ${answer.status} ${answer.body.type} is not documented`).toContain(answer.body.type);
}

describe('every contract route answers its documented error cases with the one error body', () => {
  test.each(contractRoutes.filter((r) => r.params).map((r) => [label(r), r] as const))(
    '%s: a malformed path id is 400 naming the parameter',
    async (_, route) => {
      const [first] = paramNames(route);
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, (name) => (name === first ? 'not an id!' : 'x1')),
        route.body ? {} : undefined,
        credentials(route),
      );
      expectRefusal(route, answer, 400);
      expect(answer.body.field).toBe(`params.${first}`);
    },
  );

  // A route checks its params, then its query, then its body: a route whose query is required is sent none here.
  const queryAccepts = (r: (typeof contractRoutes)[number]) => !r.query || z.safeParse(r.query, {}).success;

  test.each(contractRoutes.filter((r) => r.body && queryAccepts(r)).map((r) => [label(r), r] as const))(
    '%s: a body of the wrong shape is 400 naming the body',
    async (_, route) => {
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, () => 'x1'),
        [1, 2, 3],
        credentials(route),
      );
      expectRefusal(route, answer, 400);
      expect(answer.body.field).toMatch(/^body(\.|$)/);
    },
  );

  test.each(contractRoutes.filter((r) => !queryAccepts(r)).map((r) => [label(r), r] as const))(
    '%s: without its required query is 400 naming the query',
    async (_, route) => {
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, () => 'x1'),
        route.body ? [1, 2, 3] : undefined,
        credentials(route),
      );
      expectRefusal(route, answer, 400);
      expect(answer.body.field).toMatch(/^query\./);
    },
  );

  test.each(contractRoutes.filter((r) => r.guest && !r.body && queryAccepts(r)).map((r) => [label(r), r] as const))(
    '%s: without a guest token is 401 invalid-guest-token',
    async (_, route) => {
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, () => 'x1'),
      );
      expectRefusal(route, answer, 401);
      expect(answer.body).toMatchObject({ type: 'invalid-guest-token', field: 'header.x-tableside-guest-token' });
    },
  );

  test.each(contractRoutes.filter((r) => r.bearer && !r.body).map((r) => [label(r), r] as const))(
    '%s: without an access token is 401 invalid-access-token',
    async (_, route) => {
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, () => 'me'),
        undefined,
        diner.headers,
      );
      expectRefusal(route, answer, 401);
      expect(answer.body).toMatchObject({ type: 'invalid-access-token', field: 'header.authorization' });
    },
  );

  test.each(contractRoutes.filter((r) => r.params && !r.body && r.errors[404]).map((r) => [label(r), r] as const))(
    '%s: unknown ids are a documented refusal',
    async (_, route) => {
      const answer = await call(
        sandbox.url,
        route.method,
        withParams(route, (name) => (name === '*' ? 'missing-collection/missing-id' : `missing-${name}`)),
        undefined,
        diner.headers,
      );
      expectRefusal(route, answer);
    },
  );
});
