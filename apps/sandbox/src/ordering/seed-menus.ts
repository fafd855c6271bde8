import { currencyCodeSchema, venueSchema, type VenueInput } from '@tableside/billing-domain';
import { z } from 'zod';
import { demoTables, seedIds } from '../seed/seed-ids.js';
import type { OrderingOptions, OrderingSeedVenues, TableDeviceInput } from './ordering-options.js';
import type { OrderingStore } from './ordering-store.js';
import { coreSeedBusinesses, extraPubBusiness, menuImage, staticBusiness, type SeedBusiness } from './seed-catalog.js';

const U = 100_000;

const extraVenue = (id: string) => ({ venueId: id, deviceId: `${id}-device-1`, tableId: `${id}-table-1`, businessId: id.replace(/^venue-/, 'business-') });

/** The ids of the menu, ordering and tab seed: the extra venues, their tables and the menus clients deep-link to. */
export const orderingSeedIds = {
  venues: {
    staticPdf: extraVenue('venue-static-pdf-cafe'),
    linkOut: extraVenue('venue-link-out-bar'),
    preAuthFixed: extraVenue('venue-preauth-fixed-pub'),
    preAuthFirstOrder: extraVenue('venue-preauth-first-order-pub'),
    tab: extraVenue('venue-tab-bar'),
  },
  menus: {
    parisCarte: 'fr-carte',
    parisBrunch: 'fr-brunch',
    parisTakeaway: 'fr-a-emporter',
    londonPub: 'gb-pub-menu',
    newYorkDiner: 'us-diner-menu',
  },
  products: {
    parisSteak: 'fr-steak',
    parisFormula: 'fr-formule',
    parisCoffee: 'fr-coffee',
    parisWineTimeBased: 'fr-wine',
    parisSnoozed: 'fr-plat-du-jour',
    parisUnavailable: 'fr-ile-flottante',
    londonNotOrderable: 'gb-curry',
  },
  /** The hold of the FIXED_AMOUNT pre-authorisation venue: 20 GBP at scale 5. */
  preAuthFixedAmount: { amount: 20 * U, currency: 'GBP' },
  staticMenuPdf: '/sandbox/static-menus/carte-du-cafe.pdf',
} as const;

const defaultTips: VenueInput['tipsSuggestion'] = {
  configuration: {
    displayStrategy: 'TIP_PERCENTAGE_TIP_AMOUNT',
    suggestions: [
      { label: 'low', percentage: 5 },
      { label: 'medium', percentage: 10, preselected: true },
      { label: 'high', percentage: 15 },
    ],
    tippingEnabled: true,
    tipsCalculationStrategy: 'POST_TAX',
    tipsConfigurationMode: 'SUNDAY',
  },
};

type ExtraVenue = (typeof orderingSeedIds.venues)[keyof typeof orderingSeedIds.venues];

const gbAddress = { address: '1 Seed Street', city: 'London', country: 'United Kingdom', zipCode: 'EC1A 1AA' };

function venueRecord(
  v: ExtraVenue,
  name: string,
  countryCode: 'FR' | 'GB',
  extra: Partial<VenueInput> & Record<string, unknown>,
): VenueInput & Record<string, unknown> {
  return {
    id: v.venueId,
    businessId: v.businessId,
    enrollmentId: v.venueId.replace(/^venue-/, 'enrollment-'),
    name,
    countryCode,
    currency: countryCode === 'FR' ? 'EUR' : 'GBP',
    paymentsEnabled: true,
    configuration: { SPLIT_BY_ITEMS_ENABLED: true, SPLIT_BY_SHARE_ENABLED: true, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: true },
    tipsSuggestion: defaultTips,
    ...extra,
  };
}

/** The venues this seed adds to the core's three: static PDF menu, link-out only, two pre-authorisation venues, a tab bar. */
export function extraVenues(): (VenueInput & Record<string, unknown>)[] {
  const ids = orderingSeedIds.venues;
  const ordering = { enabled: true, filterConfiguration: 'ALL_PRODUCTS' as const, openBillEnabled: true };
  return [
    venueRecord(ids.staticPdf, 'Café des Arts', 'FR', {
      menuExposedType: 'STATIC_MENU',
      pdfMenuLabel: 'La carte (PDF)',
      menus: [
        { id: 'carte-pdf', name: 'La carte', pdfLink: orderingSeedIds.staticMenuPdf, imageLinks: [menuImage('carte-page-1'), menuImage('carte-page-2')] },
      ],
      address: { address: '3 place du Tertre', city: 'Paris', country: 'France', zipCode: '75018' },
    }),
    venueRecord(ids.linkOut, 'The Linked Arms', 'GB', {
      menuExposedType: 'STATIC_MENU',
      websiteMenuLabel: 'Our menu',
      externalUrl: { label: 'Our menu', url: 'https://example.com/linked-arms/menu' },
      address: gbAddress,
    }),
    venueRecord(ids.preAuthFixed, 'The Held Card', 'GB', { menuExposedType: 'DYNAMIC_MENU', ordering, address: gbAddress }),
    venueRecord(ids.preAuthFirstOrder, 'The First Round', 'GB', { menuExposedType: 'DYNAMIC_MENU', ordering, address: gbAddress }),
    venueRecord(ids.tab, 'The Tab Bar', 'GB', { menuExposedType: 'DYNAMIC_MENU', ordering: { ...ordering, openBillEnabled: false }, address: gbAddress }),
  ];
}

function extraTableDevices(): TableDeviceInput[] {
  const ids = orderingSeedIds.venues;
  const device = (v: ExtraVenue, preAuthorization?: NonNullable<TableDeviceInput['experience']>['preAuthorization']): TableDeviceInput => ({
    id: v.deviceId,
    name: 'Table 1',
    tableId: v.tableId,
    venueId: v.venueId,
    businessId: v.businessId,
    experience: { experienceId: `experience-${v.venueId}`, ...(preAuthorization ? { preAuthorization } : {}) },
  });
  return [
    device(ids.staticPdf),
    device(ids.linkOut),
    device(ids.preAuthFixed, { enabled: true, strategy: { type: 'FIXED_AMOUNT', amount: { ...orderingSeedIds.preAuthFixedAmount } } }),
    device(ids.preAuthFirstOrder, { enabled: true, strategy: { type: 'FIRST_ORDER_AMOUNT' } }),
    device(ids.tab),
  ];
}

function extraBusinesses(): SeedBusiness[] {
  const ids = orderingSeedIds.venues;
  return [
    staticBusiness({ businessId: ids.staticPdf.businessId, venueId: ids.staticPdf.venueId, name: 'Café des Arts', currency: 'EUR', language: 'FR' }),
    staticBusiness({ businessId: ids.linkOut.businessId, venueId: ids.linkOut.venueId, name: 'The Linked Arms', currency: 'GBP', language: 'EN' }),
    extraPubBusiness({ businessId: ids.preAuthFixed.businessId, venueId: ids.preAuthFixed.venueId, name: 'The Held Card', prefix: 'held', tabsEnabled: false }),
    extraPubBusiness({
      businessId: ids.preAuthFirstOrder.businessId,
      venueId: ids.preAuthFirstOrder.venueId,
      name: 'The First Round',
      prefix: 'first',
      tabsEnabled: false,
    }),
    extraPubBusiness({ businessId: ids.tab.businessId, venueId: ids.tab.venueId, name: 'The Tab Bar', prefix: 'tab', tabsEnabled: true }),
  ];
}

const seededVenueSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  currency: currencyCodeSchema,
  countryCode: z.string(),
});

/** The realtime documents of a business's menus: its publication pointer, its venue link and its unavailable products. */
export function menuDocuments(business: { businessId: string; venueId: string }, publicationId: string, unavailable: unknown): [string, unknown][] {
  return [
    [
      `business_menu_publications/${business.businessId}`,
      { businessId: business.businessId, url: `/menu-publications/${business.businessId}/${publicationId}.json`, contentEncoding: 'gzip' },
    ],
    [`menu_venues/${business.venueId}`, { venueId: business.venueId, businessId: business.businessId }],
    [`unavailable_products/${business.businessId}`, unavailable],
  ];
}

export interface SeedMenusDeps {
  store: OrderingStore;
  options: Pick<OrderingOptions, 'getVenue' | 'getTableDevice' | 'upsertVenue' | 'upsertTableDevice' | 'publishDocument'>;
  venues: OrderingSeedVenues;
  now: number;
}

/**
 * Seeds the menus, home layouts, bill upsells and unavailable products of the sandbox's venues, adds the extra
 * venues (static PDF, link-out, pre-authorisation FIXED_AMOUNT and FIRST_ORDER_AMOUNT, tab) and gives the seeded
 * tables an ordering experience. Idempotent: every write is an upsert.
 */
export async function seedMenus({ store, options, venues, now }: SeedMenusDeps): Promise<SeedBusiness[]> {
  for (const venue of extraVenues()) {
    venueSchema.parse(venue);
    await options.upsertVenue(venue);
  }
  for (const device of extraTableDevices()) await options.upsertTableDevice(device);

  const coreVenues = [];
  for (const venueId of [venues.fr, venues.gb, venues.us]) {
    const parsed = seededVenueSchema.safeParse(await options.getVenue(venueId));
    if (parsed.success) coreVenues.push(parsed.data);
  }
  const seededVenueIds = new Set<string>([venues.fr, venues.gb, venues.us]);
  for (const table of demoTables.filter((t) => seededVenueIds.has(t.venueId))) {
    const device = await options.getTableDevice(table.deviceId);
    if (device && !device.experience) await options.upsertTableDevice({ ...device, experience: { experienceId: `experience-${device.venueId}` } });
  }

  const businesses = [...coreSeedBusinesses(coreVenues, now), ...extraBusinesses()];
  await store.transaction(async (tx) => {
    for (const business of businesses) {
      const publicationId = `publication-${business.businessId}`;
      await store.putBusiness(tx, {
        businessId: business.businessId,
        venueId: business.venueId,
        name: business.name,
        currency: business.currency,
        defaultLanguage: business.defaultLanguage,
        languages: business.languages,
        publication: business.publication,
        publicationId,
        tabsEnabled: business.tabsEnabled,
        upsells: business.upsells,
        homeLayouts: business.homeLayouts,
      });
      for (const [position, record] of business.menus.entries()) await store.putMenu(tx, business.businessId, position, record);
      await store.putUnavailableProducts(tx, business.businessId, business.unavailableProducts);
    }
  });
  for (const business of businesses) {
    for (const [path, data] of menuDocuments(business, `publication-${business.businessId}`, business.unavailableProducts)) {
      await options.publishDocument(path, data);
    }
  }
  return businesses;
}

/** The core seed's venue ids, as this seed reads them. */
export const defaultSeedVenues: OrderingSeedVenues = {
  fr: seedIds.venues.parisBistro,
  gb: seedIds.venues.londonPub,
  us: seedIds.venues.newYorkDiner,
};
