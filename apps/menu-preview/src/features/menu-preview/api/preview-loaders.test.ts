import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../../../../test/fake-services.js';
import { loadVenueMenus } from './load-venue-menus.js';
import { loadBlockPage, loadMenuPage, loadProductPage } from './preview-loaders.js';

describe('loadVenueMenus', () => {
  test("reads the venue's business from menu_venues, then the business and its published menus", async () => {
    const { services } = fakeServices();
    const result = await loadVenueMenus(services, 'venue-paris');
    expect(result.ok && [result.value.business.name, result.value.menus.map((menu) => menu.id)]).toEqual(['Paris bistro', ['fr-carte', 'fr-brunch']]);
  });

  test.each([
    ['no menu_venues document', (b: ReturnType<typeof fakeServices>['backend']) => b.documents.delete('menu_venues/venue-paris'), { code: 'venue-not-found' }],
    [
      'the business is a 404',
      (b: ReturnType<typeof fakeServices>['backend']) => b.routes.delete('/consultation/businesses/business-paris'),
      { code: 'venue-not-found' },
    ],
  ])('%s → venue not found', async (_name, change, expected) => {
    const { services, backend } = fakeServices();
    change(backend);
    expect(await loadVenueMenus(services, 'venue-paris')).toEqual({ ok: false, error: expected });
  });

  test('the store or the menu service failing → unavailable', async () => {
    expect(await loadVenueMenus(fakeServices({ storeFails: true }).services, 'venue-paris')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    const { services, backend } = fakeServices();
    backend.routes.set('/consultation/businesses/business-paris', { status: 500, body: {} });
    expect(await loadVenueMenus(services, 'venue-paris')).toMatchObject({ ok: false, error: { code: 'unavailable', cause: { type: 'http', status: 500 } } });
    backend.routes.set('/consultation/businesses/business-paris', {
      status: 200,
      body: { id: 'business-paris', name: 'P', currency: 'EUR', defaultLanguage: 'FR' },
    });
    backend.routes.set('/consultation/businesses/business-paris/menus', { status: 503, body: {} });
    expect(await loadVenueMenus(services, 'venue-paris')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  test('"invalid unavailable-products documents are logged and treated as empty" (3-menus §5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, backend } = fakeServices();
    backend.documents.set('unavailable_products/business-paris', { unavailableProducts: 'nope' });
    const result = await loadVenueMenus(services, 'venue-paris');
    expect(result.ok && result.value.unavailableProducts).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid unavailable-products document'));
    warn.mockRestore();
  });
});

describe('page loaders', () => {
  test('menu page: the menu, or menu-not-found', async () => {
    const { services } = fakeServices();
    expect((await loadMenuPage(services, 'venue-paris', 'fr-carte')).ok).toBe(true);
    expect(await loadMenuPage(services, 'venue-paris', 'nope')).toEqual({ ok: false, error: { code: 'menu-not-found' } });
    expect(await loadMenuPage(services, 'venue-x', 'fr-carte')).toEqual({ ok: false, error: { code: 'venue-not-found' } });
  });

  test('product page: the detail, product-not-found on 404, unavailable otherwise', async () => {
    const { services, backend } = fakeServices();
    const found = await loadProductPage(services, 'venue-paris', 'fr-carte', 'steak');
    expect(found.ok && found.value.product.subProducts.length).toBe(3);
    expect(await loadProductPage(services, 'venue-paris', 'fr-carte', 'nope')).toEqual({ ok: false, error: { code: 'product-not-found' } });
    backend.routes.set('/consultation/businesses/business-paris/menus/fr-carte/products/steak', { status: 500, body: {} });
    expect(await loadProductPage(services, 'venue-paris', 'fr-carte', 'steak')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await loadProductPage(services, 'venue-paris', 'nope', 'steak')).toEqual({ ok: false, error: { code: 'menu-not-found' } });
  });

  test('block page: the block, or block-not-found', async () => {
    const { services } = fakeServices();
    const found = await loadBlockPage(services, 'venue-paris', 'fr-carte', 'happy');
    expect(found.ok && found.value.block.title).toBe('Happy hour');
    expect(await loadBlockPage(services, 'venue-paris', 'fr-carte', 'soup')).toEqual({ ok: false, error: { code: 'block-not-found' } });
    expect(await loadBlockPage(services, 'venue-paris', 'nope', 'happy')).toEqual({ ok: false, error: { code: 'menu-not-found' } });
  });
});
