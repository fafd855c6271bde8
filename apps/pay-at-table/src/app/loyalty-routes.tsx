import type { RouteObject } from 'react-router';

/**
 * The loyalty routes (1-core §2 Venue: /loyalty, /loyalty-logged-in; 3 §2): the venue's programme with the
 * balance and rewards, and the login-return page back to `originPath`. Lazy, off the bill route's path.
 */
export function loyaltyRoutes(): RouteObject[] {
  return [
    { path: 'venues/:venueId/loyalty', lazy: async () => ({ Component: (await import('../features/loyalty/components/loyalty-pages.js')).LoyaltyPage }) },
    {
      path: 'venues/:venueId/loyalty-logged-in',
      lazy: async () => ({ Component: (await import('../features/loyalty/components/loyalty-pages.js')).LoyaltyLoggedInPage }),
    },
  ];
}
