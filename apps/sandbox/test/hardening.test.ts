import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminAccess, installAdminGate } from '../src/http/admin-gate.js';
import { sendErrorAnswer } from '../src/http/error-handler.js';
import type { Sandbox } from '../src/server.js';
import { TEST_CARDS } from '../src/services/test-cards.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { payFreshSplit } from './payment-flow.js';

// A tiny built app (with the inline style the real index.html has) so app pages are served without a build.
const appRoot = mkdtempSync(join(tmpdir(), 'tableside-hardening-'));
writeFileSync(
  join(appRoot, 'index.html'),
  '<!doctype html><html><head><style>#preload{display:flex}</style></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
mkdirSync(join(appRoot, 'assets'));
writeFileSync(join(appRoot, 'assets', 'app.js'), 'export {};');

let sb: Sandbox;
let diner: Diner;

beforeAll(async () => {
  sb = await startSandbox({ builtApps: [{ dist: appRoot }] });
  diner = await newDiner(sb.url);
}, 120_000);
afterAll(async () => {
  await sb.close();
  rmSync(appRoot, { recursive: true, force: true });
});

async function inject(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await sb.app.inject({
    method,
    url,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = response.json();
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body, headers: response.headers, text: response.body };
}

function expectNamedField(answer: { status: number; body: Record<string, unknown> }, status: number, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ type: expect.any(String), field });
  expect(String(answer.body['message'])).toContain(field);
}

describe('NUL bytes, sizes and error bodies', () => {
  test('a NUL byte in a body string is a 400 naming the field, never reaching PostgreSQL', async () => {
    const billId = await freshBill(sb);
    const answer = await inject(
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: 500_000, consumer: { guestId: `${diner.guestId}\u0000x` } },
      diner.headers,
    );
    expectNamedField(answer, 400, 'body.consumer.guestId');
    const note = await inject('POST', '/sunday-device-manager/hybrid/tables/t1/orders', {
      businessId: 'b',
      experienceId: 'e',
      items: [],
      idempotencyKey: 'k',
      sessionId: 's',
      note: 'a\u0000b',
    });
    expectNamedField(note, 400, 'body.note');
  });

  test('a NUL byte in a path parameter or a query value is a 400 naming it', async () => {
    expectNamedField(await inject('GET', '/billing/bills/%00/splits/x'), 400, 'params.billId');
    expectNamedField(await inject('GET', '/realtime/query/bills?limit=%00'), 400, 'query.limit');
  });

  test('ids over 200 characters are a 400 naming them (a 3 KB paymentId used to be a 500)', async () => {
    const long = 'p'.repeat(3000);
    expectNamedField(await inject('GET', `/receipt/receipts/v2/payments/${long}`, undefined, diner.headers), 400, 'params.paymentId');
    expectNamedField(await inject('GET', `/sandbox-payments/payment-intents/${long}`), 400, 'params.id');
    const billId = await freshBill(sb);
    const issued = await inject('POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
    const splitId = String((issued.body['splitId'] as { id: string }).id);
    expectNamedField(
      await inject('PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { paymentId: long, consumer: diner.consumer }, diner.headers),
      400,
      'body.paymentId',
    );
  });

  test('a 1,000,000-character order note is refused naming the body; a 10,000-character one naming the note', async () => {
    const order = (note: string) => ({ businessId: 'b', experienceId: 'e', items: [], idempotencyKey: 'k', sessionId: 's', note });
    expectNamedField(await inject('POST', '/sunday-device-manager/hybrid/tables/t1/orders', order('n'.repeat(1_000_000))), 413, 'body');
    expectNamedField(await inject('POST', '/sunday-device-manager/hybrid/tables/t1/orders', order('n'.repeat(10_000))), 400, 'body.note');
  });

  test('malformed JSON, an unsupported content type and a body too large have the same { type, message, field } shape', async () => {
    expectNamedField(await inject('POST', '/identity/anonymous', '{"a":'), 400, 'body');
    const text = await sb.app.inject({ method: 'POST', url: '/payment/vouchers/X', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ type: 'unsupported-media-type', field: 'header.content-type' });
  });

  test('headers too large (431) are answered by the sandbox in the same JSON shape', async () => {
    const url = new URL(sb.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: url.hostname, port: url.port, path: '/billing/x', headers: { 'x-junk': 'j'.repeat(20_000) } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'headers-too-large', field: 'header', message: expect.stringContaining('header') });
  });

  test('a malformed request line and a malformed URL get the same JSON shape', async () => {
    const url = new URL(sb.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.write('GET /billing\u0001x HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ type: 'malformed-request', field: 'header' });
    const badUrl = await inject('GET', '/billing/bills/%E2%80/splits/x');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ type: expect.any(String), field: expect.stringMatching(/^params/) });
  });

  test('a 5xx echoes no SQL, parameters or internal message', async () => {
    const app = Fastify();
    app.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    app.get('/boom', async () => {
      throw new Error('insert into "bills" values ($1) -- params: secret-value');
    });
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ type: 'internal-error', message: expect.any(String) });
    expect(answer.body).not.toMatch(/insert|bills|secret-value/);
    await app.close();
  });

  test('two till payments of 90071992547 are refused naming the amount, and the bill still refreshes', async () => {
    const tableId = `till-${crypto.randomUUID()}`;
    const opened = await inject('POST', `/sandbox/admin/venues/venue-london-pub/tables/${tableId}/orders`, {
      numberOfGuests: 2,
      items: [{ posProductId: 'gb-ale', quantity: 2 }],
    });
    expect(opened.status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      expectNamedField(
        await inject('POST', `/sandbox/admin/venues/venue-london-pub/tables/${tableId}/payments`, { amount: '90071992547', kind: 'TILL' }),
        422,
        'body.amount',
      );
    }
    // Up to the cap the payments are taken, and the (overpaid) bill keeps refreshing.
    for (let i = 0; i < 10; i += 1) {
      expect((await inject('POST', `/sandbox/admin/venues/venue-london-pub/tables/${tableId}/payments`, { amount: '1000000', kind: 'TILL' })).status).toBe(200);
    }
    expectNamedField(
      await inject('POST', `/sandbox/admin/venues/venue-london-pub/tables/${tableId}/payments`, { amount: '1', kind: 'TILL' }),
      422,
      'body.amount',
    );
    const refreshed = await inject('PUT', `/refresh-bill-scheduler/bills/${String(opened.body['billId'])}/refresh`, {});
    expect(refreshed.status).toBeLessThan(500);
    expect((await inject('PUT', `/refresh-bill-scheduler/tables/${tableId}/refresh`, {})).status).toBeLessThan(500);
  });
});

describe('prototype keys', () => {
  test('__proto__, constructor and prototype as ids or keys are a 400 naming the field, and nothing is polluted', async () => {
    for (const reserved of ['__proto__', 'constructor', 'prototype']) {
      expectNamedField(await inject('POST', `/sandbox/admin/venues/venue-london-pub/tables/${reserved}/guests`, { numberOfGuests: 3 }), 400, 'params.tableId');
      expectNamedField(await inject('POST', `/sandbox/admin/venues/${reserved}/pos`, { online: false }), 400, 'params.venueId');
      expectNamedField(await inject('PUT', `/refresh-bill-scheduler/tables/${reserved}/refresh`, {}), 400, 'params.tableId');
    }
    const billId = await freshBill(sb);
    const byItems = await inject(
      'POST',
      `/billing/bills/${billId}/splits/by-items`,
      `{"items":{"__proto__":{"numberOfGuests":3}},"consumer":{"guestId":"${diner.guestId}"}}`,
      diner.headers,
    );
    expectNamedField(byItems, 400, 'body.items.__proto__');
    const form = await sb.app.inject({
      method: 'POST',
      url: '/sandbox/admin/venues/venue-london-pub/tables/x/guests',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__=1&numberOfGuests=3',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ field: 'body.__proto__' });
    expect(({} as Record<string, unknown>)['numberOfGuests']).toBeUndefined();
  });

  test('after the attempts, a card payment and its receipt PDF still succeed on the same server', async () => {
    await inject('POST', '/sandbox/admin/venues/venue-london-pub/tables/__proto__/guests', { numberOfGuests: 3 });
    const paid = await payFreshSplit(sb);
    expect(paid.intentStatus).toBe('succeeded');
    expect(paid.receiptStatus).toBe(200);
    expect(paid.receiptType).toBe('application/pdf');
    expect(Buffer.from(paid.receiptBytes.slice(0, 5)).toString()).toBe('%PDF-');
  });
});

describe('unknown API paths', () => {
  test.each([
    '/billing/nope',
    '/realtime',
    '/sandbox/nope',
    '/sandbox-payments/nope',
    '/receipt/x',
    '/payment/x',
    '/identity/x',
    '/tips-suggestion',
    '/waiter-app-backend/x',
    '/consultation/x/y/z/w',
    '/refresh-bill-scheduler/x',
  ])('GET %s is a JSON 404, not the app', async (path) => {
    const answer = await inject('GET', path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body).toMatchObject({ type: 'route-not-found', message: expect.any(String) });
  });

  test('app paths still get the app', async () => {
    const answer = await inject('GET', '/venues/venue-london-pub/tables/d1');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<div id="root">');
  });
});

describe('redirect after 3-D Secure', () => {
  test('returnUrl=/\\evil.example is neither written into the page nor followed with a 303', async () => {
    const pending = await payFreshSplit(sb, TEST_CARDS.requires3ds);
    expect(pending.intentStatus).toBe('requires_action');
    const evil = '/\\evil.example';
    const page = await inject(
      'GET',
      `/sandbox-payments/3ds/${pending.intent.id}?returnUrl=${encodeURIComponent(evil)}&clientSecret=${pending.intent.clientSecret}`,
      undefined,
      pending.diner.headers,
    );
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('evil.example');
    const posted = await inject(
      'POST',
      `/sandbox-payments/3ds/${pending.intent.id}`,
      { outcome: 'complete', returnUrl: evil, clientSecret: pending.intent.clientSecret },
      pending.diner.headers,
    );
    expect(posted.status).not.toBe(303);
    expect(posted.headers.location).toBeUndefined();
  });

  test('a same-origin path is still followed', async () => {
    const pending = await payFreshSplit(sb, TEST_CARDS.requires3ds);
    const back = '/venues/venue-london-pub/bills/b/payment-auth/s';
    const posted = await inject(
      'POST',
      `/sandbox-payments/3ds/${pending.intent.id}`,
      { outcome: 'complete', returnUrl: back, clientSecret: pending.intent.clientSecret },
      pending.diner.headers,
    );
    expect(posted.status).toBe(303);
    expect(String(posted.headers.location)).toMatch(/^\/venues\/venue-london-pub\/bills\/b\/payment-auth\/s\?payment_intent=/);
  });
});

describe('security headers', () => {
  function expectCommonHeaders(headers: Record<string, unknown>): void {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  }

  test('an app page: a strict CSP without inline script, the index.html style hashed', async () => {
    const answer = await inject('GET', '/venues/venue-london-pub/tables/d1', undefined, { origin: 'https://evil.example' });
    expectCommonHeaders(answer.headers);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  test('an API answer', async () => {
    const answer = await inject('GET', '/realtime/docs/venues/venue-london-pub', undefined, { origin: 'https://evil.example' });
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    const preflight = await sb.app.inject({
      method: 'OPTIONS',
      url: '/identity/anonymous',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a receipt PDF', async () => {
    const paid = await payFreshSplit(sb);
    const answer = await sb.app.inject({ method: 'GET', url: `/receipt/receipts/v2/payments/${paid.paymentId}`, headers: paid.diner.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expectCommonHeaders(answer.headers);
  });

  test('the 3-D Secure page may be framed by the app, nothing else', async () => {
    const pending = await payFreshSplit(sb, TEST_CARDS.requires3ds);
    const answer = await inject(
      'GET',
      `/sandbox-payments/3ds/${pending.intent.id}?clientSecret=${pending.intent.clientSecret}`,
      undefined,
      pending.diner.headers,
    );
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('admin, outbox and simulator controls', () => {
  const controls: [string, string, unknown?][] = [
    ['GET', '/sandbox/admin'],
    ['GET', '/sandbox/admin/state'],
    ['POST', '/sandbox/admin/venues/venue-london-pub/pos', { online: true }],
    ['GET', '/sandbox/outbox'],
    ['GET', '/sandbox/outbox.json'],
    ['POST', '/sandbox/orders/order-x/advance', {}],
    ['GET', '/sandbox/tabs/tab-x'],
    ['PUT', '/sandbox/businesses/b/unavailable-products', { productIds: [] }],
  ];

  test.each(controls)('%s %s is refused from 10.0.0.5 and answered on loopback', async (method, url, payload) => {
    const remote = await sb.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: '10.0.0.5',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ type: 'admin-only-on-loopback', field: 'header.x-tableside-admin-token' });
    const local = await sb.app.inject({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(local.statusCode).not.toBe(403);
  });

  test('the app routes still answer from any address', async () => {
    const remote = await sb.app.inject({ method: 'GET', url: '/realtime/docs/venues/venue-london-pub', remoteAddress: '10.0.0.5' });
    expect(remote.statusCode).toBe(200);
  });

  test('exposed with a token, a remote admin needs the token; a token alone does not expose', async () => {
    const gated = async (access: ReturnType<typeof adminAccess>, headers: Record<string, string>) => {
      const app = Fastify();
      app.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
      installAdminGate(app, access);
      app.get('/sandbox/admin', async () => ({ ok: true }));
      const answer = await app.inject({ method: 'GET', url: '/sandbox/admin', remoteAddress: '10.0.0.5', headers });
      await app.close();
      return answer.statusCode;
    };
    const exposed = adminAccess({ exposeAdmin: true, adminToken: 'tok-123' }, {});
    expect(await gated(exposed, { 'x-tableside-admin-token': 'tok-123' })).toBe(200);
    expect(await gated(exposed, { authorization: 'Bearer tok-123' })).toBe(200);
    expect(await gated(exposed, { 'x-tableside-admin-token': 'tok-124' })).toBe(403);
    expect(await gated(exposed, {})).toBe(403);
    expect(await gated(adminAccess({ adminToken: 'tok-123' }, {}), { 'x-tableside-admin-token': 'tok-123' })).toBe(403);
    expect(await gated(adminAccess({}, { TABLESIDE_EXPOSE_ADMIN: '1' }), {})).toBe(403);
    expect(await gated(adminAccess({}, { TABLESIDE_EXPOSE_ADMIN: '1', TABLESIDE_ADMIN_TOKEN: 't' }), { 'x-tableside-admin-token': 't' })).toBe(200);
  });
});

test('the real path still works end to end over HTTP', async () => {
  const answer = await call(sb.url, 'GET', '/realtime/docs/venues/venue-london-pub');
  expect(answer.status).toBe(200);
});
