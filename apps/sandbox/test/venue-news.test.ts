import { parseNewsFeed } from '@tableside/venue-news';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishNewsFeed } from '../src/news/plugin.js';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { startSandbox } from './helpers.js';

// The venue news service (3-menus §1 "News feed for a venue (RSS based)"): each venue's RSS feed, served as data.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
}, 60_000);

const feed = (venueId: string) => fetch(`${sandbox.url}/venue-news/venues/${encodeURIComponent(venueId)}/rss`);

describe('GET /venue-news/venues/{venueId}/rss', () => {
  test('the Paris bistro: an RSS 2.0 feed in French whose pictures are on the sandbox origin', async () => {
    const response = await feed(seedIds.venues.parisBistro);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const parsed = parseNewsFeed(await response.text());
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.language).toBe('FR');
    expect(parsed.value.dropped).toBe(0);
    expect(parsed.value.items.map((item) => item.guid)).toEqual(['zinc-news-1', 'zinc-news-2', 'zinc-news-3']);
    expect(parsed.value.items[0]?.imageUrl).toBe(`${sandbox.url}/sandbox/menu-images/fr-steak.svg`);
    expect(parsed.value.items[0]?.extract).toMatch(/^.{47}\.\.\.$/u);
  });

  test('the New York diner: the hostile feed, whose invalid items the parser drops and whose markup stays text', async () => {
    const parsed = parseNewsFeed(await (await feed(seedIds.venues.newYorkDiner)).text());
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.language).toBe('EN');
    expect(parsed.value.items.map((item) => item.guid)).toEqual(['diner-news-1', 'diner-news-2', 'diner-news-3', 'diner-news-4']);
    expect(parsed.value.dropped).toBe(6);
    expect(parsed.value.items[0]?.title).toBe('<script>window.__hostileFeedRan = true</script>Happy hour');
    expect(parsed.value.items.map((item) => item.link)).toEqual([undefined, undefined, undefined, 'https://liberty-diner.example/news/4']);
    expect(parsed.value.items[2]?.content.length).toBeGreaterThan(100_000);
    expect(parsed.value.items[2]?.extract).toBe(`${'Endless special. '.repeat(3).slice(0, 47)}...`);
  });

  test('a venue without news has an empty channel; a published feed replaces it', async () => {
    const empty = parseNewsFeed(await (await feed(seedIds.venues.londonPub)).text());
    expect(empty).toEqual({ ok: true, value: { title: 'The Crown & Anchor', language: undefined, items: [], dropped: 0 } });
    await publishNewsFeed(
      sandbox.db,
      seedIds.venues.londonPub,
      '<rss version="2.0"><channel><language>gb</language><item><title>Quiz</title><guid>q</guid><description>Tonight</description></item></channel></rss>',
    );
    const published = parseNewsFeed(await (await feed(seedIds.venues.londonPub)).text());
    expect(published).toMatchObject({ ok: true, value: { language: 'EN', items: [{ guid: 'q', title: 'Quiz' }] } });
  });

  test('an unknown venue is 404 venue-not-found naming the venue id', async () => {
    const response = await feed('venue-nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: 'venue-not-found', message: 'params.venueId: venue venue-nowhere was not found', field: 'params.venueId' });
  });
});
