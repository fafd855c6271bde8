import type { Money } from '@tableside/billing-domain';

const U = 100_000;

/** One reward of a provider's catalogue: what it costs in points and what it takes off a split (scale 5). */
export interface SeedLoyaltyReward {
  id: string;
  name: string;
  picture?: string;
  points: number;
  value: Money;
}

/** A business's loyalty programme as the simulator serves it (3 §3 loyalty business config) and its rules. */
export interface SeedLoyaltyBusiness {
  businessId: string;
  config: {
    id: string;
    provider: 'COMO' | 'PAYTRONIX' | 'PONGO' | 'ZEROSIX';
    loyaltyReference: string;
    burnEnabled: boolean;
    theme: string;
    programTheme: { group: string; program: string; primaryColor: string; rewardName?: string };
  };
  /** Identification by phone without an SMS code (3 §6 "Passwordless loyalty login is enabled per business"). */
  passwordless: boolean;
  /** Points earned per whole unit of the split's currency paid. */
  pointsPerUnit: number;
  /** The earn answer's `undisclosed` flag: the provider does not tell the points. */
  undisclosedEarn: boolean;
  /** Points a new member starts with (a welcome bonus), so the demos can burn at once. */
  welcomePoints: number;
  rewards: SeedLoyaltyReward[];
  /** Members identified by username and password (PAYTRONIX-style login, 2-paying §5). */
  credentials?: { username: string; password: string; balance: number }[];
}

/** A guest app (3 §3) with its store rewards and earn rule. */
export interface SeedGuestApp {
  appId: string;
  businessId: string;
  name: string;
  pointsPerUnit: number;
  welcomePoints: number;
  storeRewards: { id: string; name: string; cost: number; value: Money }[];
}

/**
 * The loyalty seed (issue 13): one business per provider and the businesses without loyalty (every other seeded
 * business answers 204). London pub: COMO with points and rewards; Paris bistro: PONGO, passwordless; New York diner:
 * PAYTRONIX (rewards burnt in USD, 3 §9); the tab bar: ZEROSIX; the static PDF café (and the others): no loyalty.
 */
export const seedLoyaltyBusinesses: readonly SeedLoyaltyBusiness[] = [
  {
    businessId: 'business-london-pub',
    config: {
      id: 'loyalty-london-pub',
      provider: 'COMO',
      loyaltyReference: 'como-london-pub',
      burnEnabled: true,
      theme: 'DRAKES',
      programTheme: { group: 'London Pub Group', program: 'Pub Club', primaryColor: '#1D4ED8', rewardName: 'pints' },
    },
    passwordless: false,
    pointsPerUnit: 10,
    undisclosedEarn: false,
    welcomePoints: 150,
    rewards: [
      { id: 'como-free-ale', name: 'A free pint of ale', points: 100, value: { amount: 6 * U, currency: 'GBP' } },
      { id: 'como-pie', name: 'Pie of the day', points: 250, value: { amount: 14 * U, currency: 'GBP' } },
      { id: 'como-feast', name: 'Sunday feast for two', points: 2000, value: { amount: 45 * U, currency: 'GBP' } },
    ],
  },
  {
    businessId: 'business-paris-bistro',
    config: {
      id: 'loyalty-paris-bistro',
      provider: 'PONGO',
      loyaltyReference: 'pongo-paris-bistro',
      burnEnabled: true,
      theme: 'default',
      programTheme: { group: 'Bistrot de Paris', program: 'Carte fidélité', primaryColor: '#B91C1C' },
    },
    passwordless: true,
    pointsPerUnit: 1,
    undisclosedEarn: false,
    welcomePoints: 20,
    rewards: [
      { id: 'pongo-cafe', name: 'Café offert', points: 10, value: { amount: 2 * U + 50_000, currency: 'EUR' } },
      { id: 'pongo-dessert', name: 'Dessert offert', points: 40, value: { amount: 8 * U, currency: 'EUR' } },
    ],
  },
  {
    businessId: 'business-new-york-diner',
    config: {
      id: 'loyalty-new-york-diner',
      provider: 'PAYTRONIX',
      loyaltyReference: 'paytronix-new-york-diner',
      burnEnabled: true,
      theme: 'WALK_ONS',
      programTheme: { group: 'NY Diners', program: 'Diner Rewards', primaryColor: '#047857', rewardName: 'Diner Dollars' },
    },
    passwordless: false,
    pointsPerUnit: 1,
    undisclosedEarn: false,
    welcomePoints: 0,
    rewards: [
      { id: 'paytronix-5-off', name: '$5 off', points: 50, value: { amount: 5 * U, currency: 'USD' } },
      { id: 'paytronix-10-off', name: '$10 off', points: 100, value: { amount: 10 * U, currency: 'USD' } },
    ],
    credentials: [{ username: 'diner@example.com', password: 'pancakes', balance: 120 }],
  },
  {
    businessId: 'business-tab-bar',
    config: {
      id: 'loyalty-tab-bar',
      provider: 'ZEROSIX',
      loyaltyReference: 'zerosix-tab-bar',
      burnEnabled: false,
      theme: 'default',
      programTheme: { group: 'Tab Bar', program: 'Tab Bar Club', primaryColor: '#7C3AED' },
    },
    passwordless: false,
    pointsPerUnit: 5,
    undisclosedEarn: true,
    welcomePoints: 0,
    rewards: [{ id: 'zerosix-snack', name: 'Bar snack', points: 60, value: { amount: 4 * U, currency: 'GBP' } }],
  },
];

/** The guest app of the London pub's brand: coupons bought with points (3 §7 guest-app rewards). */
export const seedGuestApps: readonly SeedGuestApp[] = [
  {
    appId: 'guest-app-london-pub',
    businessId: 'business-london-pub',
    name: 'London Pub',
    pointsPerUnit: 2,
    welcomePoints: 40,
    storeRewards: [
      { id: 'ga-crisps', name: 'A bag of crisps', cost: 30, value: { amount: 2 * U, currency: 'GBP' } },
      { id: 'ga-ale', name: 'A free pint', cost: 120, value: { amount: 6 * U, currency: 'GBP' } },
    ],
  },
];

/** Guest data collections (promotion consent after a receipt or a payment), by id. */
export const seedGuestDataCollections: readonly { id: string; businessId: string; active: boolean }[] = [
  { id: 'gdc-london-pub', businessId: 'business-london-pub', active: true },
  { id: 'gdc-paris-bistro', businessId: 'business-paris-bistro', active: true },
  { id: 'gdc-new-york-diner', businessId: 'business-new-york-diner', active: false },
  // The one a seed venue names (the Harbour Arms' guestDataCollectionId).
  { id: 'gdc-harbour-arms', businessId: 'business-harbour-arms', active: true },
];

/** The ids the loyalty seed gives demos and tests. */
export const loyaltySeedIds = {
  businesses: {
    como: 'business-london-pub',
    pongo: 'business-paris-bistro',
    paytronix: 'business-new-york-diner',
    zerosix: 'business-tab-bar',
    none: 'business-static-pdf-cafe',
  },
  guestApp: 'guest-app-london-pub',
  paytronixLogin: { username: 'diner@example.com', password: 'pancakes' },
} as const;
