import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// The venue news (3-menus §1 "News feed for a venue (RSS based)", §3 "News item", §7 "News feed fetched with a 5 s
// timeout"). The sandbox serves each venue's RSS 2.0 feed; the app reads the venue document's `newsFeedUrl` and
// parses the feed itself (@tableside/venue-news), so the answer is the feed's XML as the venue published it.

export const venueFeedParamsSchema = z.object({ venueId: idSchema });

export const venueFeed = defineRoute({
  method: 'GET',
  path: '/venue-news/venues/:venueId/rss',
  summary: "A venue's news feed (RSS 2.0, application/rss+xml); a venue that publishes no news has an empty channel.",
  tag: 'venue-news',
  params: venueFeedParamsSchema,
  responses: { 200: z.string().check(z.describe('application/rss+xml')) },
  errors: { 400: ['invalid-request'], 404: ['venue-not-found'] },
});

export const newsRoutes = { venueFeed } as const;
