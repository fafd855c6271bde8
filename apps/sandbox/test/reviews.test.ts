import { DEFAULT_EXTERNAL_SITE_THRESHOLD, externalReviewUrl, reviewSchema } from '@tableside/contracts/reviews';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { seedReviewConfigurations } from '../src/reviews/plugin.js';
import { seedIds } from '../src/seed/seed-ids.js';
import { payFreshSplit } from './payment-flow.js';
import { call, freshBill, newDiner, startSandbox, type Answer } from './helpers.js';

// The reviews service under /venue-feedback (3 §7) and the review_configurations realtime document (3 §3): one
// review per succeeded payment of the diner's own, at the payment's venue and bill; the external review site is
// offered at or above the venue's threshold.

const london = seedIds.venues.londonPub;
const paris = seedIds.venues.parisBistro;

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
}, 120_000);
afterAll(async () => {
  await sb?.close();
}, 60_000);

function review(venueId: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  return call(sb.url, 'POST', `/venue-feedback/venues/${venueId}/reviews`, body, headers);
}

function expectRefusal(answer: Answer, status: number, type: string, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ type, field });
  expect(typeof answer.body.message).toBe('string');
}

describe('review_configurations realtime documents', () => {
  test('a seeded venue reads its place id and threshold; a venue without a document reads nothing (the defaults apply)', async () => {
    const londonConfig = await call(sb.url, 'GET', `/realtime/docs/review_configurations/${london}`);
    expect(londonConfig.status).toBe(200);
    expect(londonConfig.body).toMatchObject({ exists: true, data: seedReviewConfigurations[london] });
    const parisConfig = await call(sb.url, 'GET', `/realtime/docs/review_configurations/${paris}`);
    expect(parisConfig.body.data).toMatchObject({ placeId: 'ChIJ-tableside-paris-bistro' });
    const none = await call(sb.url, 'GET', `/realtime/docs/review_configurations/${seedIds.venues.newYorkDiner}`);
    expect(none.body).toMatchObject({ exists: false });
  });

  test('clients cannot write a configuration', async () => {
    const refused = await call(sb.url, 'PUT', `/realtime/docs/review_configurations/${london}`, { placeId: 'evil' });
    expect(refused.status).toBe(405);
  });
});

describe('POST /venue-feedback/venues/{venueId}/reviews', () => {
  test('a rating at or above the threshold is stored and offers the external site built from the place id; below it, no link', async () => {
    // London's threshold is 4.
    const high = await payFreshSplit(sb);
    expect(high.intentStatus).toBe('succeeded');
    const stored = await review(london, { billId: high.billId, paymentId: high.paymentId, rating: 4, comment: '  Lovely fish  ' }, high.diner.headers);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const parsed = reviewSchema.parse(stored.body);
    expect(parsed).toMatchObject({ venueId: london, billId: high.billId, paymentId: high.paymentId, rating: 4, comment: 'Lovely fish' });
    expect(parsed.externalReviewUrl).toBe(externalReviewUrl('ChIJ-tableside-london-pub'));
    expect(parsed.externalReviewUrl).toMatch(/^https:\/\/search\.google\.com\/local\/writereview\?placeid=ChIJ-tableside-london-pub$/);

    const low = await payFreshSplit(sb);
    const lowAnswer = await review(london, { billId: low.billId, paymentId: low.paymentId, rating: 3 }, low.diner.headers);
    expect(lowAnswer.status).toBe(201);
    expect(lowAnswer.body.externalReviewUrl).toBeUndefined();
    const readBack = await call(sb.url, 'GET', `/venue-feedback/venues/${london}/payments/${low.paymentId}/review`, undefined, low.diner.headers);
    expect(readBack.status).toBe(200);
    expect(readBack.body).toMatchObject({ rating: 3, paymentId: low.paymentId, billId: low.billId });
    expect(readBack.body.externalReviewUrl).toBeUndefined();
  });

  test('a second review of the same payment is refused with 409 naming body.paymentId, and the first one stays', async () => {
    const paid = await payFreshSplit(sb);
    const body = { billId: paid.billId, paymentId: paid.paymentId, rating: 2 };
    expect((await review(london, body, paid.diner.headers)).status).toBe(201);
    expectRefusal(await review(london, { ...body, rating: 5 }, paid.diner.headers), 409, 'review-already-exists', 'body.paymentId');
    const readBack = await call(sb.url, 'GET', `/venue-feedback/venues/${london}/payments/${paid.paymentId}/review`, undefined, paid.diner.headers);
    expect(readBack.body.rating).toBe(2);
  });

  test('two reviews of one payment sent at once store one', async () => {
    const paid = await payFreshSplit(sb);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => review(london, { billId: paid.billId, paymentId: paid.paymentId, rating }, paid.diner.headers)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });

  test('the payment is checked on the server: unknown, of another bill or venue, of another diner, or not succeeded', async () => {
    const paid = await payFreshSplit(sb);
    const body = { billId: paid.billId, paymentId: paid.paymentId, rating: 5 };
    expectRefusal(await review(london, { ...body, paymentId: 'payment-unknown' }, paid.diner.headers), 404, 'payment-not-found', 'body.paymentId');
    expectRefusal(await review(london, { ...body, billId: 'bill-london-1' }, paid.diner.headers), 404, 'payment-not-found', 'body.paymentId');
    expectRefusal(await review(paris, body, paid.diner.headers), 404, 'payment-not-found', 'body.paymentId');
    const stranger = await newDiner(sb.url);
    expectRefusal(await review(london, body, stranger.headers), 403, 'not-payment-owner', 'body.paymentId');
    expectRefusal(await review(london, body, {}), 401, 'invalid-guest-token', 'header.x-tableside-guest-token');
    expectRefusal(await review('venue-nowhere', body, paid.diner.headers), 404, 'venue-not-found', 'params.venueId');

    // A payment engaged but never confirmed (the split is PENDING): not succeeded.
    const diner = await newDiner(sb.url);
    const billId = await freshBill(sb);
    const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
    const splitId: string = issued.body.splitId.id;
    const paymentId = `payment-${crypto.randomUUID()}`;
    const engaged = await call(
      sb.url,
      'PATCH',
      `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
      { paymentId, consumer: diner.consumer },
      diner.headers,
    );
    expect(engaged.status).toBe(200);
    expectRefusal(await review(london, { billId, paymentId, rating: 4 }, diner.headers), 422, 'payment-not-succeeded', 'body.paymentId');
    // None of the refused calls stored anything.
    const none = await call(sb.url, 'GET', `/venue-feedback/venues/${london}/payments/${paid.paymentId}/review`, undefined, paid.diner.headers);
    expectRefusal(none, 404, 'review-not-found', 'params.paymentId');
  });

  test.each([
    ['a rating of 0', { rating: 0 }, 'body.rating'],
    ['a rating of 6', { rating: 6 }, 'body.rating'],
    ['a fractional rating', { rating: 4.5 }, 'body.rating'],
    ['a rating as text', { rating: '5' }, 'body.rating'],
    ['no rating', { rating: undefined }, 'body.rating'],
    ['a malformed payment id', { paymentId: '../../etc' }, 'body.paymentId'],
    ['a comment too long', { comment: 'x'.repeat(1001) }, 'body.comment'],
    ['an unknown key', { stars: 5 }, 'body'],
  ])('junk is a 400 naming the field: %s', async (_label, change, field) => {
    const diner = await newDiner(sb.url);
    const answer = await review(london, { billId: 'bill-london-1', paymentId: 'payment-x', rating: 5, ...change }, diner.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.type).toBe('invalid-request');
    expect(String(answer.body.field)).toContain(field);
  });
});

describe('configurations changed live', () => {
  test('with no threshold in the document the default, 5, applies: 4 stars offer no external site, 5 stars do', async () => {
    expect(DEFAULT_EXTERNAL_SITE_THRESHOLD).toBe(5);
    await sb.store.write(`review_configurations/${london}`, { placeId: 'ChIJ-default-threshold' });
    try {
      const four = await payFreshSplit(sb);
      const fourAnswer = await review(london, { billId: four.billId, paymentId: four.paymentId, rating: 4 }, four.diner.headers);
      expect(fourAnswer.status).toBe(201);
      expect(fourAnswer.body.externalReviewUrl).toBeUndefined();
      const five = await payFreshSplit(sb);
      const fiveAnswer = await review(london, { billId: five.billId, paymentId: five.paymentId, rating: 5 }, five.diner.headers);
      expect(fiveAnswer.body.externalReviewUrl).toBe(externalReviewUrl('ChIJ-default-threshold'));
    } finally {
      await sb.store.write(`review_configurations/${london}`, seedReviewConfigurations[london]);
    }
  });

  test('a venue whose configuration turns reviews off refuses a review with 422 reviews-disabled', async () => {
    await sb.store.write(`review_configurations/${london}`, { placeId: 'ChIJ-tableside-london-pub', reviewsEnabled: false });
    try {
      const paid = await payFreshSplit(sb);
      expectRefusal(
        await review(london, { billId: paid.billId, paymentId: paid.paymentId, rating: 5 }, paid.diner.headers),
        422,
        'reviews-disabled',
        'params.venueId',
      );
    } finally {
      await sb.store.write(`review_configurations/${london}`, seedReviewConfigurations[london]);
    }
  });
});
