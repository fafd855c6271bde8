import { billSchema } from '@tableside/billing-domain';
import { billOrderSchema, createTabResponseSchema } from '@tableside/ordering';
import { parseMenuPublication } from '@tableside/menu-availability';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createSandbox } from '../server.js';
import { tokenizeTestCard } from '../services/testing/test-card.js';
import { seedIds } from '../seed/seed-ids.js';
import { orderingSeedIds } from './plugin.js';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ inMemory: true, port: 0, seed: true });
}, 120_000);
afterAll(async () => {
  await sb.close();
}, 60_000);

async function json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${sb.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: z.record(z.string(), z.unknown()).parse(text === '' ? {} : JSON.parse(text)) };
}

async function documentData(path: string): Promise<unknown> {
  return (await json('GET', `/realtime/docs/${path}`)).body['data'];
}

describe('the ordering services inside the real sandbox', () => {
  test('menus are served from the seed and published over realtime', async () => {
    const menus = await json('GET', '/consultation/businesses/business-paris-bistro/menus?PAY_AT_TABLE_ONLY=true');
    expect(parseMenuPublication(menus.body).menus.map((menu) => menu.id)).toEqual(['fr-carte', 'fr-brunch']);
    expect(await documentData('menu_venues/venue-paris-bistro')).toEqual({ venueId: 'venue-paris-bistro', businessId: 'business-paris-bistro' });
  });

  test('an order on a table without a bill opens one on the POS with the ordered items', async () => {
    const table = seedIds.tables.parisNoBill;
    expect(
      (await json('POST', '/ordering/order-sessions', { businessId: 'business-paris-bistro', tableId: table.tableId, sessionId: 'e2e-session' })).status,
    ).toBe(200);
    const placed = await json('POST', `/sunday-device-manager/hybrid/tables/${table.tableId}/orders`, {
      businessId: 'business-paris-bistro',
      experienceId: `experience-${table.venueId}`,
      items: [{ id: 'fr-tarte', name: 'Tarte Tatin', quantity: 2, menuId: 'fr-carte', subItems: [] }],
      idempotencyKey: 'e2e-order',
      sessionId: 'e2e-session',
    });
    expect(placed.status).toBe(200);
    const order = billOrderSchema.parse(await documentData(`bill_orders/${String(placed.body['orderId'])}`));
    expect(order.status).toBe('PLACED');
    const billId = z.object({ billId: z.string() }).parse(await documentData(`bill_orders/${order.orderId}`)).billId;
    const bill = billSchema.parse(await documentData(`bills/${billId}`));
    expect(JSON.stringify(bill)).toContain('Tarte Tatin');
    expect(bill.leftToPay.amount).toBeGreaterThanOrEqual(2 * 850_000);
  });

  test('pre-authorisation: an order at the FIXED_AMOUNT venue without a hold is PRE_AUTHORIZATION_REQUIRED', async () => {
    const venue = orderingSeedIds.venues.preAuthFixed;
    await json('POST', '/ordering/order-sessions', { businessId: venue.businessId, tableId: venue.tableId, sessionId: 'held-session' });
    const refused = await json('POST', `/sunday-device-manager/hybrid/tables/${venue.tableId}/orders`, {
      businessId: venue.businessId,
      experienceId: `experience-${venue.venueId}`,
      items: [{ id: 'gb-cider', name: 'Cider', quantity: 1, menuId: 'held-pub-menu', subItems: [] }],
      idempotencyKey: 'held-1',
      sessionId: 'held-session',
    });
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 1, type: 'PRE_AUTHORIZATION_REQUIRED' } });
  });

  test('a tab is created for the tab venue and unknown tabs are "not found in store"', async () => {
    const tab = createTabResponseSchema.parse((await json('POST', `/billing/businesses/${orderingSeedIds.venues.tab.businessId}/tab`)).body);
    expect(tab.paymentId).toMatch(/^payment-tab-/);
    const missing = await json('PUT', `/billing/businesses/${orderingSeedIds.venues.tab.businessId}/tabs/tab-unknown`, {
      customer: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'tab could not be found in store' } });
  });

  test('a tab held through the real payment simulator (manual capture) opens with its bill', async () => {
    const businessId = orderingSeedIds.venues.tab.businessId;
    const created = await json('POST', `/billing/businesses/${businessId}/tab`);
    const tab = createTabResponseSchema.parse(created.body);
    // The hold belongs to the guest who creates it: only their token reads or confirms it.
    const guest = await json('POST', '/identity/anonymous');
    const headers = { 'x-tableside-guest-token': String(guest.body['token']) };
    const intent = await json(
      'POST',
      '/sandbox-payments/payment-intents',
      { amount: created.body['holdAmount'], billId: tab.tabId, splitId: tab.tabId, paymentId: tab.paymentId, captureMethod: 'manual' },
      headers,
    );
    expect(intent.status).toBe(201);
    const confirmed = await json(
      'POST',
      `/sandbox-payments/payment-intents/${String(intent.body['id'])}/confirm`,
      { clientSecret: intent.body['clientSecret'], paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(sb.url, '4242424242424242') } },
      headers,
    );
    expect(confirmed.body['status']).toBe('requires_capture');
    const registered = await json('PUT', `/billing/businesses/${businessId}/tabs/${tab.tabId}`, { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(registered.status).toBe(200);
    const document = z.object({ status: z.string(), billId: z.string() }).parse(await documentData(`tabs/${tab.tabId}`));
    expect(document.status).toBe('OPEN');
    expect(billSchema.parse(await documentData(`bills/${document.billId}`)).tabId).toBe(tab.tabId);
  });
});
