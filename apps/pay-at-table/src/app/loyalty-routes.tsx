import type { RouteObject } from 'react-router';

/** Both loyalty routes load the same small chunk (app/loyalty-route.tsx), which loads the loyalty pages. */
const loyaltyRoute: RouteObject['lazy'] = async () => ({ Component: (await import('./loyalty-route.js')).LoyaltyRoute });

/**
 * The loyalty routes (1-core §2 Venue: /loyalty, /loyalty-logged-in; General: /passwordless; 3 §2): the venue's
 * programme with the balance and rewards, the login-return page back to `originPath`, and the no-code
 * identification page (`?venueId=…&originPath=…`). Lazy, off the bill route's path.
 */
export function loyaltyRoutes(): RouteObject[] {
  return [
    { path: 'venues/:venueId/loyalty', lazy: loyaltyRoute },
    { path: 'venues/:venueId/loyalty-logged-in', lazy: loyaltyRoute },
    { path: 'passwordless', lazy: loyaltyRoute },
  ];
}
