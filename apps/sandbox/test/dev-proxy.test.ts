import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devSandboxUrl, SANDBOX_API_PREFIXES, sandboxDevProxy } from '../src/dev-proxy.js';
import { registeredRoutes } from '../src/http/api-prefixes.js';
import type { Sandbox } from '../src/server.js';
import { startSandbox } from './helpers.js';

describe("the dev servers' proxy to the sandbox", () => {
  let sb: Sandbox;
  // Starting the sandbox (its database and seed) is the readiness; the hook waits for it however loaded the machine.
  beforeAll(async () => {
    sb = await startSandbox();
  }, 300_000);
  afterAll(async () => {
    await sb?.close();
  });

  test("proxies exactly the first segments of the running sandbox's routes", () => {
    const segments = new Set(registeredRoutes(sb.app).map((route) => `/${route.url.split('/')[1] ?? ''}`));
    expect([...SANDBOX_API_PREFIXES]).toEqual([...segments].sort());
  });

  test.each([
    ['/billing/bills/b1', true],
    ['/realtime/stream?subscriptions=[]', true],
    ['/sandbox', true],
    ['/sandbox-payments/3ds/pi_1', true],
    ['/identity?x=1', true],
    ['/venues/v1/bills/b1', false],
    ['/billing-history', false],
    ['/src/main.tsx', false],
    ['/@vite/client', false],
  ])('%s goes to the sandbox: %s', (path, proxied) => {
    const [pattern] = Object.keys(sandboxDevProxy('http://127.0.0.1:4000'));
    expect(new RegExp(pattern ?? '$^').test(path)).toBe(proxied);
  });

  test("the target is TABLESIDE_SANDBOX_URL, else the sandbox's PORT on loopback, else 4000", () => {
    expect(devSandboxUrl({ TABLESIDE_SANDBOX_URL: 'http://127.0.0.1:4100' })).toBe('http://127.0.0.1:4100');
    expect(devSandboxUrl({ PORT: '4200' })).toBe('http://127.0.0.1:4200');
    expect(devSandboxUrl({})).toBe('http://127.0.0.1:4000');
  });
});
