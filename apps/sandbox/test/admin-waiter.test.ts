import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { call, startSandbox } from './helpers.js';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
}, 120_000);
afterAll(() => sb.close());

const venue = 'venue-paris-bistro';

describe('the admin opens an order served by a chosen waiter (the waiter link check of 2-paying §4, §7)', () => {
  test('the bill names the waiter, whose account the waiter-app link check reports as not linked', async () => {
    const opened = await call(sb.url, 'POST', `/sandbox/admin/venues/${venue}/tables/waiter-fr-2/orders`, {
      items: [{ posProductId: 'fr-croque' }],
      staffPosId: 'fr-2',
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ staff: { posId: 'fr-2', name: 'Julien' } });
    const billId = String(opened.body['billId']);
    const bill = await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`);
    expect(bill.body).toMatchObject({ data: { order: { staff: { posId: 'fr-2', name: 'Julien' } } } });
    expect((await call(sb.url, 'GET', '/waiter-app-backend/enrollments/enrollment-paris-bistro/waiter-name/fr-2/linked')).body).toEqual({ linked: false });
  });

  test('without a waiter the venue’s first serves; a waiter of another venue is refused naming body.staffPosId', async () => {
    const opened = await call(sb.url, 'POST', `/sandbox/admin/venues/${venue}/tables/waiter-default/orders`, { items: [{ posProductId: 'fr-croque' }] });
    expect(opened.body).toMatchObject({ staff: { posId: 'fr-1' } });
    const refused = await call(sb.url, 'POST', `/sandbox/admin/venues/${venue}/tables/waiter-other/orders`, {
      items: [{ posProductId: 'fr-croque' }],
      staffPosId: 'gb-1',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ type: 'unknown-staff', field: 'body.staffPosId' });
    expect(String(refused.body['message'])).toContain('body.staffPosId');
  });
});
