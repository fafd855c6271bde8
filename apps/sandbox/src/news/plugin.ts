import { news as contract } from '@tableside/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rows } from '../db/rows.js';
import type { SandboxDb } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import { sendErrorAnswer } from '../http/error-handler.js';
import { notFound } from '../http/http-error.js';
import { seedIds } from '../seed/seed-ids.js';
import { NEW_YORK_DINER_FEED, PARIS_BISTRO_FEED } from './seed-feeds.js';

/** The venues' RSS feeds, as each venue published them. */
export const newsMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS venue_news_feeds (
    venue_id text PRIMARY KEY,
    xml text NOT NULL
  )`,
];

/** The path of a venue's feed on the sandbox: what a venue document's `newsFeedUrl` names. */
export const newsFeedPath = (venueId: string): string => `/venue-news/venues/${encodeURIComponent(venueId)}/rss`;

/** The seed feeds, by venue: an ordinary one and a hostile one (see seed-feeds.ts). */
export const seedNewsFeeds: Readonly<Record<string, string>> = {
  [seedIds.venues.parisBistro]: PARIS_BISTRO_FEED,
  [seedIds.venues.newYorkDiner]: NEW_YORK_DINER_FEED,
};

const emptyFeed = (venueName: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${venueName.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title></channel></rss>\n`;

/** The sandbox's own origin as the request reached it (the pictures of the seed feeds are served there). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Stores a venue's feed (the seed; a test may publish another one). */
export async function publishNewsFeed(db: SandboxDb, venueId: string, xml: string): Promise<void> {
  await db.execute(sql`INSERT INTO venue_news_feeds (venue_id, xml) VALUES (${venueId}, ${xml}) ON CONFLICT (venue_id) DO UPDATE SET xml = EXCLUDED.xml`);
}

/**
 * `GET /venue-news/venues/{venueId}/rss` (3-menus §1, §7): the venue's RSS 2.0 feed as it was published, with
 * `{{origin}}` filled in with the sandbox's origin; a venue that publishes no news has an empty channel; an unknown
 * venue is 404 venue-not-found. The feed is served as data (`application/rss+xml`, `nosniff`), never as a page.
 */
export async function newsPlugin(app: FastifyInstance, options: { db: SandboxDb; seed: boolean }): Promise<void> {
  const { db } = options;
  if (options.seed) {
    for (const [venueId, xml] of Object.entries(seedNewsFeeds)) {
      await db.execute(sql`INSERT INTO venue_news_feeds (venue_id, xml) VALUES (${venueId}, ${xml}) ON CONFLICT (venue_id) DO NOTHING`);
    }
  }
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    serve(scope, contract.venueFeed, async (request, reply) => {
      const { venueId } = request.params;
      const [venue] = await rows(db, sql`SELECT data->>'name' AS name FROM venues WHERE id = ${venueId}`);
      if (!venue) throw notFound('venue-not-found', `params.venueId: venue ${venueId} was not found`, 'params.venueId');
      const [feed] = await rows(db, sql`SELECT xml FROM venue_news_feeds WHERE venue_id = ${venueId}`);
      const xml = typeof feed?.xml === 'string' ? feed.xml.replaceAll('{{origin}}', origin(request)) : emptyFeed(String(venue.name ?? ''));
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    });
  });
}
