import { Validator } from '@seriousme/openapi-schema-validator';
import * as contracts from '@tableside/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { contractRoutes } from './contract-routes.js';
import { startSandbox } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
}, 60_000);

// `:id` is `{id}`; a trailing wildcard (the realtime paths) is the path parameter `{*}`.
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');

describe('the OpenAPI document (issue 11: generated from @tableside/contracts)', () => {
  test('/sandbox/openapi.json validates as OpenAPI 3.1', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/openapi.json`);
    expect(response.status).toBe(200);
    const document: unknown = await response.json();
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('documents every contract route with its request parts, its answers and the one error body', async () => {
    const document = (await (await fetch(`${sandbox.url}/sandbox/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    for (const route of contractRoutes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (!operation) continue;
      const names = [...[...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]), ...(route.path.endsWith('/*') ? ['*'] : [])];
      expect(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
        route.path,
      ).toEqual(names.sort());
      if (route.body) expect(operation.requestBody, route.path).toBeDefined();
      expect(Object.keys(operation.responses), route.path).toContain('4XX');
      for (const status of Object.keys(route.responses)) expect(Object.keys(operation.responses), route.path).toContain(status);
    }
    // HTML pages and the docs' own files are not part of the contract.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/sandbox/docs'))).toBe(false);
    expect(contracts.ERROR_TYPES.length).toBeGreaterThan(0);
  });

  test('the docs page is served with its bundled files under the sandbox CSP (no inline script, works offline)', async () => {
    const page = await fetch(`${sandbox.url}/sandbox/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const bundle = await fetch(`${sandbox.url}/sandbox/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const initializer = await (await fetch(`${sandbox.url}/sandbox/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain('validatorUrl: null');
  });
});
