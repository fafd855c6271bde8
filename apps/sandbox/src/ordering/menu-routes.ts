import { gzipSync } from 'node:zlib';
import { venueSchema } from '@tableside/billing-domain';
import { isProductVisible, normaliseLanguageCode, resolveProductPrice, type Menu, type Product } from '@tableside/menu-availability';
import { ordering as contract } from '@tableside/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-route.js';
import { refuse } from './http-reply.js';
import type { OrderingContext } from './ordering-context.js';
import type { BusinessRecord } from './ordering-records.js';
import { menuProducts } from './price-order.js';
import { orderingSeedIds } from './seed-menus.js';
import { menuImageSvg, staticMenuPdf } from './static-assets.js';

async function business(context: OrderingContext, businessId: string): Promise<BusinessRecord> {
  const found = await context.store.business(businessId);
  if (!found) throw refuse(404, 'business-not-found', `businessId: business ${businessId} could not be found`);
  return found;
}

function language(raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw.trim() === '') return fallback;
  const normalised = normaliseLanguageCode(raw);
  if (!normalised.ok) throw refuse(400, 'unsupported-language-code', `language: ${raw} is not a supported language code`);
  return normalised.value;
}

/** "Bill upsell: menuId, id, name, descriptions, imageUrl, price, tags, isAvailableForOrder" (3-menus §3). */
function billUpsell(menu: Menu, product: Product, now: number, lang?: string) {
  const translated = lang ? product.translations?.[lang] : undefined;
  const price = resolveProductPrice(product, { menuId: menu.id, now });
  return {
    menuId: menu.id,
    id: product.id,
    name: translated?.name ?? product.name,
    ...((translated?.description ?? product.description) ? { description: translated?.description ?? product.description } : {}),
    ...(product.shortDescription ? { shortDescription: product.shortDescription } : {}),
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
    ...(price ? { price } : {}),
    tags: product.tags,
    isAvailableForOrder: product.isAvailableForOrder,
  };
}

/** The product and, recursively, every sub-product it offers (modifier groups, variants, nested options). */
function withSubProducts(product: Product, products: Map<string, Product>): Product[] {
  const seen = new Map<string, Product>();
  const visit = (current: Product) => {
    for (const subId of current.subProductIds) {
      const sub = products.get(subId);
      if (sub && !seen.has(subId)) {
        seen.set(subId, sub);
        visit(sub);
      }
    }
  };
  visit(product);
  return [...seen.values()];
}

/**
 * The menu service (3-menus §7 "Menu service"): business, menus and product detail under `consultation/`,
 * upsells, home tile layouts, gzip menu publications, unavailable products, and the seed's pictures and PDF.
 */
export function registerMenuRoutes(scope: FastifyInstance, context: OrderingContext): void {
  const flakyCounters = new Map<string, number>();
  serve(scope, contract.getBusiness, async (request) => {
    const { businessId } = request.params;
    const record = await business(context, businessId);
    const venue = venueSchema.safeParse(await context.options.getVenue(record.venueId));
    const menus = venue.success ? venue.data.menus : [];
    return {
      id: record.businessId,
      name: record.name,
      venueId: record.venueId,
      currency: record.currency,
      defaultLanguage: record.defaultLanguage,
      languages: record.languages,
      menuExposedType: venue.success ? (venue.data.menuExposedType ?? 'DYNAMIC_MENU') : 'DYNAMIC_MENU',
      staticMenu: { menus, ...(venue.success && venue.data.externalUrl ? { externalUrl: venue.data.externalUrl } : {}) },
      menuPublication: { url: `/menu-publications/${record.businessId}/${record.publicationId}.json` },
      ordering: venue.success ? venue.data.ordering : { enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false },
      tabsEnabled: record.tabsEnabled,
    };
  });

  serve(scope, contract.listMenus, async (request) => {
    const { businessId } = request.params;
    const query = request.query;
    await business(context, businessId);
    const menus = await context.store.menus(businessId, query.PAY_AT_TABLE_ONLY !== 'false');
    return { menus: menus.map((record) => record.menu) };
  });

  serve(scope, contract.getProduct, async (request) => {
    const { businessId, menuId, productId } = request.params;
    await business(context, businessId);
    const menu = (await context.store.menus(businessId, false)).find((record) => record.menu.id === menuId)?.menu;
    if (!menu) throw refuse(404, 'menu-not-found', `menuId: menu ${menuId} could not be found`);
    const products = menuProducts(menu);
    const product = products.get(productId);
    if (!product) throw refuse(404, 'product-not-found', `productId: product ${productId} could not be found in menu ${menuId}`);
    return { ...product, menuId, subProducts: withSubProducts(product, products) };
  });

  serve(scope, contract.upsellProducts, async (request) => {
    const { businessId } = request.params;
    const body = request.body;
    await business(context, businessId);
    const now = context.now();
    const menus = (await context.store.menus(businessId, true)).map((record) => record.menu);
    const { unavailableProducts } = await context.store.unavailableProducts(businessId);
    const inBasket = new Set(body.items.map((item) => item.productId));
    const upsells = new Map<string, ReturnType<typeof billUpsell>>();
    for (const item of body.items) {
      const menu = menus.find((candidate) => candidate.id === item.menuId);
      if (!menu) continue;
      const products = menuProducts(menu);
      for (const relatedId of products.get(item.productId)?.relatedProducts ?? []) {
        const related = products.get(relatedId);
        if (!related || inBasket.has(relatedId) || upsells.has(relatedId)) continue;
        if (related.isAvailableForOrder && isProductVisible(related, { now, unavailableProducts })) upsells.set(relatedId, billUpsell(menu, related, now));
      }
    }
    return { products: [...upsells.values()] };
  });

  serve(scope, contract.businessUpsells, async (request) => {
    const { businessId } = request.params;
    const query = request.query;
    const record = await business(context, businessId);
    const lang = language(query.language, record.defaultLanguage);
    const now = context.now();
    const menus = (await context.store.menus(businessId, true)).map((entry) => entry.menu);
    const { unavailableProducts } = await context.store.unavailableProducts(businessId);
    const upsells = record.upsells.flatMap(({ menuId, productId }) => {
      const menu = menus.find((candidate) => candidate.id === menuId);
      const product = menu ? menuProducts(menu).get(productId) : undefined;
      if (!menu || !product || !isProductVisible(product, { now, unavailableProducts })) return [];
      return [billUpsell(menu, product, now, lang)];
    });
    return { language: lang, upsells };
  });

  serve(scope, contract.homeLayout, async (request) => {
    const params = request.params;
    const record = await business(context, params.businessId);
    const lang = language(params.language, record.defaultLanguage);
    const layouts = record.homeLayouts[lang] ?? record.homeLayouts[record.defaultLanguage];
    if (!layouts) throw refuse(404, 'home-layout-not-found', `businessId: business ${params.businessId} has no home layout`);
    return layouts;
  });

  serve(scope, contract.menuPublication, async (request, reply) => {
    const params = request.params;
    const record = await business(context, params.businessId);
    if (params.file !== `${record.publicationId}.json` || record.publication === 'missing') {
      throw refuse(404, 'publication-not-found', `file: no menu publication ${params.file} for business ${params.businessId}`);
    }
    if (record.publication === 'flaky') {
      // Every other fetch fails, so a client's second attempt (after 300 ms) is what succeeds.
      const count = (flakyCounters.get(record.businessId) ?? 0) + 1;
      flakyCounters.set(record.businessId, count);
      if (count % 2 === 1) throw refuse(503, 'publication-unavailable', 'file: the menu publication is temporarily unavailable, retry');
    }
    const menus = (await context.store.menus(record.businessId, true)).map((entry) => entry.menu);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .header('cache-control', 'no-cache')
      .send(gzipSync(JSON.stringify({ menus })));
  });

  serve(scope, contract.unavailableProducts, async (request) => {
    const { businessId } = request.params;
    await business(context, businessId);
    return context.store.unavailableProducts(businessId);
  });

  serve(scope, contract.putUnavailableProducts, async (request) => {
    const { businessId } = request.params;
    const document = request.body;
    await business(context, businessId);
    await context.store.transaction((tx) => context.store.putUnavailableProducts(tx, businessId, document));
    await context.options.publishDocument(`unavailable_products/${businessId}`, document);
    return document;
  });

  serve(scope, contract.menuImage, async (request, reply) => {
    const { name } = request.params;
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(menuImageSvg(name.replace(/\.svg$/, '')));
  });

  serve(scope, contract.staticMenu, async (request, reply) => {
    const { file } = request.params;
    if (`/sandbox/static-menus/${file}` !== orderingSeedIds.staticMenuPdf) throw refuse(404, 'static-menu-not-found', `file: no static menu ${file}`);
    const pdf = await staticMenuPdf('Café des Arts — La carte', [
      { name: 'Entrées', lines: ['Velouté de saison — 8 €', 'Œuf mayonnaise — 6 €'] },
      { name: 'Plats', lines: ['Croque-madame — 13 €', 'Quiche lorraine, salade — 12 €'] },
      { name: 'Desserts', lines: ['Mousse au chocolat — 7 €', 'Crème brûlée — 7 €'] },
    ]);
    return reply.header('content-type', 'application/pdf').send(pdf);
  });
}
