import { createSandbox, type Sandbox } from '@tableside/sandbox';
import { afterAll, describe, expect, test } from 'vitest';
import { createApiClient, type ApiClient } from '../index.js';

// Contract: the menu calls against the real sandbox (in-memory database, loopback port), never a mock of it.
const sleeps: number[] = [];

const PARIS = 'business-paris-bistro';
const LONDON = 'business-london-pub';

const sandbox: Sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
const api: ApiClient = createApiClient({
  baseUrl: sandbox.url,
  sleep: async (ms) => {
    sleeps.push(ms);
  },
});

afterAll(async () => {
  await sandbox?.close();
});

describe('menu service contract (3-menus §7)', () => {
  test('the Paris business names its languages and its menu publication', async () => {
    const result = await api.menus.getBusiness(PARIS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ id: PARIS, currency: 'EUR', defaultLanguage: 'FR' });
    expect(result.value.menuPublication?.url).toMatch(/^\/menu-publications\//);
  });

  test('an unknown business is a 404 value', async () => {
    const result = await api.menus.getBusiness('business-nowhere');
    expect(!result.ok && result.error.type === 'http' && result.error.status).toBe(404);
  });

  test("the menus parse with menu-availability's schemas and a product detail carries its sub-products", async () => {
    const menus = await api.menus.getMenus(PARIS);
    expect(menus.ok && menus.value.map((menu) => menu.id)).toContain('fr-carte');
    const steak = await api.menus.getProduct(PARIS, 'fr-carte', 'fr-steak');
    expect(steak.ok && steak.value.menuId).toBe('fr-carte');
    expect(steak.ok && steak.value.subProducts.length).toBeGreaterThan(0);
  });

  test('the flaky Paris publication is read on the second attempt, 300 ms after the first', async () => {
    const business = await api.menus.getBusiness(PARIS);
    const url = business.ok ? business.value.menuPublication?.url : undefined;
    sleeps.length = 0;
    const loaded = await api.menus.loadMenus(PARIS, url);
    expect(loaded.ok && loaded.value.source).toEqual({ kind: 'publication' });
    expect(loaded.ok && loaded.value.menus.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([300]);
  });

  test('the missing London publication falls back to the menu service', async () => {
    const business = await api.menus.getBusiness(LONDON);
    const loaded = await api.menus.loadMenus(LONDON, business.ok ? business.value.menuPublication?.url : undefined);
    expect(loaded.ok && loaded.value.source.kind).toBe('menu-service');
    expect(loaded.ok && loaded.value.menus.map((menu) => menu.id)).toContain('gb-pub-menu');
  });

  test('upsells for a basket line and for the bill, and the home tile layouts', async () => {
    const basket = await api.menus.getUpsellProducts(PARIS, [{ productId: 'fr-steak', menuId: 'fr-carte' }]);
    expect(basket.ok).toBe(true);
    const bill = await api.menus.getBusinessUpsells(PARIS, 'EN');
    expect(bill.ok && bill.value.language).toBe('EN');
    expect(bill.ok && bill.value.upsells.map((upsell) => upsell.id)).toEqual(expect.arrayContaining(['fr-coffee']));
    const layouts = await api.menus.getHomeLayouts(PARIS, 'EN');
    expect(layouts.ok && layouts.value.defaultLayout.tiles.length).toBeGreaterThan(0);
  });
});
