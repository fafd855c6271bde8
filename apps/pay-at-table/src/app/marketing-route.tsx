import { lazy } from 'react';

const MarketingPreferencesPage = lazy(async () => ({
  default: (await import('../features/consent/components/marketing-preferences-page.js')).MarketingPreferencesPage,
}));

/**
 * The marketing preferences route: a one-line chunk that loads the page, so the app's entry lists one file for this
 * route rather than every chunk of the page (the bill route's critical JS carries that list).
 */
export function MarketingRoute() {
  return <MarketingPreferencesPage />;
}
