import type { GroupLocations, GuestAppConfiguration } from '@tableside/contracts/guest-app';
import { vi } from 'vitest';
import type { Services } from '../lib/api-context.js';
import type { GuestAppApi, GuestAppUser } from '../lib/guest-app-api.js';

export const configuration: GuestAppConfiguration = {
  appId: 'app-1',
  businessId: 'business-1',
  name: 'The Crown Collective',
  groupId: 'group-1',
  brands: [
    { brandId: 'brand-crown', name: 'The Crown & Anchor', businessId: 'business-1' },
    { brandId: 'brand-zinc', name: 'Le Petit Zinc', businessId: 'business-2' },
  ],
  links: { faq: 'https://brand.example/faq', terms: 'https://brand.example/terms' },
  clickAndCollectUrl: 'https://order.brand.example/',
  defaultLanguage: 'EN',
  loyaltyEnabled: true,
};

export const locations: GroupLocations = {
  groupId: 'group-1',
  name: 'The Crown Collective',
  locations: [
    {
      venueId: 'venue-london',
      name: 'The Crown & Anchor',
      brandId: 'brand-crown',
      address: { address: '22 Long Acre', city: 'London', zipCode: 'WC2E 9LY', country: 'United Kingdom' },
      coordinates: { latitude: 51.5129, longitude: -0.1236 },
      openNow: true,
      todayHours: { opens: '11:00', closes: '23:00' },
      timeZone: 'Europe/London',
    },
    {
      venueId: 'venue-paris',
      name: 'Le Petit Zinc',
      brandId: 'brand-zinc',
      address: { address: '12 rue des Martyrs', city: 'Paris', zipCode: '75009', country: 'France' },
      coordinates: { latitude: 48.8801, longitude: 2.3393 },
      openNow: false,
      timeZone: 'Europe/Paris',
    },
  ],
};

export const user: GuestAppUser = {
  id: 'user-1',
  appId: 'app-1',
  phoneNumber: '+33612345678',
  createdAt: 0,
  currentBalance: 70,
  loyaltyOptIn: true,
  rewards: [{ id: 'owned-1', name: 'A bag of crisps', value: { amount: 200_000, currency: 'GBP' }, expirationDate: '2030-01-01T00:00:00.000Z' }],
  storeRewards: [
    { id: 'ga-crisps', name: 'A bag of crisps', cost: 30 },
    { id: 'ga-ale', name: 'A free pint', cost: 120 },
  ],
  email: null,
  firstName: null,
  lastName: null,
};

export function fakeApi(overrides: Partial<GuestAppApi> = {}): GuestAppApi {
  return {
    appIdentity: vi.fn(async (appId: string) =>
      appId === 'app-1' ? { found: true as const, data: { appId, businessId: 'business-1' } } : { found: false as const },
    ),
    configuration: vi.fn(async () => ({ found: true as const, data: configuration })),
    homeLayouts: vi.fn(async () => ({
      defaultLayout: {
        title: 'Welcome to the pub',
        banner: false,
        labelDisplay: 'INSIDE' as const,
        tiles: [
          { type: 'subMenu' as const, menuId: 'm', label: 'Menu', position: { x: 0, y: 0 }, size: 'large' as const, hideLabel: false },
          { type: 'externalLink' as const, url: 'https://example.com', label: 'Website', position: { x: 1, y: 1 }, size: 'small' as const, hideLabel: false },
          { type: 'externalLink' as const, url: 'javascript:alert(1)', label: 'Bad', position: { x: 0, y: 1 }, size: 'small' as const, hideLabel: false },
        ],
      },
      scheduledLayouts: [],
    })),
    locations: vi.fn(async (groupId: string) => (groupId === 'group-1' ? { found: true as const, data: locations } : { found: false as const })),
    user: vi.fn(async () => ({ found: true as const, data: user })),
    buyReward: vi.fn(async () => undefined),
    rewardCode: vi.fn(async () => 'CODE-1234'),
    receipts: vi.fn(async () => []),
    reservations: vi.fn(async () => []),
    cookiePreferences: vi.fn(async () => []),
    saveCookiePreferences: vi.fn(async (_appId, _session, preferences) => [...preferences]),
    marketing: vi.fn(async () => ({ appId: 'app-1', userId: 'user-1', hasOptIn: false, brands: [] })),
    saveMarketing: vi.fn(async (_appId, _session, optIn) => ({ appId: 'app-1', userId: 'user-1', ...optIn })),
    ...overrides,
  };
}

/** A browser storage in memory, optionally holding a logged-in account session. */
export function memoryStorage(loggedIn: boolean): Storage {
  const map = new Map<string, string>();
  if (loggedIn)
    map.set(
      'tableside.account',
      JSON.stringify({ state: { session: { userId: 'user-1', accessToken: 'token-1', expiresAt: 4_000_000_000_000 } }, version: 1 }),
    );
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

export function services(overrides: Partial<Services> & { loggedIn?: boolean } = {}): Services {
  const { loggedIn = false, ...rest } = overrides;
  return { api: fakeApi(), storage: memoryStorage(loggedIn), now: () => 1_700_000_000_000, geolocation: undefined, ...rest };
}
