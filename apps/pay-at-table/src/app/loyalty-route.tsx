import { lazy, Suspense } from 'react';

const LoyaltyPages = lazy(async () => ({ default: (await import('../features/loyalty/components/loyalty-pages.js')).LoyaltyRoute }));

/**
 * The loyalty routes' component: a small chunk that loads the loyalty pages, so the app's entry names one chunk for
 * these routes, not the pages' whole preload list (the entry is on the bill route's critical path).
 */
export function LoyaltyRoute() {
  return (
    <Suspense fallback={null}>
      <LoyaltyPages />
    </Suspense>
  );
}
