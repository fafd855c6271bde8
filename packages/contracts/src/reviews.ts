import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// The venue reviews (1-core §2 "Bill page": the post-payment review widget, `/venues/{venueId}/reviews/new`; 3 §3
// "Review configuration", §7 "Reviews service at API base path /venue-feedback"). A diner rates the payment they
// made, once; a rating at or above the venue's threshold offers the external review site built from its place id.

/** "reviewsEnabled (default true)" (3 §3, §9). */
export const DEFAULT_REVIEWS_ENABLED = true;
/** "Review external-site threshold default 5" (3 §9). */
export const DEFAULT_EXTERNAL_SITE_THRESHOLD = 5;
export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
/** The longest comment a review keeps. */
export const MAX_REVIEW_COMMENT_LENGTH = 1000;

/** The realtime collection of the review configurations, one document per venue id. */
export const REVIEW_CONFIGURATIONS_COLLECTION = 'review_configurations';

/** The realtime path of a venue's review configuration. */
export function reviewConfigurationPath(venueId: string): string {
  return `${REVIEW_CONFIGURATIONS_COLLECTION}/${venueId}`;
}

const ratingSchema = z.number().check(z.int(), z.minimum(MIN_REVIEW_RATING), z.maximum(MAX_REVIEW_RATING));

/** "Review configuration: placeId, reviewsEnabled (default true), externalSiteThreshold (default 5)" (3 §3). */
export const reviewConfigurationSchema = z.object({
  placeId: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  reviewsEnabled: z._default(z.boolean(), DEFAULT_REVIEWS_ENABLED),
  externalSiteThreshold: z._default(ratingSchema, DEFAULT_EXTERNAL_SITE_THRESHOLD),
});
export type ReviewConfiguration = z.output<typeof reviewConfigurationSchema>;

/** A venue with no configuration document: reviews on, threshold 5, no external site. */
export const DEFAULT_REVIEW_CONFIGURATION: ReviewConfiguration = {
  reviewsEnabled: DEFAULT_REVIEWS_ENABLED,
  externalSiteThreshold: DEFAULT_EXTERNAL_SITE_THRESHOLD,
};

/** The external review site of a place: the place's "write a review" page. */
export function externalReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/** The external review site a rating is offered: at or above the threshold, when reviews are on and the venue has a place id. */
export function externalReviewSiteFor(configuration: ReviewConfiguration, rating: number): string | undefined {
  if (!configuration.reviewsEnabled || configuration.placeId === undefined) return undefined;
  return rating >= configuration.externalSiteThreshold ? externalReviewUrl(configuration.placeId) : undefined;
}

/** `POST /venue-feedback/venues/{venueId}/reviews`: the payment rated, its bill, the rating and an optional comment. */
export const reviewBodySchema = z.strictObject({
  billId: idSchema,
  paymentId: idSchema,
  rating: ratingSchema,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_REVIEW_COMMENT_LENGTH))),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** A stored review, with the external review site it offers (none below the threshold). */
export const reviewSchema = z.object({
  reviewId: z.string().check(z.minLength(1)),
  venueId: z.string().check(z.minLength(1)),
  billId: z.string().check(z.minLength(1)),
  paymentId: z.string().check(z.minLength(1)),
  rating: ratingSchema,
  comment: z.optional(z.string()),
  /** Epoch milliseconds. */
  createdAt: z.number().check(z.int()),
  externalReviewUrl: z.optional(z.url()),
});
export type Review = z.infer<typeof reviewSchema>;

export const venueParamsSchema = z.object({ venueId: idSchema });
export const paymentReviewParamsSchema = z.object({ venueId: idSchema, paymentId: idSchema });

export const createReview = defineRoute({
  method: 'POST',
  path: '/venue-feedback/venues/:venueId/reviews',
  summary:
    "Rates the diner's own succeeded payment of a bill of the venue, once per payment; the answer offers the external review site at or above the venue's threshold.",
  tag: 'venue-feedback',
  guest: true,
  params: venueParamsSchema,
  body: reviewBodySchema,
  responses: { 201: reviewSchema },
  errors: {
    400: ['invalid-request'],
    401: ['invalid-guest-token'],
    403: ['not-payment-owner'],
    404: ['venue-not-found', 'payment-not-found'],
    409: ['review-already-exists'],
    422: ['payment-not-succeeded', 'reviews-disabled'],
  },
});

export const paymentReview = defineRoute({
  method: 'GET',
  path: '/venue-feedback/venues/:venueId/payments/:paymentId/review',
  summary: "The review of the diner's own payment at the venue (404 review-not-found before it is rated).",
  tag: 'venue-feedback',
  guest: true,
  params: paymentReviewParamsSchema,
  responses: { 200: reviewSchema },
  errors: {
    400: ['invalid-request'],
    401: ['invalid-guest-token'],
    403: ['not-payment-owner'],
    404: ['venue-not-found', 'payment-not-found', 'review-not-found'],
  },
});

export const reviewsRoutes = { createReview, paymentReview } as const;
