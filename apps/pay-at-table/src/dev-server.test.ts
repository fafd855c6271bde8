// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { createSandbox, seedIds, type Sandbox } from '@tableside/sandbox';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const { venueId, billId } = seedIds.tables.parisFresh;

/** Server-sent events read as they arrive; `until` resolves when a condition over them holds (no fixed waits). */
function eventStream(response: Response) {
  const events: { event: string; data: unknown }[] = [];
  const waiters: { match: () => boolean; resolve: () => void }[] = [];
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        end = text.indexOf('\n\n');
      }
      for (const waiter of waiters.filter((candidate) => candidate.match())) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  })();
  return {
    events,
    until: (match: () => boolean) => new Promise<void>((resolve) => (match() ? resolve() : waiters.push({ match, resolve }))),
    close: () => reader.cancel(),
  };
}

// Generous per-test limits for a loaded machine: every wait inside is on a condition, never a sleep.
describe('`pnpm dev`: the Vite dev server proxies the API and its server-sent events to the sandbox beside it', { timeout: 120_000 }, () => {
  let sandbox: Sandbox;
  let vite: ViteDevServer;
  let base: string;
  const previousTarget = process.env.TABLESIDE_SANDBOX_URL;

  // Each server is ready when its start resolves (the sandbox has its database and seed, Vite listens); the hook waits
  // for both however loaded the machine, never on a fixed sleep.
  beforeAll(async () => {
    sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
    // vite.config.ts reads where the sandbox is, as `pnpm dev` would with another PORT.
    process.env.TABLESIDE_SANDBOX_URL = sandbox.url;
    vite = await createServer({
      root: appDir,
      configFile: `${appDir}vite.config.ts`,
      logLevel: 'silent',
      clearScreen: false,
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    });
    await vite.listen();
    const url = vite.resolvedUrls?.local[0];
    if (!url) throw new Error('the dev server has no local URL');
    base = url.replace(/\/$/, '');
  }, 300_000);

  afterAll(async () => {
    if (previousTarget === undefined) delete process.env.TABLESIDE_SANDBOX_URL;
    else process.env.TABLESIDE_SANDBOX_URL = previousTarget;
    await vite?.close();
    await sandbox?.close();
  }, 60_000);

  test("a bill page is the dev server's own app page, with its module entry", async () => {
    if (billId === null) throw new Error('the seed has no bill for the fresh Paris table');
    const response = await fetch(`${base}/venues/${venueId}/bills/${billId}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('/src/main.tsx');
    expect(html).toContain('/@vite/client');
  });

  test('an API call and a live bill through the proxy: the second snapshot arrives while the stream stays open', async () => {
    if (billId === null) throw new Error('the seed has no bill for the fresh Paris table');
    const identity = await fetch(`${base}/identity/anonymous`, { method: 'POST' });
    expect(identity.status).toBeLessThan(300);
    const diner = (await identity.json()) as { guestId: string; token: string };
    expect(diner.token).toMatch(/\./);

    const response = await fetch(`${base}/realtime/docs/bills/${billId}?subscribe=1`);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const live = eventStream(response);
    await live.until(() => live.events.length >= 1);
    const split = await fetch(`${base}/billing/bills/${billId}/splits/by-amount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tableside-guest-token': diner.token },
      body: JSON.stringify({ splitAmount: 100_000, consumer: { guestId: diner.guestId } }),
    });
    expect(split.status).toBeLessThan(300);
    // An unbuffered proxy delivers the change on the open stream.
    await live.until(() => live.events.length >= 2);
    expect(live.events.map(({ event }) => event)).toEqual(['snapshot', 'snapshot']);
    await live.close();
  });

  test("an API error answers through the proxy with the sandbox's error body", async () => {
    const response = await fetch(`${base}/billing/bills/no-such-bill/splits/by-amount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  });
});
