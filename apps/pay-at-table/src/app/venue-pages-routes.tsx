import type { RouteObject } from 'react-router';

/** The venue pages around the bill (1-core §2 Venue): `/venues/{venueId}/contact`, a lazy route. */
export function venuePagesRoutes(): RouteObject[] {
  return [{ path: 'venues/:venueId/contact', lazy: async () => ({ Component: (await import('../features/contact/components/contact-page.js')).ContactPage }) }];
}
