import { loadMenusApi } from '@tableside/api-client';
import { venueSchema, type Venue } from '@tableside/billing-domain';
import type { DocumentStore } from '@tableside/realtime';
import { billUpsellsQuery } from '../features/upsell/api/bill-upsells-query.js';
import { appQueryClient } from '../lib/query/app-query-client.js';
import { liveCacheOf } from '../lib/realtime/live-cache.js';
import { liveDocumentKey, type LiveDocument } from '../lib/realtime/live-query.js';
import type { AppServices } from '../lib/services.js';
import { loadBillExtras } from './bill-extras-loader.js';

/** What the bill route's loader hands over to start the upsells (beside the document store): the API and the interface locale. */
export interface UpsellsPriming {
  readonly api: AppServices['api'];
  /** The locale the interface will show (the carousel's query is keyed by its language). */
  readonly locale: () => string;
}

/** Fetches `url` at high priority into the memory cache, where the carousel's first `<img>` finds it. */
function fetchImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * Starts the bill page's upsells with the bill's own data (issue 12, the carousel's first image is the bill page's
 * largest paint): the extras' chunks and the menus API's chunk load at once, and as soon as the venue's live document
 * (primed by the same loader) names its business, `GET upsell/businesses/{id}` and then the first upsell's image,
 * instead of all of them waiting for the bill's first render. The carousel reads the same query (`billUpsellsQuery`), so nothing is asked
 * twice; when the venue is missing or refused, nothing is fetched.
 */
export function prefetchBillUpsells(store: DocumentStore, { api, locale }: UpsellsPriming, venueId: string, queryClient = appQueryClient(store)): void {
  const live = liveCacheOf(store);
  const key = liveDocumentKey(`venues/${venueId}`, venueSchema);
  // Their chunks load while the venue's document is on its way.
  void loadBillExtras();
  void loadMenusApi();
  let started = false;
  const start = (): boolean => {
    if (started) return true;
    const venue = live.get<Exclude<LiveDocument<Venue>, { status: 'pending' }>>(key);
    if (venue === undefined) return false;
    started = true;
    if (venue.status !== 'success') return true;
    void queryClient.fetchQuery(billUpsellsQuery(api, venue.data.businessId, locale())).then(
      (upsells) => {
        const first = upsells.ok ? upsells.value.upsells.find((product) => product.imageUrl)?.imageUrl : undefined;
        if (first) fetchImage(first);
      },
      () => undefined,
    );
    return true;
  };
  if (start()) return;
  const stop = live.subscribe(key, () => {
    if (start()) stop();
  });
}
