import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createApiClient } from '../create-api-client.js';
import { MENU_PUBLICATION_ATTEMPTS, MENU_PUBLICATION_RETRY_DELAY_MS } from './menus-api.js';

const U = 100_000;
const menu = (id: string) => ({
  id,
  name: `Menu ${id}`,
  categories: [
    {
      id: 'c1',
      name: 'Starters',
      elements: [{ type: 'PRODUCT', product: { id: 'p1', productType: 'PRODUCT', name: 'Soup', price: { amount: 8 * U, currency: 'EUR' } } }],
    },
  ],
});

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const sleeps: number[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fake.fetch,
    generateUuid: () => 'uuid',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { menus: api.menus, requests: fake.requests, sleeps };
}

describe('menu service calls (3-menus §7)', () => {
  test('GET consultation/businesses/{id}?PAY_AT_TABLE_ONLY=true parses the business', async () => {
    const { menus, requests } = setup(
      json(200, {
        id: 'b 1',
        name: 'Bistro',
        currency: 'EUR',
        defaultLanguage: 'FR',
        languages: ['FR', 'EN'],
        menuPublication: { url: '/pub.json' },
        extra: 1,
      }),
    );
    const result = await menus.getBusiness('b 1');
    expect(result).toEqual({
      ok: true,
      value: { id: 'b 1', name: 'Bistro', currency: 'EUR', defaultLanguage: 'FR', languages: ['FR', 'EN'], menuPublication: { url: '/pub.json' } },
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'http://api.test/consultation/businesses/b%201?PAY_AT_TABLE_ONLY=true' });
    expect(requests[0]?.headers['x-correlation-id']).toBe('pat_spa_uuid');
  });

  test('a business of the wrong shape is an invalid-response value, not a cast', async () => {
    const { menus } = setup(json(200, { id: 'b1', name: 'Bistro', currency: 'euros', defaultLanguage: 'FR' }));
    const result = await menus.getBusiness('b1');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.type).toBe('invalid-response');
  });

  test('GET consultation/businesses/{id}/menus?PAY_AT_TABLE_ONLY=true parses every menu with menu-availability', async () => {
    const { menus, requests } = setup(json(200, { menus: [menu('m1')] }));
    const result = await menus.getMenus('b1');
    expect(result.ok && result.value.map((m) => [m.id, m.categories[0]?.elements.length, m.visible])).toEqual([['m1', 1, true]]);
    expect(requests[0]?.url).toBe('http://api.test/consultation/businesses/b1/menus?PAY_AT_TABLE_ONLY=true');
  });

  test('"Menu and product fetch failures give 404 with the cause" (3-menus §8): the 404 comes back as a value', async () => {
    const { menus } = setup(json(404, { code: 'business-not-found' }));
    expect(await menus.getMenus('nope')).toEqual({ ok: false, error: { type: 'http', status: 404, body: { code: 'business-not-found' } } });
  });

  test('GET consultation/businesses/{id}/menus/{menuId}/products/{productId} gives the product and its sub-products', async () => {
    const { menus, requests } = setup(
      json(200, {
        id: 'p1',
        productType: 'PRODUCT',
        name: 'Steak',
        menuId: 'm1',
        subProductIds: ['g1'],
        subProducts: [{ id: 'g1', productType: 'MODIFIER_GROUP', name: 'Cooking', min: 1, max: 1 }],
      }),
    );
    const result = await menus.getProduct('b1', 'm1', 'p1');
    expect(result.ok && [result.value.menuId, result.value.subProducts.map((p) => p.id)]).toEqual(['m1', ['g1']]);
    expect(requests[0]?.url).toBe('http://api.test/consultation/businesses/b1/menus/m1/products/p1');
  });

  test('POST consultation/businesses/{id}/upsell-products sends "items of productId and menuId"', async () => {
    const upsell = { menuId: 'm1', id: 'p9', name: 'Fries', price: { amount: 4 * U, currency: 'EUR' }, tags: [], isAvailableForOrder: true };
    const { menus, requests } = setup(json(200, { products: [upsell] }));
    const result = await menus.getUpsellProducts('b1', [{ productId: 'p1', menuId: 'm1' }]);
    expect(result).toEqual({ ok: true, value: [upsell] });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/consultation/businesses/b1/upsell-products',
      body: { items: [{ productId: 'p1', menuId: 'm1' }] },
    });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  test.each([
    ['with a language', 'EN', 'http://api.test/upsell/businesses/b1?language=EN'],
    ['without a language', undefined, 'http://api.test/upsell/businesses/b1'],
  ])('GET upsell/businesses/{id}?language= %s', async (_name, language, url) => {
    const { menus, requests } = setup(json(200, { language: 'EN', upsells: [] }));
    expect(await menus.getBusinessUpsells('b1', language)).toEqual({ ok: true, value: { language: 'EN', upsells: [] } });
    expect(requests[0]?.url).toBe(url);
  });

  test('GET marketing/public/businesses/{businessId}/menu/{language} parses the home tile layouts', async () => {
    const layout = { labelDisplay: 'INSIDE', tiles: [{ type: 'externalLink', url: 'https://x.test', label: 'Site', position: { x: 0, y: 0 }, size: 'large' }] };
    const { menus, requests } = setup(json(200, { defaultLayout: layout }));
    const result = await menus.getHomeLayouts('b1', 'FR');
    expect(result.ok && result.value.defaultLayout.tiles[0]?.type).toBe('externalLink');
    expect(result.ok && result.value.scheduledLayouts).toEqual([]);
    expect(requests[0]?.url).toBe('http://api.test/marketing/public/businesses/b1/menu/FR');
  });
});

describe('menu publication: "2 attempts, 300 ms wait between; a publication failure falls back to the menu service" (3-menus §7, §9)', () => {
  test("the constants are the spec's", () => {
    expect([MENU_PUBLICATION_ATTEMPTS, MENU_PUBLICATION_RETRY_DELAY_MS]).toEqual([2, 300]);
  });

  test('a publication read on the first attempt is used; a relative URL resolves against the API origin, with gzip', async () => {
    const { menus, requests, sleeps } = setup(json(200, { menus: [menu('m1')] }));
    const result = await menus.loadMenus('b1', '/menu-publications/b1/p.json');
    expect(result.ok && [result.value.source, result.value.menus.map((m) => m.id)]).toEqual([{ kind: 'publication' }, ['m1']]);
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/menu-publications/b1/p.json']);
    expect(requests[0]?.headers['accept-encoding']).toBe('gzip');
    expect(sleeps).toEqual([]);
  });

  test('an absolute publication URL (a CDN) is fetched on its own origin', async () => {
    const { menus, requests } = setup(json(200, { menus: [] }));
    await menus.loadMenus('b1', 'https://cdn.test/pub/b1.json?v=3');
    expect(requests[0]?.url).toBe('https://cdn.test/pub/b1.json?v=3');
  });

  test('a failed first attempt is retried once after 300 ms', async () => {
    const { menus, requests, sleeps } = setup(json(503, {}), json(200, { menus: [menu('m2')] }));
    const result = await menus.loadMenus('b1', '/pub.json');
    expect(result.ok && result.value.source).toEqual({ kind: 'publication' });
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([300]);
  });

  test('two failed attempts fall back to the menu service, reporting why', async () => {
    const { menus, requests, sleeps } = setup(new TypeError('offline'), new TypeError('offline'), json(200, { menus: [menu('m3')] }));
    const result = await menus.loadMenus('b1', '/pub.json');
    expect(result.ok && result.value.menus.map((m) => m.id)).toEqual(['m3']);
    expect(result.ok && result.value.source.kind).toBe('menu-service');
    expect(result.ok && result.value.source.kind === 'menu-service' && result.value.source.publicationError?.type).toBe('network');
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/pub.json',
      'http://api.test/pub.json',
      'http://api.test/consultation/businesses/b1/menus?PAY_AT_TABLE_ONLY=true',
    ]);
    expect(sleeps).toEqual([300]);
  });

  test('"an invalid menu publication raises an error" (3-menus §5): it is not read twice and the menu service answers', async () => {
    const { menus, requests } = setup(json(200, { menus: [{ id: 1 }] }), json(200, { menus: [menu('m4')] }));
    const result = await menus.loadMenus('b1', '/pub.json');
    expect(result.ok && result.value.source.kind === 'menu-service' && result.value.source.publicationError?.type).toBe('invalid-response');
    expect(requests).toHaveLength(2);
  });

  test('without a publication the menu service is asked directly', async () => {
    const { menus, requests } = setup(json(200, { menus: [] }));
    expect(await menus.loadMenus('b1')).toEqual({ ok: true, value: { menus: [], source: { kind: 'menu-service' } } });
    expect(requests).toHaveLength(1);
  });

  test('when the fallback fails too, its error is returned', async () => {
    const { menus } = setup(json(404, {}), json(500, { message: 'down' }));
    expect(await menus.loadMenus('b1', '/pub.json')).toEqual({ ok: false, error: { type: 'http', status: 500, body: { message: 'down' } } });
  });

  test.each([
    ['a menu present', 'm1', { ok: true }],
    ['a menu absent', 'zz', { ok: false, error: { type: 'http', status: 404, body: { code: 'menu-not-found', menuId: 'zz' } } }],
  ])('getMenu with %s', async (_name, menuId, expected) => {
    const { menus } = setup(json(200, { menus: [menu('m1')] }));
    expect(await menus.getMenu('b1', menuId, '/pub.json')).toMatchObject(expected);
  });

  test('getMenu passes a load failure through', async () => {
    const { menus } = setup(json(500, null));
    expect(await menus.getMenu('b1', 'm1')).toEqual({ ok: false, error: { type: 'http', status: 500, body: null } });
  });
});
