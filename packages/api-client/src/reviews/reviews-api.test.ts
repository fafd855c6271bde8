import { describe, expect, test } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { createReviewsApi, refusalTypeOf } from './reviews-api.js';

const review = {
  reviewId: 'review-1',
  venueId: 'venue 1',
  billId: 'bill-1',
  paymentId: 'payment-1',
  rating: 5,
  createdAt: 1,
  externalReviewUrl: 'https://x.test/r',
};

function api(...replies: Response[]) {
  const fake = fakeFetch(...replies);
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getGuestToken: () => 'token-1' });
  return { reviews: createReviewsApi(http), requests: fake.requests };
}

describe('reviews service (3 §7 /venue-feedback)', () => {
  test('POST …/venues/{venueId}/reviews with the guest token and the body, parsed', async () => {
    const { reviews, requests } = api(json(201, review));
    expect(await reviews.create('venue 1', { billId: 'bill-1', paymentId: 'payment-1', rating: 5 })).toEqual({ ok: true, value: review });
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/venue-feedback/venues/venue%201/reviews',
      method: 'POST',
      body: { billId: 'bill-1', paymentId: 'payment-1', rating: 5 },
    });
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('token-1');
  });

  test('GET …/payments/{paymentId}/review; a refusal keeps its type', async () => {
    const { reviews, requests } = api(json(404, { type: 'review-not-found', message: 'none', field: 'params.paymentId' }));
    const answer = await reviews.ofPayment('venue-1', 'payment-1');
    expect(requests[0]?.url).toBe('http://api.test/venue-feedback/venues/venue-1/payments/payment-1/review');
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(refusalTypeOf(answer.error)).toBe('review-not-found');
    expect(refusalTypeOf({ type: 'network', message: 'offline', timedOut: false })).toBeUndefined();
  });

  test('an answer that breaks the contract (a rating of 9) is an error, not a review', async () => {
    const { reviews } = api(json(201, { ...review, rating: 9 }));
    expect((await reviews.create('venue-1', { billId: 'bill-1', paymentId: 'payment-1', rating: 5 })).ok).toBe(false);
  });
});
