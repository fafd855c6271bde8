import { branding, telemetry } from '@tableside/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { call, startSandbox } from './helpers.js';

// The enrollment customization (3-menus §3, §7) and the telemetry and analytics endpoints (3-menus §7).

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);
afterAll(() => sb.close());

const T0 = Date.UTC(2026, 10, 24, 12);

describe('GET /marketing/public/api/v1/enrollments/{id}/customization', () => {
  test('the New York diner: the dark theme, logo, cover, banners and welcome text, as the contract says', async () => {
    const answer = await call(sb.url, 'GET', '/marketing/public/api/v1/enrollments/enrollment-new-york-diner/customization');
    expect(answer.status).toBe(200);
    const customization = branding.customizationSchema.parse(answer.body);
    expect(customization.theme).toEqual({ background: { brand: '#14213d' }, color: '#7b2cbf' });
    expect(customization.logo?.url).toMatch(/^\/sandbox\/menu-images\/.+\.svg$/);
    expect(customization.cover?.url).toMatch(/^\/sandbox\/menu-images\/.+\.svg$/);
    expect(customization.banners).toHaveLength(2);
    expect(customization.welcomeText).toContain('Liberty Diner');
    // Its images are served.
    expect((await call(sb.url, 'GET', customization.cover?.url ?? '')).status).toBe(200);
  });

  test("the venue document's customization fields are read leniently, on top of the seeded ones", async () => {
    const venue = (await sb.store.get('venues/venue-london-pub')).data as Record<string, unknown>;
    await sb.store.write('venues/venue-london-pub', {
      ...venue,
      customization: { logoUrl: '/sandbox/menu-images/crown.svg', websitePage: 'javascript:alert(1)', theme: { color: 'red' }, welcomeText: 'Cheers' },
    });
    const answer = await call(sb.url, 'GET', '/marketing/public/api/v1/enrollments/enrollment-london-pub/customization');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ logo: { url: '/sandbox/menu-images/crown.svg' }, welcomeText: 'Cheers' });
    // The javascript: link and the colour that is not hex are left out, not the customization.
    expect(answer.body).not.toHaveProperty('websitePage');
    expect(answer.body).not.toHaveProperty('theme');
  });

  test('an unknown enrollment is 404 enrollment-not-found; a malformed id is 400 naming it', async () => {
    const unknown = await call(sb.url, 'GET', '/marketing/public/api/v1/enrollments/enrollment-nowhere/customization');
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ type: 'enrollment-not-found', field: 'params.id' }) });
    const malformed = await call(sb.url, 'GET', '/marketing/public/api/v1/enrollments/bad%20id%3F/customization');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(expect.objectContaining({ type: 'invalid-id', field: 'params.id' }));
  });
});

describe('POST /telemetry/events and /marketing/b2c-analytics/ingest', () => {
  test('events are stored once per id and counted per event name, on the admin page too', async () => {
    const event = { id: 'evt-1', eventName: 'menu_load', start: T0, end: T0 + 120 };
    expect(await call(sb.url, 'POST', '/telemetry/events', event)).toEqual({ status: 202, body: { id: 'evt-1', stored: true } });
    // A resend (a beacon after a fetch that did arrive) is stored once.
    expect(await call(sb.url, 'POST', '/telemetry/events', event)).toEqual({ status: 202, body: { id: 'evt-1', stored: false } });
    expect((await call(sb.url, 'POST', '/telemetry/events', { ...event, id: 'evt-2' })).status).toBe(202);
    const analytics = { id: 'an-1', eventName: 'basket_item_added', timestamp: T0, page: '/venues/v/menus', properties: { productId: 'p1', quantity: 2 } };
    expect(await call(sb.url, 'POST', '/marketing/b2c-analytics/ingest', analytics)).toEqual({ status: 202, body: { id: 'an-1', stored: true } });
    const counts = await call(sb.url, 'GET', '/sandbox/admin/telemetry');
    expect(telemetry.eventCountsSchema.parse(counts.body)).toEqual({ telemetry: { menu_load: 2 }, analytics: { basket_item_added: 1 } });
    const page = await call(sb.url, 'GET', '/sandbox/admin');
    expect(page.body).toContain('<th scope="row">menu_load</th><td>2</td>');
    expect(page.body).toContain('<th scope="row">basket_item_added</th><td>1</td>');
  });

  test.each([
    ['no id', 'body.id', { eventName: 'menu_load', start: T0, end: T0 }],
    ['an unknown event', 'body.eventName', { id: 'x1', eventName: 'drop_tables', start: T0, end: T0 }],
    ['a start that is not a timestamp', 'body.start', { id: 'x2', eventName: 'menu_load', start: 'yesterday', end: T0 }],
    ['an end before the start', 'body.end', { id: 'x3', eventName: 'menu_load', start: T0, end: T0 - 1 }],
    ['an extra field', 'body', { id: 'x4', eventName: 'menu_load', start: T0, end: T0, userEmail: 'a@b.c' }],
    ['an id that is not an id', 'body.id', { id: '<script>', eventName: 'menu_load', start: T0, end: T0 }],
  ])('telemetry with %s is 400 naming %s', async (_name, field, body) => {
    const answer = await call(sb.url, 'POST', '/telemetry/events', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expect.objectContaining({ type: 'invalid-request', field }));
  });

  test.each([
    ['an unknown event', 'body.eventName', { id: 'a1', eventName: 'x', timestamp: T0, page: '/' }],
    ['a page that is not an app path', 'body.page', { id: 'a2', eventName: 'page_viewed', timestamp: T0, page: 'https://evil.example/' }],
    ['a nested property', 'body.properties.a', { id: 'a3', eventName: 'page_viewed', timestamp: T0, page: '/', properties: { a: { b: 1 } } }],
    ['no timestamp', 'body.timestamp', { id: 'a4', eventName: 'page_viewed', page: '/' }],
  ])('analytics with %s is 400 naming %s', async (_name, field, body) => {
    const answer = await call(sb.url, 'POST', '/marketing/b2c-analytics/ingest', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expect.objectContaining({ type: 'invalid-request', field }));
  });

  test('junk bodies are 4xx, never 5xx', async () => {
    for (const path of ['/telemetry/events', '/marketing/b2c-analytics/ingest']) {
      for (const body of ['not json', '[]', 'null', '{"id":1e400}', JSON.stringify({ id: 'a'.repeat(5000) })]) {
        const answer = await call(sb.url, 'POST', path, body);
        expect(answer.status, `${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});
