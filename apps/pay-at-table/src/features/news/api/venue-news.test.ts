import { NEWS_FEED_TIMEOUT_MS } from '@tableside/venue-news';
import { describe, expect, test, vi } from 'vitest';
import { loadNewsFeed, NewsFeedLoadError, type FeedTransport } from './venue-news.js';

const BASE = 'http://127.0.0.1:4000';
const FEED = '<rss version="2.0"><channel><language>fr</language><item><title>T</title><guid>g</guid><description>d</description></item></channel></rss>';

function transport(answer: () => Promise<Response>): FeedTransport & { calls: [string, RequestInit | undefined][]; timeouts: number[] } {
  const calls: [string, RequestInit | undefined][] = [];
  const timeouts: number[] = [];
  return {
    calls,
    timeouts,
    fetch: async (input, init) => {
      calls.push([String(input), init]);
      return answer();
    },
    timeout: (ms) => {
      timeouts.push(ms);
      return new AbortController().signal;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<NewsFeedLoadError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof NewsFeedLoadError)) throw new Error(`expected a NewsFeedLoadError, got ${String(error)}`);
  return error;
}

describe('loadNewsFeed (3 §4, §7, §8)', () => {
  test('fetches the feed on the app origin with the 5 s timeout, without credentials, and parses it', async () => {
    const t = transport(async () => new Response(FEED, { status: 200 }));
    const feed = await loadNewsFeed('/venue-news/venues/v/rss', BASE, t);
    expect(feed.items.map((item) => item.guid)).toEqual(['g']);
    expect(feed.language).toBe('FR');
    expect(t.calls[0]?.[0]).toBe(`${BASE}/venue-news/venues/v/rss`);
    expect(t.calls[0]?.[1]?.credentials).toBe('omit');
    expect(t.timeouts).toEqual([NEWS_FEED_TIMEOUT_MS]);
  });

  test("a feed URL that is not http(s) is a validation_error ('Invalid URL format') and is never fetched", async () => {
    const t = transport(async () => new Response(FEED));
    const error = await failure(loadNewsFeed('javascript:alert(1)', BASE, t));
    expect([error.type, error.message]).toEqual(['validation_error', 'Invalid URL format']);
    expect(t.calls).toEqual([]);
  });

  test('a non-OK answer, a network failure and the timeout are fetch_errors', async () => {
    expect(
      (
        await failure(
          loadNewsFeed(
            '/f',
            BASE,
            transport(async () => new Response('gone', { status: 404 })),
          ),
        )
      ).type,
    ).toBe('fetch_error');
    const network = await failure(
      loadNewsFeed(
        '/f',
        BASE,
        transport(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    );
    expect([network.type, network.message]).toEqual(['fetch_error', 'The feed could not be fetched']);
    const timeout = await failure(
      loadNewsFeed(
        '/f',
        BASE,
        transport(async () => {
          throw new DOMException('signal timed out', 'TimeoutError');
        }),
      ),
    );
    expect([timeout.type, timeout.message]).toEqual(['fetch_error', 'The feed did not answer within 5 s']);
  });

  test("an empty answer is an error ('Empty response received'); HTML is a validation_error", async () => {
    const empty = await failure(
      loadNewsFeed(
        '/f',
        BASE,
        transport(async () => new Response('')),
      ),
    );
    expect([empty.type, empty.message]).toEqual(['fetch_error', 'Empty response received']);
    expect(
      (
        await failure(
          loadNewsFeed(
            '/f',
            BASE,
            transport(async () => new Response('<html><body/></html>')),
          ),
        )
      ).type,
    ).toBe('validation_error');
  });

  test('the transport is only called with the timeout signal it built', async () => {
    const signal = new AbortController().signal;
    const fetchFn = vi.fn(async () => new Response(FEED));
    await loadNewsFeed('/f', BASE, { fetch: fetchFn, timeout: () => signal });
    expect(fetchFn).toHaveBeenCalledWith(`${BASE}/f`, expect.objectContaining({ signal }));
  });
});
