import { reviews as contract } from '@tableside/contracts';
import { externalReviewSiteFor } from '@tableside/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { requireGuest } from '../identity/identity-routes.js';
import type { ReviewStore, ReviewedPayment } from './review-store.js';

export interface ReviewRouteDeps {
  reviews: ReviewStore;
  /** Checks guest tokens. */
  secret: string;
  now: () => number;
  /** True when the venue exists. */
  venueExists: (venueId: string) => Promise<boolean>;
}

/**
 * The reviews service under `/venue-feedback` (3 §7). Nothing the client says about the payment is trusted: the
 * payment is looked up by its id, and must be a succeeded payment of the body's bill, at the path's venue, made by
 * the guest of the token. A payment is rated once.
 */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps): void {
  const { reviews } = deps;

  async function requireVenue(venueId: string): Promise<void> {
    if (!(await deps.venueExists(venueId))) {
      throw new HttpError(404, { type: 'venue-not-found', message: `params.venueId: venue ${venueId} was not found`, field: 'params.venueId' });
    }
  }

  /** The guest's own payment at the venue (and of the bill, when given); 404 for another venue's or bill's, as for an unknown id. */
  async function ownPayment(guestId: string, venueId: string, paymentId: string, field: string, billId?: string): Promise<ReviewedPayment> {
    const payment = await reviews.payment(paymentId);
    if (!payment || payment.venueId !== venueId || (billId !== undefined && payment.billId !== billId)) {
      const where = billId === undefined ? `venue ${venueId}` : `bill ${billId} at venue ${venueId}`;
      throw new HttpError(404, { type: 'payment-not-found', message: `${field}: ${paymentId} is not a payment of ${where}`, field });
    }
    if (payment.guestId !== guestId) {
      throw new HttpError(403, { type: 'not-payment-owner', message: `${field}: payment ${paymentId} was made by another diner`, field });
    }
    return payment;
  }

  serve(app, contract.createReview, async (request, reply) => {
    const guestId = requireGuest(request, deps.secret);
    const { venueId } = request.params;
    const { billId, paymentId, rating, comment } = request.body;
    await requireVenue(venueId);
    const payment = await ownPayment(guestId, venueId, paymentId, 'body.paymentId', billId);
    if (!payment.succeeded) {
      throw new HttpError(422, { type: 'payment-not-succeeded', message: `body.paymentId: payment ${paymentId} has not succeeded`, field: 'body.paymentId' });
    }
    const configuration = await reviews.configuration(venueId);
    if (!configuration.reviewsEnabled) {
      throw new HttpError(422, { type: 'reviews-disabled', message: `params.venueId: venue ${venueId} does not take reviews`, field: 'params.venueId' });
    }
    const externalReviewUrl = externalReviewSiteFor(configuration, rating);
    const stored = await reviews.add(
      {
        venueId,
        billId,
        paymentId,
        guestId,
        rating,
        ...(comment ? { comment } : {}),
        ...(externalReviewUrl ? { externalReviewUrl } : {}),
      },
      deps.now(),
    );
    if (!stored) {
      throw new HttpError(409, {
        type: 'review-already-exists',
        message: `body.paymentId: payment ${paymentId} was already reviewed`,
        field: 'body.paymentId',
      });
    }
    return reply.code(201).send(stored);
  });

  serve(app, contract.paymentReview, async (request) => {
    const guestId = requireGuest(request, deps.secret);
    const { venueId, paymentId } = request.params;
    await requireVenue(venueId);
    await ownPayment(guestId, venueId, paymentId, 'params.paymentId');
    const review = await reviews.ofPayment(paymentId);
    if (!review) {
      throw new HttpError(404, { type: 'review-not-found', message: `params.paymentId: payment ${paymentId} has no review yet`, field: 'params.paymentId' });
    }
    return review;
  });
}
