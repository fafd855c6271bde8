import type { ExternalLinks, GuestAppBrand } from '@tableside/contracts/guest-app';

/** A venue of a business group: where it is and its weekly opening hours (local time, index 0 = Sunday). */
export interface SeedGroupVenue {
  venueId: string;
  brandId: string;
  coordinates: { latitude: number; longitude: number };
  /** One window per weekday (Sunday first), `null` when closed that day; a window may close after midnight. */
  hours: readonly ({ opens: string; closes: string } | null)[];
}

export interface SeedBusinessGroup {
  groupId: string;
  name: string;
  venues: readonly SeedGroupVenue[];
}

/** The guest-app shell of a business: its group, brands, external links and click and collect. */
export interface SeedGuestAppShell {
  appId: string;
  businessId: string;
  name: string;
  groupId: string;
  brands: readonly GuestAppBrand[];
  links: ExternalLinks;
  clickAndCollectUrl?: string;
  defaultLanguage: string;
  loyaltyEnabled: boolean;
  /** The brand's enrollment, whose customization themes the app. */
  enrollmentId?: string;
}

const every = (window: { opens: string; closes: string } | null) => Array.from({ length: 7 }, () => window);

/**
 * The Crown Collective: the London pub's group, with a venue in London, Paris and New York (the seeded venues), so
 * the store locator has cities to search and distances to sort. Liberty Diner is closed all week (refurbishment),
 * Le Petit Zinc closes after midnight.
 */
export const seedBusinessGroups: readonly SeedBusinessGroup[] = [
  {
    groupId: 'group-crown-collective',
    name: 'The Crown Collective',
    venues: [
      {
        venueId: 'venue-london-pub',
        brandId: 'brand-crown',
        coordinates: { latitude: 51.5129, longitude: -0.1236 },
        hours: every({ opens: '11:00', closes: '23:00' }),
      },
      {
        venueId: 'venue-paris-bistro',
        brandId: 'brand-zinc',
        coordinates: { latitude: 48.8801, longitude: 2.3393 },
        hours: every({ opens: '07:00', closes: '02:00' }),
      },
      { venueId: 'venue-new-york-diner', brandId: 'brand-liberty', coordinates: { latitude: 40.7319, longitude: -74.0031 }, hours: every(null) },
    ],
  },
];

/** The guest app `guest-app-london-pub` (the loyalty seed's guest app) as the brand app shell shows it. */
export const seedGuestAppShells: readonly SeedGuestAppShell[] = [
  {
    appId: 'guest-app-london-pub',
    businessId: 'business-london-pub',
    name: 'The Crown Collective',
    groupId: 'group-crown-collective',
    brands: [
      { brandId: 'brand-crown', name: 'The Crown & Anchor', businessId: 'business-london-pub' },
      { brandId: 'brand-zinc', name: 'Le Petit Zinc', businessId: 'business-paris-bistro' },
      { brandId: 'brand-liberty', name: 'Liberty Diner', businessId: 'business-new-york-diner' },
    ],
    // No wifi terms: the burger menu shows only the configured links.
    links: {
      faq: 'https://crown-collective.example/faq',
      legal: 'https://crown-collective.example/legal-notices',
      terms: 'https://crown-collective.example/terms',
      dataProtection: 'https://crown-collective.example/data-protection',
      cookiesPolicy: 'https://crown-collective.example/cookies',
    },
    clickAndCollectUrl: 'https://order.crown-collective.example/',
    defaultLanguage: 'EN',
    loyaltyEnabled: true,
    // The London pub's enrollment: its customization is the app's branding.
    enrollmentId: 'enrollment-london-pub',
  },
];
