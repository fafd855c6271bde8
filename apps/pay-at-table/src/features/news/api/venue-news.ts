import { NEWS_FEED_CACHE_MS, NEWS_FEED_TIMEOUT_MS, parseNewsFeed, validateFeedUrl, type NewsFeed, type NewsFeedError } from '@tableside/venue-news';
import { skipToken, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';

/** What the news section reads of the venue document: the URL of its RSS feed, when it has news. */
export const newsVenueSchema = z.looseObject({ newsFeedUrl: z.catch(z.optional(z.string()), undefined) });

/** A feed that could not be read: "RSS errors: types fetch_error, parse_error, validation_error" (3 §8). */
export class NewsFeedLoadError extends Error {
  readonly type: NewsFeedError['type'];
  constructor(error: NewsFeedError) {
    super(error.message);
    this.name = 'NewsFeedLoadError';
    this.type = error.type;
  }
}

export interface FeedTransport {
  readonly fetch: typeof fetch;
  /** Builds the abort signal of the 5 s timeout (3 §7); `AbortSignal.timeout` in the browser. */
  readonly timeout: (ms: number) => AbortSignal;
}

const browserTransport = (): FeedTransport => ({ fetch: (input, init) => fetch(input, init), timeout: (ms) => AbortSignal.timeout(ms) });

/**
 * Fetches and parses a venue's feed: "RSS feed URL must be valid ('Invalid URL format')", "News feed fetched with a
 * 5 s timeout" (3 §4, §7). A feed URL may be a path on the app's origin (`base`). Failures throw a NewsFeedLoadError.
 */
export async function loadNewsFeed(feedUrl: string, base: string, transport: FeedTransport): Promise<NewsFeed> {
  const url = validateFeedUrl(feedUrl, base);
  if (!url.ok) throw new NewsFeedLoadError(url.error);
  let text: string;
  try {
    const response = await transport.fetch(url.value, {
      signal: transport.timeout(NEWS_FEED_TIMEOUT_MS),
      credentials: 'omit',
      headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8' },
    });
    if (!response.ok) throw new NewsFeedLoadError({ type: 'fetch_error', message: `The feed answered ${response.status}` });
    text = await response.text();
  } catch (error) {
    if (error instanceof NewsFeedLoadError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new NewsFeedLoadError({ type: 'fetch_error', message: timedOut ? 'The feed did not answer within 5 s' : 'The feed could not be fetched' });
  }
  const parsed = parseNewsFeed(text);
  if (!parsed.ok) throw new NewsFeedLoadError(parsed.error);
  return parsed.value;
}

export type VenueNews =
  | { readonly status: 'pending' }
  /** The venue publishes no news (no feed URL, or no venue): the section is left out. */
  | { readonly status: 'none' }
  | { readonly status: 'error'; readonly error: NewsFeedLoadError }
  | { readonly status: 'success'; readonly feed: NewsFeed };

/**
 * A venue's news: its document names the feed, the feed is fetched once and kept 10 minutes ("RSS cache 10
 * minutes", 3 §9) by TanStack Query, and not retried at once (a failure shows until the next visit after that).
 */
export function useVenueNews(venueId: string, transport: FeedTransport = browserTransport()): VenueNews {
  const venue = useLiveDocument(`venues/${venueId}`, newsVenueSchema);
  const feedUrl = venue.status === 'success' ? venue.data.newsFeedUrl : undefined;
  const query = useQuery<NewsFeed, NewsFeedLoadError>({
    queryKey: ['venue-news', feedUrl],
    queryFn: feedUrl === undefined ? skipToken : () => loadNewsFeed(feedUrl, window.location.origin, transport),
    staleTime: NEWS_FEED_CACHE_MS,
    gcTime: NEWS_FEED_CACHE_MS,
    retry: false,
  });
  if (venue.status === 'pending') return { status: 'pending' };
  if (feedUrl === undefined) return { status: 'none' };
  if (query.isError) return { status: 'error', error: query.error };
  if (query.isSuccess) return { status: 'success', feed: query.data };
  return { status: 'pending' };
}
