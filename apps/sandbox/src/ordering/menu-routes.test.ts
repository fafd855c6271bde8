import { gunzipSync } from 'node:zlib';
import { tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import {
  homeLayoutsSchema,
  menuPublicationSchema,
  parseMenuPublication,
  productSchema,
  staticMenuMode,
  staticMenuSchema,
  unavailableProductsDocumentSchema,
} from '@tableside/menu-availability';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../seed/seed-ids.js';
import { orderingSeedIds } from './plugin.js';
import { startOrdering, type StartedOrdering } from './testing/start-ordering.js';

let sb: StartedOrdering;
const paris = 'business-paris-bistro';
const london = 'business-london-pub';
const newYork = 'business-new-york-diner';

beforeAll(async () => {
  sb = await startOrdering();
}, 60_000);
afterAll(async () => {
  await sb.close();
}, 60_000);

describe('GET consultation/businesses/{id}?PAY_AT_TABLE_ONLY=true', () => {
  test('answers the business with its languages, publication and static menu', async () => {
    const { status, body } = await sb.call('GET', `/consultation/businesses/${paris}?PAY_AT_TABLE_ONLY=true`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: paris,
      venueId: seedIds.venues.parisBistro,
      currency: 'EUR',
      defaultLanguage: 'FR',
      languages: ['FR', 'EN', 'ES', 'DE', 'UK'],
      menuExposedType: 'DYNAMIC_MENU',
    });
    expect(body['menuPublication']).toEqual({ url: `/menu-publications/${paris}/publication-${paris}.json` });
  });

  test.each([
    ['static PDF venue: "static (images, PDF or external link)"', orderingSeedIds.venues.staticPdf.businessId, 'in-app'],
    ['link-out venue: "one with only an external link is a link-out"', orderingSeedIds.venues.linkOut.businessId, 'link-out'],
  ])('%s', async (_case, businessId, mode) => {
    const { status, body } = await sb.call('GET', `/consultation/businesses/${businessId}?PAY_AT_TABLE_ONLY=true`);
    expect(status).toBe(200);
    expect(body['menuExposedType']).toBe('STATIC_MENU');
    expect(staticMenuMode(staticMenuSchema.parse(body['staticMenu'])).kind).toBe(mode);
  });

  test.each([
    ['an unknown business', '/consultation/businesses/nope', 404, 'business-not-found'],
    ['a PAY_AT_TABLE_ONLY that is not a boolean', `/consultation/businesses/${paris}?PAY_AT_TABLE_ONLY=maybe`, 400, 'invalid-request'],
  ])('refuses %s', async (_case, url, status, type) => {
    const answer = await sb.call('GET', url);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
    expect(String(answer.body['message'])).not.toBe('');
  });
});

describe('GET consultation/businesses/{id}/menus', () => {
  test('PAY_AT_TABLE_ONLY=true leaves out the takeaway menu; the answer parses as a menu publication', async () => {
    const only = await sb.call('GET', `/consultation/businesses/${paris}/menus?PAY_AT_TABLE_ONLY=true`);
    const all = await sb.call('GET', `/consultation/businesses/${paris}/menus?PAY_AT_TABLE_ONLY=false`);
    expect(parseMenuPublication(only.body).menus.map((menu) => menu.id)).toEqual(['fr-carte', 'fr-brunch']);
    expect(parseMenuPublication(all.body).menus.map((menu) => menu.id)).toEqual(['fr-carte', 'fr-brunch', 'fr-a-emporter']);
  });

  test('the seed has translations in FR, EN, ES, DE and UK, allergens named in every menu language, tags, schedules, a snooze and a time-based price', async () => {
    const { menus } = parseMenuPublication((await sb.call('GET', `/consultation/businesses/${paris}/menus?PAY_AT_TABLE_ONLY=true`)).body);
    const carte = menus.find((menu) => menu.id === 'fr-carte');
    const products =
      carte?.categories.flatMap((category) => category.elements.flatMap((element) => (element.type === 'PRODUCT' ? [element.product] : []))) ?? [];
    const steak = products.find((product) => product.id === 'fr-steak');
    expect(Object.keys(steak?.translations ?? {}).sort()).toEqual(['DE', 'EN', 'ES', 'FR', 'UK']);
    expect(steak?.allergens[0]?.translations).toEqual({
      FR: 'Moutarde',
      EN: 'Mustard',
      ES: 'Mostaza',
      DE: 'Senf',
      IT: 'Senape',
      NL: 'Mosterd',
      PT: 'Mostarda',
      UK: 'Гірчиця',
    });
    for (const language of carte?.languages ?? []) {
      for (const allergen of products.flatMap((product) => product.allergens))
        expect(allergen.translations?.[language], `${allergen.id} in ${language}`).toBeDefined();
    }
    expect(products.find((product) => product.id === 'fr-plat-du-jour')?.snoozePeriod).toBeDefined();
    expect(products.find((product) => product.id === 'fr-wine')?.pricingStrategy).toMatchObject({ type: 'TIME_BASED', timeZone: 'Europe/Paris' });
    expect(products.find((product) => product.id === 'fr-formule')?.productType).toBe('BUNDLE');
    expect(products.find((product) => product.id === 'fr-coffee')?.productType).toBe('VARIANT_GROUP');
    expect(menus.find((menu) => menu.id === 'fr-brunch')?.schedules).toHaveLength(2);
  });

  test('an unknown business is a 404', async () => {
    expect((await sb.call('GET', '/consultation/businesses/nope/menus?PAY_AT_TABLE_ONLY=true')).status).toBe(404);
  });
});

describe('GET consultation/businesses/{id}/menus/{menuId}/products/{productId}', () => {
  test('answers the product with its nested sub-products', async () => {
    const { status, body } = await sb.call('GET', `/consultation/businesses/${paris}/menus/fr-carte/products/fr-formule`);
    expect(status).toBe(200);
    expect(productSchema.parse(body).id).toBe('fr-formule');
    const subIds = (body['subProducts'] as { id: string }[]).map((product) => product.id);
    // The bundle's groups, their options, and the steak's own nested cooking group.
    expect(subIds).toEqual(expect.arrayContaining(['fr-formule-entree', 'fr-formule-plat', 'fr-steak', 'fr-cuisson', 'fr-saignant']));
  });

  test.each([
    ['an unknown menu', `/consultation/businesses/${paris}/menus/nope/products/fr-steak`, 'menu-not-found'],
    ['an unknown product', `/consultation/businesses/${paris}/menus/fr-carte/products/nope`, 'product-not-found'],
    ['an unknown business', `/consultation/businesses/nope/menus/fr-carte/products/fr-steak`, 'business-not-found'],
  ])('"Menu and product fetch failures give 404 with the cause": %s', async (_case, url, type) => {
    const answer = await sb.call('GET', url);
    expect(answer.status).toBe(404);
    expect(answer.body['type']).toBe(type);
  });
});

describe('upsells', () => {
  test('POST consultation/businesses/{id}/upsell-products answers related products not in the basket, orderable and visible', async () => {
    const { status, body } = await sb.call('POST', `/consultation/businesses/${paris}/upsell-products`, {
      items: [
        { productId: 'fr-steak', menuId: 'fr-carte' },
        { productId: 'fr-tarte', menuId: 'fr-carte' },
        { productId: 'fr-croque', menuId: 'unknown-menu' },
      ],
    });
    expect(status).toBe(200);
    expect(body['products']).toEqual([
      expect.objectContaining({ menuId: 'fr-carte', id: 'fr-wine', isAvailableForOrder: true, price: { amount: 650_000, currency: 'EUR' } }),
    ]);
  });

  test('GET upsell/businesses/{id}?language= answers bill upsells in that language', async () => {
    const { status, body } = await sb.call('GET', `/upsell/businesses/${paris}?language=de`);
    expect(status).toBe(200);
    expect(body['language']).toBe('DE');
    expect(body['upsells']).toEqual([
      expect.objectContaining({ id: 'fr-tarte', name: 'Apfeltarte Tatin', menuId: 'fr-carte' }),
      expect.objectContaining({ id: 'fr-coffee', name: 'Kaffee' }),
    ]);
  });

  test('without a language the business default is used; an unsupported one is a 400', async () => {
    expect((await sb.call('GET', `/upsell/businesses/${paris}`)).body['language']).toBe('FR');
    const refused = await sb.call('GET', `/upsell/businesses/${paris}?language=klingon`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: 'unsupported-language-code' });
    expect(String(refused.body['message'])).toContain('language');
  });

  test('a malformed upsell body is a 400 naming the field', async () => {
    const refused = await sb.call('POST', `/consultation/businesses/${paris}/upsell-products`, { items: [{ productId: 3 }] });
    expect(refused.status).toBe(400);
    expect(String(refused.body['message'])).toContain('body.items.0.productId');
  });
});

describe('GET marketing/public/businesses/{businessId}/menu/{language}', () => {
  test.each([
    ['EN', 'Welcome'],
    [' fr ', 'Bienvenue'],
    ['gb', 'Welcome'],
    ['es', 'Bienvenido'],
    ['de', 'Willkommen'],
  ])('"Language codes: trimmed, upper-cased ... GB maps to EN": %j', async (language, title) => {
    const { status, body } = await sb.call('GET', `/marketing/public/businesses/${paris}/menu/${encodeURIComponent(language)}`);
    expect(status).toBe(200);
    const layouts = homeLayoutsSchema.parse(body);
    expect(layouts.defaultLayout.title).toBe(title);
    expect(new Set(layouts.defaultLayout.tiles.map((tile) => tile.type))).toEqual(new Set(['subMenu', 'category', 'product', 'externalLink']));
    expect(layouts.scheduledLayouts).toHaveLength(1);
  });

  test('a supported language without its own layout falls back to the business default', async () => {
    const { body } = await sb.call('GET', `/marketing/public/businesses/${london}/menu/IT`);
    expect(homeLayoutsSchema.parse(body).defaultLayout.title).toBe('Welcome to the pub');
  });

  test.each([
    ['an unsupported language', `/marketing/public/businesses/${paris}/menu/xx`, 400],
    ['a business without layouts', `/marketing/public/businesses/${orderingSeedIds.venues.staticPdf.businessId}/menu/FR`, 404],
    ['an unknown business', '/marketing/public/businesses/nope/menu/FR', 404],
  ])('refuses %s', async (_case, url, status) => {
    expect((await sb.call('GET', url)).status).toBe(status);
  });
});

describe('menu publications: "fetched by URL with gzip, 2 attempts, 300 ms wait between; a publication failure falls back to the menu service"', () => {
  const publication = (businessId: string) => `/menu-publications/${businessId}/publication-${businessId}.json`;

  test('a published menu is gzip JSON that parses as a menu publication', async () => {
    const { status, response } = await sb.call('GET', publication(newYork));
    expect(status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const menus = parseMenuPublication(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')));
    expect(menus.menus.map((menu) => menu.id)).toEqual(['us-diner-menu']);
  });

  test('the Paris publication fails on the first attempt and succeeds on the second', async () => {
    const first = await sb.call('GET', publication(paris));
    const second = await sb.call('GET', publication(paris));
    expect(first.status).toBe(503);
    expect(first.body['type']).toBe('publication-unavailable');
    expect(second.status).toBe(200);
    expect(menuPublicationSchema.safeParse(JSON.parse(gunzipSync(second.response.rawPayload).toString('utf8'))).success).toBe(true);
  });

  test('the London publication is missing, so both attempts fail and the client falls back to the menu service', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await sb.call('GET', publication(london))).status).toBe(404);
    expect((await sb.call('GET', `/consultation/businesses/${london}/menus?PAY_AT_TABLE_ONLY=true`)).status).toBe(200);
  });

  test('a wrong file name is a 404', async () => {
    expect((await sb.call('GET', `/menu-publications/${newYork}/other.json`)).status).toBe(404);
  });
});

describe('realtime documents and unavailable products', () => {
  test('the seed publishes each business publication pointer, venue link and unavailable-products document', () => {
    expect(sb.documents.get(`business_menu_publications/${paris}`)).toEqual({
      businessId: paris,
      url: `/menu-publications/${paris}/publication-${paris}.json`,
      contentEncoding: 'gzip',
    });
    expect(sb.documents.get(`menu_venues/${seedIds.venues.parisBistro}`)).toEqual({ venueId: seedIds.venues.parisBistro, businessId: paris });
    const unavailable = unavailableProductsDocumentSchema.parse(sb.documents.get(`unavailable_products/${paris}`));
    expect(unavailable.unavailableProducts.map((entry) => entry.externalId)).toEqual(['fr-ile-flottante']);
  });

  test('PUT /sandbox/businesses/{id}/unavailable-products replaces and publishes the document', async () => {
    const document = { unavailableProducts: [{ sku: 'US-FRIES', externalId: 'us-fries', start: '2026-06-01T00:00:00Z', end: '2026-07-01T00:00:00Z' }] };
    const put = await sb.call('PUT', `/sandbox/businesses/${newYork}/unavailable-products`, document);
    expect(put.status).toBe(200);
    expect(sb.documents.get(`unavailable_products/${newYork}`)).toEqual(document);
    expect((await sb.call('GET', `/unavailable-products/businesses/${newYork}`)).body).toEqual(document);
    const invalid = await sb.call('PUT', `/sandbox/businesses/${newYork}/unavailable-products`, {
      unavailableProducts: [{ start: 'yesterday', end: '2026-07-01T00:00:00Z' }],
    });
    expect(invalid.status).toBe(400);
    expect(String(invalid.body['message'])).toContain('Invalid ISO date string');
  });
});

describe('seed venues and assets', () => {
  test('the extra venues and their tables parse with the billing-domain schemas; pre-authorisation strategies are set', () => {
    for (const ids of Object.values(orderingSeedIds.venues)) {
      expect(venueSchema.safeParse(sb.venues.get(ids.venueId)).success).toBe(true);
      expect(tableDeviceSchema.parse(sb.devices.get(ids.deviceId)).experience?.experienceId).toBe(`experience-${ids.venueId}`);
    }
    expect(tableDeviceSchema.parse(sb.devices.get(orderingSeedIds.venues.preAuthFixed.deviceId)).experience?.preAuthorization).toEqual({
      enabled: true,
      strategy: { type: 'FIXED_AMOUNT', amount: { amount: 2_000_000, currency: 'GBP' } },
    });
    expect(tableDeviceSchema.parse(sb.devices.get(orderingSeedIds.venues.preAuthFirstOrder.deviceId)).experience?.preAuthorization?.strategy).toEqual({
      type: 'FIRST_ORDER_AMOUNT',
    });
    expect(tableDeviceSchema.parse(sb.devices.get(seedIds.tables.parisFresh.deviceId)).experience?.experienceId).toBe(
      `experience-${seedIds.venues.parisBistro}`,
    );
  });

  test('the static PDF menu is a real PDF and menu pictures are SVG', async () => {
    const pdf = await sb.call('GET', orderingSeedIds.staticMenuPdf);
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const svg = await sb.call('GET', '/sandbox/menu-images/fr-steak.svg');
    expect(svg.response.headers['content-type']).toBe('image/svg+xml');
    expect(svg.response.body).toContain('aria-label="fr steak"');
    // Placeholders draw no text of their own: the tile or product label is shown by the page (issue 10).
    expect(svg.response.body).not.toContain('<text');
    expect((await sb.call('GET', '/sandbox/menu-images/..%2Fsecret.svg')).status).toBe(400);
    expect((await sb.call('GET', '/sandbox/static-menus/other.pdf')).status).toBe(404);
  });

  test('the plugin does not seed twice: a second start on the same database keeps one copy', async () => {
    const before = await sb.call('GET', `/consultation/businesses/${paris}/menus?PAY_AT_TABLE_ONLY=false`);
    const { seedMenus } = await import('./plugin.js');
    const { OrderingStore } = await import('./ordering-store.js');
    await seedMenus({
      store: new OrderingStore(sb.db),
      options: sb.options,
      venues: { fr: seedIds.venues.parisBistro, gb: seedIds.venues.londonPub, us: seedIds.venues.newYorkDiner },
      now: Date.UTC(2026, 5, 3),
    });
    const after = await sb.call('GET', `/consultation/businesses/${paris}/menus?PAY_AT_TABLE_ONLY=false`);
    expect((after.body['menus'] as unknown[]).length).toBe((before.body['menus'] as unknown[]).length);
  });
});
