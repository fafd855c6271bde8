import { loadMenusApi } from '@tableside/api-client';
import { venueSchema, type Venue } from '@tableside/billing-domain';
import type { DocumentStore } from '@tableside/realtime';
import { billUpsellsQuery } from '../features/upsell/api/bill-upsells-query.js';
import type { QueryClient } from '@tanstack/react-query';
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
 * largest paint): the menus API's chunk loads at once, and as soon as the venue's live document (primed by the same
 * loader) names its business, the extras' chunks, `GET upsell/businesses/{id}` and then the first upsell's image,
 * instead of all of them waiting for the bill's first render. The carousel reads the same query
 * (`billUpsellsQuery`), so nothing is asked twice; when the venue is missing or refused, nothing is fetched.
 */
export function prefetchBillUpsells(
  store: DocumentStore,
  { api, locale }: UpsellsPriming,
  venueId: string,
  // The app's query client, its module loaded once the venue is known (a test gives its own).
  queryClient: () => Promise<QueryClient> = async () => (await import('../lib/query/app-query-client.js')).appQueryClient(store),
): void {
  const live = liveCacheOf(store);
  const key = liveDocumentKey(`venues/${venueId}`, venueSchema);
  // The menus API's chunk (small) loads while the venue's document is on its way; the extras' chunks, with the query
  // library they need, once it is there: before it, they would share the network with the bill's own documents.
  void loadMenusApi();
  let started = false;
  const start = (): boolean => {
    if (started) return true;
    const venue = live.get<Exclude<LiveDocument<Venue>, { status: 'pending' }>>(key);
    if (venue === undefined) return false;
    started = true;
    if (venue.status !== 'success') return true;
    void loadBillExtras();
    const { businessId } = venue.data;
    void queryClient()
      .then((client) => client.fetchQuery(billUpsellsQuery(api, businessId, locale())))
      .then(
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
