import type { RouteObject } from 'react-router';
import { withOrderingStrings } from './ordering-strings.js';

/** `/venues/{venueId}/reviews/new` (1-core §2 Venue), with the review feature's en-US strings. */
export function reviewRoutes(): RouteObject[] {
  return [
    {
      path: 'venues/:venueId/reviews/new',
      lazy: async () => {
        const { Page, strings } = await (await import('./review-page-loader.js')).loadReviewPage();
        return { Component: withOrderingStrings(Page, strings) };
      },
    },
  ];
}
