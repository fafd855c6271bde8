import { createSandbox, orderingSeedIds, seedIds, type Sandbox } from '@tableside/sandbox';
import { afterAll, describe, expect, test } from 'vitest';
import { createApiClient, type ApiClient } from '../index.js';

// Contract: the ordering and tab calls against the real sandbox (in-memory database, loopback port).
const sandbox: Sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
let next = 0;
const api: ApiClient = createApiClient({ baseUrl: sandbox.url, generateUuid: () => `uuid-${++next}` });

afterAll(async () => {
  await sandbox?.close();
});

const table = seedIds.tables.parisNoBill;
const business = 'business-paris-bistro';
const item = { id: 'fr-onion-soup', name: 'Soupe à l’oignon', quantity: 1, menuId: orderingSeedIds.menus.parisCarte, subItems: [] };

describe('ordering contract (3-menus §7, §8)', () => {
  test('a declared session places an order on the table', async () => {
    const session = await api.ordering.declareOrderSession({ businessId: business, tableId: table.tableId, sessionId: 'session-contract' });
    expect(session).toEqual({ ok: true, value: true });
    const placed = await api.ordering.placeOrder(table.tableId, {
      businessId: business,
      experienceId: `experience-${table.venueId}`,
      items: [item],
      idempotencyKey: 'contract-key-1',
      sessionId: 'session-contract',
    });
    expect(placed.ok && typeof placed.value.orderId).toBe('string');
  });

  test('"1 gives PRE_AUTHORIZATION_REQUIRED" at the FIXED_AMOUNT venue without a hold', async () => {
    const venue = orderingSeedIds.venues.preAuthFixed;
    await api.ordering.declareOrderSession({ businessId: venue.businessId, tableId: venue.tableId, sessionId: 'session-preauth' });
    const menus = await api.menus.getMenus(venue.businessId);
    const menu = menus.ok ? menus.value[0] : undefined;
    const product = menu?.categories.flatMap((category) => category.elements).find((element) => element.type === 'PRODUCT');
    expect(product?.type).toBe('PRODUCT');
    if (!menu || product?.type !== 'PRODUCT') return;
    const placed = await api.ordering.placeOrder(venue.tableId, {
      businessId: venue.businessId,
      experienceId: `experience-${venue.venueId}`,
      items: [{ id: product.product.id, name: product.product.name, quantity: 1, menuId: menu.id, subItems: [] }],
      idempotencyKey: 'contract-key-2',
      sessionId: 'session-preauth',
    });
    expect(placed).toEqual({ ok: false, error: { code: 'PRE_AUTHORIZATION_REQUIRED' } });
  });

  test('a tab is created with its payment id, and registering without a hold is refused as a value', async () => {
    const venue = orderingSeedIds.venues.tab;
    const created = await api.ordering.createTab(venue.businessId);
    expect(created.ok && created.value.paymentId).toBeTruthy();
    if (!created.ok) return;
    const registered = await api.ordering.registerTab(venue.businessId, created.value.tabId, { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(!registered.ok && registered.error.error).toMatchObject({ type: 'http', status: 409 });
  });

  test('PUT billing/v1/tabs without a held intent is refused as a value', async () => {
    const venue = orderingSeedIds.venues.preAuthFixed;
    const opened = await api.ordering.openTab({ tableId: venue.tableId, authorization: { id: 'pi_missing', amount: orderingSeedIds.preAuthFixedAmount } });
    expect(opened.ok).toBe(false);
  });
});
