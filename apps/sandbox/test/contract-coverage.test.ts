import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registeredRoutes } from '../src/http/api-prefixes.js';
import type { Sandbox } from '../src/server.js';
import { contractRoutes } from './contract-routes.js';
import { startSandbox } from './helpers.js';

// Issue 11: every route the sandbox serves is declared in @tableside/contracts. A route registered without a contract
// fails here; the few that are not part of the HTTP contract are listed below, each with its reason.

/** Routes the sandbox registers that are not API calls, with why. */
const NOT_CONTRACT: Readonly<Record<string, string>> = {
  'GET /sandbox/openapi.json': 'the OpenAPI document generated from the contracts',
  'GET /sandbox/docs': "the docs page (Swagger UI, @fastify/swagger-ui's routes)",
  'GET /sandbox/docs/json': 'the docs page reading the document',
  'GET /sandbox/docs/yaml': 'the docs page reading the document',
  'GET /sandbox/docs/static/index.html': "the docs page's files",
  'GET /sandbox/docs/static/swagger-initializer.js': "the docs page's files",
  'GET /sandbox/docs/static/*': "the docs page's files",
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
}, 60_000);

const key = (method: string, url: string) => `${method} ${url}`;

describe('every sandbox route has a contract (issue 11)', () => {
  test('the routes Fastify registered are the contract routes, and the listed non-API routes', () => {
    // Fastify adds a HEAD route beside each GET; it answers like its GET.
    const registered = [
      ...new Set(
        registeredRoutes(sandbox.app)
          .filter((r) => r.method !== 'HEAD')
          .map((r) => key(r.method, r.url)),
      ),
    ];
    const contracts = new Set(contractRoutes.map((r) => key(r.method, r.path)));
    const uncovered = registered.filter((route) => !contracts.has(route) && !(route in NOT_CONTRACT));
    expect(uncovered, 'routes served without a contract in @tableside/contracts').toEqual([]);
    // Nothing stale: each contract route and each listed exception is really served.
    const served = new Set(registered);
    expect(
      contractRoutes.map((r) => key(r.method, r.path)).filter((route) => !served.has(route)),
      'contract routes the sandbox does not serve',
    ).toEqual([]);
    expect(
      Object.keys(NOT_CONTRACT).filter((route) => !served.has(route)),
      'listed exceptions the sandbox no longer serves',
    ).toEqual([]);
  });
});
