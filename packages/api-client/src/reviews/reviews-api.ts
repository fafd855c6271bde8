import { routePath } from '@tableside/contracts';
import { createReview, paymentReview, type Review, type ReviewBody } from '@tableside/contracts/reviews';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import type { Result } from '../result.js';

/**
 * The reviews service (`/venue-feedback`, 3 §7) at the paths and with the answer schemas of `@tableside/contracts`'
 * reviews routes. Both calls carry the guest token: the server checks the payment is the diner's own.
 */
export interface ReviewsApi {
  /** `POST /venue-feedback/venues/{venueId}/reviews`: rates a payment; the answer offers the external review site at or above the threshold. */
  create(venueId: string, body: ReviewBody): Promise<Result<Review, ApiError>>;
  /** `GET /venue-feedback/venues/{venueId}/payments/{paymentId}/review`; 404 `review-not-found` before it is rated. */
  ofPayment(venueId: string, paymentId: string): Promise<Result<Review, ApiError>>;
}

export function createReviewsApi(http: HttpClient): ReviewsApi {
  return {
    create: (venueId, body) =>
      http.json({ method: createReview.method, path: routePath(createReview.path, { venueId }), body, guest: true }, createReview.responses[201]),
    ofPayment: (venueId, paymentId) =>
      http.json({ method: paymentReview.method, path: routePath(paymentReview.path, { venueId, paymentId }), guest: true }, paymentReview.responses[200]),
  };
}

/** The refusal type of a failed call (`review-already-exists`, …), when the server answered one. */
export function refusalTypeOf(error: ApiError): string | undefined {
  if (error.type !== 'http' || typeof error.body !== 'object' || error.body === null) return undefined;
  const type = (error.body as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
