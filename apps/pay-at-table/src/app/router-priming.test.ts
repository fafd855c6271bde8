import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { AppServices } from '../lib/services.js';
import { createFakeStore } from '../test/fake-store.js';
import { appRoutes, type RoutePriming } from './router.js';

const prefetchBillUpsells = vi.hoisted(() => vi.fn());
vi.mock('./bill-upsells-prefetch.js', () => ({ prefetchBillUpsells }));

function findRoute(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inChildren = route.children ? findRoute(route.children, path) : undefined;
    if (inChildren) return inChildren;
  }
  return undefined;
}

describe('the bill route\'s loader (issue 12 "Cut the waterfall")', () => {
  test("opens the bill's live documents and starts the upsells from the venue's, before the route's code has loaded", async () => {
    const { store } = createFakeStore({});
    const subscribe = vi.spyOn(store, 'subscribe');
    const upsells = { api: {} as AppServices['api'], locale: () => 'fr' };
    const priming: RoutePriming = { store, refresh: { tableOpenBill: vi.fn() }, upsells };
    const loader = findRoute(
      appRoutes(() => undefined, priming),
      'venues/:venueId/bills/:billId',
    )?.loader;
    if (typeof loader !== 'function') throw new Error('the bill route has no loader');
    await loader({ params: { venueId: 'venue-1', billId: 'bill-1' } } as unknown as LoaderFunctionArgs, undefined);
    expect(subscribe.mock.calls.map(([path]) => path)).toEqual(['bills/bill-1', 'venues/venue-1', 'configs/settings']);
    await vi.waitFor(() => expect(prefetchBillUpsells).toHaveBeenCalledWith(store, upsells, 'venue-1'));
  });
});
