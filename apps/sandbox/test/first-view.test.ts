import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server.js';
import { rawGet as rawGetUrl } from './helpers.js';

/**
 * A build with a server entry (`.ssr/entry-server.mjs`, what `vite build --ssr` writes for apps/pay-at-table): the
 * sandbox sends the page it renders for a client route, and index.html for anything else or when it fails.
 */
const root = mkdtempSync(join(tmpdir(), 'tableside-first-view-'));
const withEntry = join(root, 'with-entry');
const withoutEntry = join(root, 'without-entry');
const TEMPLATE = '<!doctype html><html lang="en-US"><head></head><body><div id="root"></div></body></html>';

// The entry renders `/venues/{id}/bills/{id}` from the realtime API read through the fetch it is given, answers
// nothing for other pages and fails for the bill `boom`; a table redirects to a bill (or, for `elsewhere`, off site). It echoes what it was given, so the test sees it.
const ENTRY = `
export async function renderFirstView(request) {
  const table = /^\\/venues\\/([^/]+)\\/tables\\/([^/?]+)/.exec(request.url);
  if (table) return table[2] === 'elsewhere' ? { redirect: '//evil.example/bills/b' } : { redirect: '/venues/' + table[1] + '/bills/bill-of-' + table[2] };
  const match = /^\\/venues\\/([^/]+)\\/bills\\/([^/?]+)/.exec(request.url);
  if (!match) return undefined;
  if (match[2] === 'boom') throw new Error('render failed');
  const response = await request.fetch(request.origin + '/realtime/docs/bills/' + match[2]);
  const document = await response.json();
  const manifestFile = request.manifest?.['src/main.tsx']?.file;
  return { html: request.template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ status: response.status, exists: document.exists, languages: request.languages, url: request.url, manifestFile }) + '</div>') };
}
`;

let sb: Sandbox;

/** A GET of `path` on the sandbox that keeps the body as sent. */
const rawGet = (path: string, headers: Record<string, string> = {}) => rawGetUrl(`${sb.url}${path}`, headers);

/** The JSON the test entry put into `#root`, or undefined when the page is index.html as built. */
function rendered(html: string): Record<string, unknown> | undefined {
  const match = /<div id="root">(.+)<\/div>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
}

beforeAll(async () => {
  for (const dist of [withEntry, withoutEntry]) {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/main-abc.js' } }));
  }
  mkdirSync(join(withEntry, '.ssr'), { recursive: true });
  writeFileSync(join(withEntry, '.ssr', 'entry-server.mjs'), ENTRY);
  sb = await createSandbox({
    inMemory: true,
    port: 0,
    builtApps: [{ dist: withoutEntry, owns: /^\/plain\// }, { dist: withEntry }],
  });
}, 60_000);
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a build's server entry renders its pages' first view", () => {
  test('the page it renders is sent: read through the API in process, in the Accept-Language order, never cached without revalidation', async () => {
    const response = await fetch(`${sb.url}/venues/venue-paris-bistro/bills/bill-paris-1?from=qr`, { headers: { 'accept-language': 'de;q=0.5, fr-BE' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    // The security headers of every page apply: no inline script.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(rendered(await response.text())).toEqual({
      status: 200,
      exists: true,
      languages: ['fr-BE', 'de'],
      url: '/venues/venue-paris-bistro/bills/bill-paris-1?from=qr',
      manifestFile: 'assets/main-abc.js',
    });
  });

  test.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('it is compressed with %s when the browser accepts it', async (encoding, decode) => {
    const response = await rawGet('/venues/venue-paris-bistro/bills/bill-paris-1', { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(rendered(decode(response.body).toString('utf8'))).toMatchObject({ exists: true });
  });

  test('a page it does not render, a failed render and a HEAD get index.html as built, never an error', async () => {
    for (const path of ['/venues/venue-paris-bistro/menus', '/venues/venue-paris-bistro/bills/boom']) {
      const response = await fetch(`${sb.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(TEMPLATE);
    }
    const head = await fetch(`${sb.url}/venues/venue-paris-bistro/bills/bill-paris-1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
  });

  test('a redirect it answers is sent, never cached; one off this origin is not followed (index.html instead)', async () => {
    const redirected = await fetch(`${sb.url}/venues/venue-paris-bistro/tables/device-1`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/venues/venue-paris-bistro/bills/bill-of-device-1');
    expect(redirected.headers.get('cache-control')).toBe('no-store');
    const offSite = await fetch(`${sb.url}/venues/venue-paris-bistro/tables/elsewhere`, { redirect: 'manual' });
    expect(offSite.status).toBe(200);
    expect(await offSite.text()).toBe(TEMPLATE);
  });

  test('an unknown bill is rendered as the API answers it for anyone (no document), with no token', async () => {
    const response = await fetch(`${sb.url}/venues/venue-paris-bistro/bills/no-such-bill`);
    expect(rendered(await response.text())).toMatchObject({ status: 200, exists: false });
  });

  test('the server entry itself is never served', async () => {
    for (const path of ['/.ssr/entry-server.mjs', '/.vite/manifest.json']) {
      const response = await fetch(`${sb.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('renderFirstView');
    }
  });

  test('a build without a server entry sends index.html', async () => {
    const response = await fetch(`${sb.url}/plain/venues/v/bills/b`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
  });
});
