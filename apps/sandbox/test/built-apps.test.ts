import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server.js';

const root = mkdtempSync(join(tmpdir(), 'tableside-apps-'));
const payAtTable = join(root, 'pay-at-table');
const menuPreview = join(root, 'menu-preview');
let sb: Sandbox;

beforeAll(async () => {
  for (const [dist, name] of [[payAtTable, 'pay-at-table'], [menuPreview, 'menu-preview']] as const) {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  }
  writeFileSync(join(payAtTable, 'assets', 'bill-abc.js'), 'export {};');
  sb = await createSandbox({ inMemory: true, port: 0, seed: false, builtApps: [{ dist: menuPreview, owns: /^\/venues\/[^/]+\/menu-previews(\/|$)/ }, { dist: payAtTable }] });
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
