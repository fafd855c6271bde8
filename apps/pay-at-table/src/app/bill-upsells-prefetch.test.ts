import { ok } from '@tableside/api-client';
import { venueSchema } from '@tableside/billing-domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { liveCacheOf } from '../lib/realtime/live-cache.js';
import { liveDocumentKey } from '../lib/realtime/live-query.js';
import type { AppServices } from '../lib/services.js';
import { createFakeStore } from '../test/fake-store.js';
import { venueDoc } from '../test/fixtures.js';
import { prefetchBillUpsells } from './bill-upsells-prefetch.js';

const loadBillExtras = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('./bill-extras-loader.js', () => ({ loadBillExtras }));

/** The images the prefetch asks for, with their priority. */
const images: { src: string; fetchPriority: string }[] = [];
class RecordingImage {
  fetchPriority = 'auto';
  set src(url: string) {
    images.push({ src: url, fetchPriority: this.fetchPriority });
  }
}

beforeEach(() => {
  images.length = 0;
  loadBillExtras.mockClear();
  vi.stubGlobal('Image', RecordingImage);
});
afterEach(() => vi.unstubAllGlobals());

const VENUE_KEY = liveDocumentKey('venues/venue-1', venueSchema);

function setUp(upsells: readonly { imageUrl?: string }[] = [{ imageUrl: '/sandbox/menu-images/tarte.svg' }]) {
  const queryClient = new QueryClient();
  const { store } = createFakeStore({});
  const getBusinessUpsells = vi.fn(async () =>
    ok({
      language: 'FR',
      upsells: upsells.map((extra, index) => ({ menuId: 'm', id: `p${index}`, name: 'P', tags: [], isAvailableForOrder: true, ...extra })),
    }),
  );
  const api = { menus: { getBusinessUpsells } } as unknown as AppServices['api'];
  return { queryClient, store, live: liveCacheOf(store), getBusinessUpsells, prime: { api, locale: () => 'fr-BE' } };
}

describe("prefetchBillUpsells: the bill route starts the upsells with the bill's own data (issue 12)", () => {
  test("once the venue's live document names its business, asks for the upsells in the interface language and fetches the first image at high priority", async () => {
    const { queryClient, store, live, getBusinessUpsells, prime } = setUp([{}, { imageUrl: '/sandbox/menu-images/tarte.svg' }]);
    prefetchBillUpsells(store, prime, 'venue-1', async () => queryClient);
    // The extras' chunks wait for the venue too: before it, they would share the network with the bill's documents.
    expect(loadBillExtras).not.toHaveBeenCalled();
    expect(getBusinessUpsells).not.toHaveBeenCalled();

    live.set(VENUE_KEY, { status: 'success', data: venueSchema.parse(venueDoc()), version: 1 });
    await vi.waitFor(() => expect(images).toEqual([{ src: '/sandbox/menu-images/tarte.svg', fetchPriority: 'high' }]));
    expect(loadBillExtras).toHaveBeenCalledTimes(1);
    expect(getBusinessUpsells).toHaveBeenCalledTimes(1);
    expect(getBusinessUpsells).toHaveBeenCalledWith('business-1', 'fr');
    // The carousel's query finds the answer in the cache.
    expect(queryClient.getQueryData(['bill-upsells', 'business-1', 'fr'])).toMatchObject({ ok: true });

    // Later changes of the venue ask nothing more.
    live.set(VENUE_KEY, { status: 'success', data: venueSchema.parse(venueDoc({ name: 'Renamed' })), version: 2 });
    await Promise.resolve();
    expect(getBusinessUpsells).toHaveBeenCalledTimes(1);
  });

  test('a venue already in the cache starts the upsells at once', async () => {
    const { queryClient, store, live, getBusinessUpsells, prime } = setUp();
    live.set(VENUE_KEY, { status: 'success', data: venueSchema.parse(venueDoc()), version: 1 });
    prefetchBillUpsells(store, prime, 'venue-1', async () => queryClient);
    await vi.waitFor(() => expect(images).toHaveLength(1));
    expect(getBusinessUpsells).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['a missing venue', { status: 'missing' }],
    ['a refused venue', { status: 'error', error: { code: 'rejected', status: 403, message: 'no' } }],
  ])('%s asks for no upsells and fetches no image', async (_case, venue) => {
    const { queryClient, store, live, getBusinessUpsells, prime } = setUp();
    prefetchBillUpsells(store, prime, 'venue-1', async () => queryClient);
    live.set(VENUE_KEY, venue);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getBusinessUpsells).not.toHaveBeenCalled();
    expect(images).toEqual([]);
  });

  test('upsells without images fetch no image', async () => {
    const { queryClient, store, live, getBusinessUpsells, prime } = setUp([{}, {}]);
    live.set(VENUE_KEY, { status: 'success', data: venueSchema.parse(venueDoc()), version: 1 });
    prefetchBillUpsells(store, prime, 'venue-1', async () => queryClient);
    await vi.waitFor(() => expect(getBusinessUpsells).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(images).toEqual([]);
  });
});
