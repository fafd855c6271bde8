import type { VenueInput } from '@tableside/billing-domain';
import type { PosState } from '../pos/pos-schemas.js';
import { seedIds } from './seed-ids.js';

const U = 100_000;

const tips = (overrides: Partial<VenueInput['tipsSuggestion']['configuration']>): VenueInput['tipsSuggestion'] => ({
  configuration: {
    displayStrategy: 'TIP_PERCENTAGE_TIP_AMOUNT',
    emojisEnabled: true,
    suggestions: [
      { label: 'low', percentage: 5, preselected: false },
      { label: 'medium', percentage: 10, preselected: true },
      { label: 'high', percentage: 15, preselected: false },
    ],
    tippingEnabled: true,
    fastCheckout: { enabled: false },
    tipsCalculationStrategy: 'POST_TAX',
    allowNoTips: true,
    tipsConfigurationMode: 'SUNDAY',
    euroCoinEnabled: true,
    ...overrides,
  },
});

const allSplits = { SPLIT_BY_ITEMS_ENABLED: true, SPLIT_BY_SHARE_ENABLED: true, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: true };

/** The three venues of DESIGN.md "Seed data", and the Harbour Arms (guest data collection). */
export const seedVenues: (VenueInput & Record<string, unknown>)[] = [
  {
    id: seedIds.venues.parisBistro,
    businessId: 'business-paris-bistro',
    enrollmentId: 'enrollment-paris-bistro',
    name: 'Le Petit Zinc',
    // The venue's logo (its customization's logo url): the bill and payment pages show it beside the name.
    imageUrl: '/sandbox/menu-images/logo-le-petit-zinc.svg',
    // Its news (3 §1, RSS): the sandbox's ordinary seed feed.
    newsFeedUrl: '/venue-news/venues/venue-paris-bistro/rss',
    // Its contact page banner and post-payment banner (3 §3 Customization); its enrollment is on the allow-list whose
    // post-payment banner opens in a full-screen frame (3 §2 Dialogs, §9).
    customization: {
      contactPageBanner: {
        title: 'Réserver pour un groupe',
        description: 'Pour 8 personnes et plus, écrivez-nous : nous vous répondons sous 24 heures.',
        linkUrl: 'https://le-petit-zinc.example/contact',
        linkLabel: 'Nous écrire',
        imageUrl: '/sandbox/menu-images/contact-le-petit-zinc.svg',
      },
      postPaymentBanner: {
        title: 'Merci de votre visite !',
        description: 'Réservez votre prochaine table en ligne.',
        linkUrl: 'https://le-petit-zinc.example/reservation',
        linkLabel: 'Réserver une table',
      },
    },
    countryCode: 'FR',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    posReference: 'POS-FR-001',
    paymentsEnabled: true,
    voucherEnabled: true,
    menuExposedType: 'DYNAMIC_MENU',
    address: { address: '12 rue des Martyrs', city: 'Paris', country: 'France', zipCode: '75009' },
    ordering: { enabled: true, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: true },
    cartesBancairesActivated: true,
    edenredEnabled: true,
    conecsEnabled: true,
    configuration: allSplits,
    tipsSuggestion: tips({ euroCoinEnabled: true, displayStrategy: 'TIP_LABEL_TIP_AMOUNT' }),
  },
  {
    id: seedIds.venues.londonPub,
    businessId: 'business-london-pub',
    enrollmentId: 'enrollment-london-pub',
    name: 'The Crown & Anchor',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    currency: 'GBP',
    posReference: 'POS-GB-001',
    paymentsEnabled: true,
    menuExposedType: 'DYNAMIC_MENU',
    address: { address: '22 Long Acre', city: 'London', country: 'United Kingdom', zipCode: 'WC2E 9LY' },
    ordering: { enabled: true, filterConfiguration: 'PRODUCTS_AVAILABLE_FOR_ORDER', openBillEnabled: false },
    amexActivated: true,
    configuration: allSplits,
    tipsSuggestion: tips({ euroCoinEnabled: false, ukNoTipsWhenServiceCharge: true }),
    allergyQuestionEnabled: true,
  },
  {
    id: seedIds.venues.newYorkDiner,
    businessId: 'business-new-york-diner',
    enrollmentId: 'enrollment-new-york-diner',
    name: 'Liberty Diner',
    // Its news (3 §1, RSS): the sandbox's hostile seed feed (markup, javascript: links, a huge item, invalid items).
    newsFeedUrl: '/venue-news/venues/venue-new-york-diner/rss',
    countryCode: 'US',
    timeZone: 'America/New_York',
    currency: 'USD',
    posReference: 'POS-US-001',
    paymentsEnabled: true,
    menuExposedType: 'DYNAMIC_MENU',
    address: { address: '155 Bleecker St', city: 'New York', country: 'United States', state: 'NY', zipCode: '10012' },
    ordering: { enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false },
    amexActivated: true,
    configuration: allSplits,
    tipsSuggestion: tips({
      euroCoinEnabled: false,
      suggestions: [
        { label: 'good', percentage: 18, preselected: true },
        { label: 'great', percentage: 20, preselected: false },
        { label: 'amazing', percentage: 22, preselected: false },
      ],
      tipsCalculationStrategy: 'PRE_TAX',
      tipsConfigurationMode: 'BUSINESS',
      // Hundredths of a percent, like every stored rate (2-paying §9): 18 %.
      fastCheckout: { enabled: true, tipsRate: 1800 },
    }),
  },
  {
    // Beyond the three venues of DESIGN.md: the venue that collects guest data, so the promotion consent dialog shows
    // after a payment or an e-mailed receipt (3 §2 Dialogs, §7 Consent). It has no seeded table and no demo bill, so
    // no other journey meets the dialog; its journeys open their bills through the admin API.
    id: seedIds.venues.harbourArms,
    businessId: 'business-harbour-arms',
    enrollmentId: 'enrollment-harbour-arms',
    name: 'The Harbour Arms',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    currency: 'GBP',
    posReference: 'POS-GB-002',
    paymentsEnabled: true,
    menuExposedType: 'DYNAMIC_MENU',
    address: { address: '3 Kings Road', city: 'Brighton', country: 'United Kingdom', zipCode: 'BN1 1NB' },
    ordering: { enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false },
    configuration: allSplits,
    tipsSuggestion: tips({ euroCoinEnabled: false, ukNoTipsWhenServiceCharge: true }),
    guestDataCollectionId: 'gdc-harbour-arms',
  },
];

const staff = (prefix: string, names: string[]): PosState['staff'] => names.map((name, i) => ({ posId: `${prefix}-${i + 1}`, name }));

/** Each venue's POS: catalogue, staff and default charges. */
export const seedPos: PosState[] = [
  {
    venueId: seedIds.venues.parisBistro,
    currency: 'EUR',
    online: true,
    nextSeq: 1,
    orders: {},
    offlineTables: [],
    catalog: [
      { posProductId: 'fr-croque', name: 'Croque-monsieur', unitPrice: 14 * U, taxRate: 1000 },
      { posProductId: 'fr-steak', name: 'Steak frites', unitPrice: 2450000, taxRate: 1000 },
      { posProductId: 'fr-onion-soup', name: 'Soupe à l’oignon', unitPrice: 9 * U, taxRate: 1000 },
      { posProductId: 'fr-wine', name: 'Verre de Côtes-du-Rhône', unitPrice: 650000, taxRate: 2000 },
      { posProductId: 'fr-coffee', name: 'Café', unitPrice: 250000, taxRate: 1000 },
      { posProductId: 'fr-tarte', name: 'Tarte Tatin', unitPrice: 850000, taxRate: 1000 },
    ],
    staff: staff('fr', ['Camille', 'Julien']),
    defaultCharges: [{ type: 'TAX', model: 'RATE', label: 'TVA 10%', rate: 1000, amount: 0, code: 'TVA10' }],
  },
  {
    venueId: seedIds.venues.londonPub,
    currency: 'GBP',
    online: true,
    nextSeq: 1,
    orders: {},
    offlineTables: [],
    catalog: [
      { posProductId: 'gb-fish', name: 'Fish and chips', unitPrice: 1650000, taxRate: 2000 },
      { posProductId: 'gb-pie', name: 'Steak and ale pie', unitPrice: 1595000, taxRate: 2000 },
      { posProductId: 'gb-ale', name: 'Pint of ale', unitPrice: 620000, taxRate: 2000 },
      { posProductId: 'gb-cider', name: 'Pint of cider', unitPrice: 580000, taxRate: 2000 },
      { posProductId: 'gb-sticky', name: 'Sticky toffee pudding', unitPrice: 750000, taxRate: 2000 },
    ],
    staff: staff('gb', ['Oliver', 'Amelia']),
    defaultCharges: [{ type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate: 1250, amount: 0, code: 'SC' }],
  },
  {
    venueId: seedIds.venues.newYorkDiner,
    currency: 'USD',
    online: true,
    nextSeq: 1,
    orders: {},
    offlineTables: [],
    catalog: [
      { posProductId: 'us-burger', name: 'Cheeseburger', unitPrice: 1695000, taxRate: 0 },
      { posProductId: 'us-pancakes', name: 'Buttermilk pancakes', unitPrice: 1250000, taxRate: 0 },
      { posProductId: 'us-fries', name: 'Fries', unitPrice: 595000, taxRate: 0 },
      { posProductId: 'us-shake', name: 'Milkshake', unitPrice: 795000, taxRate: 0 },
      { posProductId: 'us-coffee', name: 'Bottomless coffee', unitPrice: 350000, taxRate: 0 },
    ],
    staff: staff('us', ['Jordan', 'Maria']),
    defaultCharges: [{ type: 'SALES_TAX', model: 'RATE', label: 'Sales tax', rate: 888, amount: 0, code: 'NYC' }],
  },
  {
    venueId: seedIds.venues.harbourArms,
    currency: 'GBP',
    online: true,
    nextSeq: 1,
    orders: {},
    offlineTables: [],
    catalog: [
      { posProductId: 'ha-crab', name: 'Dressed crab', unitPrice: 1450000, taxRate: 2000 },
      { posProductId: 'ha-chips', name: 'Chips', unitPrice: 450000, taxRate: 2000 },
      { posProductId: 'ha-bitter', name: 'Pint of bitter', unitPrice: 590000, taxRate: 2000 },
    ],
    staff: staff('ha', ['Harriet']),
    defaultCharges: [{ type: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate: 1250, amount: 0, code: 'SC' }],
  },
];
