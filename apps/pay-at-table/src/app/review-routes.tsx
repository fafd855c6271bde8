import type { RouteObject } from 'react-router';
import { pageWithStrings } from './ordering-strings.js';

const reviewPage = pageWithStrings(async () => (await import('../features/review/locales/en-US.json')).default);

/** `/venues/{venueId}/reviews/new` (1-core §2 Venue), with the review feature's en-US strings. */
export function reviewRoutes(): RouteObject[] {
  return [
    { path: 'venues/:venueId/reviews/new', lazy: reviewPage(async () => (await import('../features/review/components/new-review-page.js')).NewReviewPage) },
  ];
}
