import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server.js';
import { rawGet as rawGetUrl } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'tableside-apps-'));
const payAtTable = join(root, 'pay-at-table');
const menuPreview = join(root, 'menu-preview');
let sb: Sandbox;
const HASHED = 'bill-page-C4x_Tq-8.js';
const SCRIPT = `export const bill = ${JSON.stringify('a line of the bill '.repeat(50))};`;

/** A GET of `path` on the sandbox that keeps the body as sent. */
const rawGet = (path: string, headers: Record<string, string> = {}) => rawGetUrl(`${sb.url}${path}`, headers);

beforeAll(async () => {
  for (const [dist, name] of [
    [payAtTable, 'pay-at-table'],
    [menuPreview, 'menu-preview'],
  ] as const) {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  }
  writeFileSync(join(payAtTable, 'assets', 'bill-abc.js'), 'export {};');
  // What the build writes (vite-plugin-compression2): brotli and gzip copies beside each text file.
  for (const [dist, file, content] of [
    [payAtTable, 'index.html', '<!doctype html><title>pay-at-table</title>'],
    [payAtTable, join('assets', HASHED), SCRIPT],
    [payAtTable, join('assets', 'entry-B_x-9zQ1.css'), 'body { color: black; }'],
    [menuPreview, join('assets', 'preview-Dq8_-aZ0.js'), 'export const preview = 1;'],
  ] as const) {
    writeFileSync(join(dist, file), content);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(payAtTable, 'assets', `${HASHED}.map`), '{}');
  writeFileSync(join(payAtTable, 'robots.txt'), 'User-agent: *');
  sb = await createSandbox({
    inMemory: true,
    port: 0,
    seed: false,
    builtApps: [{ dist: menuPreview, owns: /^\/venues\/[^/]+\/menu-previews(\/|$)/ }, { dist: payAtTable }],
  });
}, 60_000);
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

describe('built apps on the sandbox origin', () => {
  test.each([
    ['/venues/v1/tables/d1', 'text/html', '<title>pay-at-table</title>'],
    ['/venues/v1/menu-previews/en/m1', 'text/html', '<title>menu-preview</title>'],
    ['/assets/bill-abc.js', 'javascript', 'export {};'],
  ])('GET %s serves the right file', async (path, type, content) => {
    const response = await fetch(`${sb.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(await response.text()).toContain(content);
  });

  test.each(['/assets/missing.js', '/..%2f..%2fetc/passwd.txt'])('GET %s is a JSON 404', async (path) => {
    const response = await fetch(`${sb.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: 'route-not-found' });
  });

  test('API routes still answer JSON', async () => {
    const response = await fetch(`${sb.url}/realtime/docs/venues/none`);
    expect(await response.json()).toMatchObject({ exists: false });
  });
});

describe('built apps are served like production (pre-compressed, cached by kind)', () => {
  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=1.0', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding %j gets the %s copy with the original Content-Type', async (acceptEncoding, encoding) => {
    const response = await rawGet(`/assets/${HASHED}`, { 'accept-encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
    expect(decoded.toString()).toBe(SCRIPT);
  });

  test.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate'])('Accept-Encoding %j gets the raw file, still with Vary', async (acceptEncoding) => {
    const response = await rawGet(`/assets/${HASHED}`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(SCRIPT);
  });

  test('a file the build did not compress is sent raw even to a brotli client', async () => {
    const response = await rawGet('/assets/bill-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};');
  });

  test('CSS keeps its Content-Type when sent compressed', async () => {
    const response = await rawGet('/assets/entry-B_x-9zQ1.css', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(response.body).toString()).toBe('body { color: black; }');
  });

  test.each([
    [`/assets/${HASHED}`, 'public, max-age=31536000, immutable'],
    [`/assets/${HASHED}.map`, 'public, max-age=31536000, immutable'],
    ['/assets/entry-B_x-9zQ1.css', 'public, max-age=31536000, immutable'],
    ['/assets/preview-Dq8_-aZ0.js', 'public, max-age=31536000, immutable'],
    ['/assets/bill-abc.js', 'public, max-age=300'],
    ['/robots.txt', 'public, max-age=300'],
    ['/index.html', 'no-cache'],
    ['/venues/v1/tables/d1', 'no-cache'],
    ['/venues/v1/menu-previews/en/m1', 'no-cache'],
  ])('GET %s is cached with %j', async (path, cacheControl) => {
    const response = await rawGet(path, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test('the SPA fallback is the compressed index.html, with no-cache', async () => {
    const response = await rawGet('/venues/v1/tables/d1/bills/b1', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toContain('<title>pay-at-table</title>');
  });

  test('a revalidation of the compressed copy answers 304', async () => {
    const first = await rawGet(`/assets/${HASHED}`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await rawGet(`/assets/${HASHED}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
