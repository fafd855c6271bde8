import type { ReviewConfiguration } from '@tableside/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import type { SandboxDb } from '../db/types.js';
import { sendErrorAnswer } from '../http/error-handler.js';
import type { DocumentStore } from '../realtime/document-store.js';
import { seedIds } from '../seed/seed-ids.js';
import { registerReviewRoutes } from './review-routes.js';
import { ReviewStore } from './review-store.js';

export { reviewMigrations } from './review-migrations.js';

/**
 * The seed venues' `review_configurations` documents: Paris with its place id and the default threshold (5), London
 * offering the external site from 4 stars; New York has none (reviews on, no external site).
 */
export const seedReviewConfigurations: Readonly<Record<string, Partial<ReviewConfiguration>>> = {
  [seedIds.venues.parisBistro]: { placeId: 'ChIJ-tableside-paris-bistro', reviewsEnabled: true },
  [seedIds.venues.londonPub]: { placeId: 'ChIJ-tableside-london-pub', reviewsEnabled: true, externalSiteThreshold: 4 },
};

export interface ReviewsOptions {
  db: SandboxDb;
  store: DocumentStore;
  secret: string;
  now: () => number;
  venueExists: (venueId: string) => Promise<boolean>;
  /** Writes the seed venues' review configurations when they have none (default true). */
  seed: boolean;
}

/** Registers the reviews service (`/venue-feedback`, 3 §7) in its own scope. Needs `reviewMigrations` run. */
export async function reviewsPlugin(app: FastifyInstance, options: ReviewsOptions): Promise<{ reviews: ReviewStore }> {
  const reviews = new ReviewStore(options.db, options.store);
  if (options.seed) {
    for (const [venueId, configuration] of Object.entries(seedReviewConfigurations)) {
      if (await options.venueExists(venueId)) await reviews.seedConfiguration(venueId, configuration);
    }
  }
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendErrorAnswer(error, request, reply));
    registerReviewRoutes(scope, { reviews, secret: options.secret, now: options.now, venueExists: options.venueExists });
  });
  return { reviews };
}
