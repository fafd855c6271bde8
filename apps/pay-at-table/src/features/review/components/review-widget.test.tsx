import { err, ok, type HttpClient, type RequestSpec } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOW, billDoc, eur, issuedSplit, paidSplit, rawSplit, tableDeviceDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const GOOGLE = 'https://search.google.com/local/writereview?placeid=place-1';
const docs = (
  extra: Record<string, unknown> = {},
  bill = billDoc({ leftToPay: eur(0), sundayBillSplits: { 'split-me': rawSplit('split-me', 'guest-me', 10) } }),
) => ({
  'bills/bill-1': bill,
  'venues/venue-1': venueDoc(),
  'configs/settings': { allPaymentsEnabled: true },
  'table_devices/device-1': tableDeviceDoc(),
  'review_configurations/venue-1': { placeId: 'place-1' },
  ...extra,
});
const notRated = err({ type: 'http' as const, status: 404, body: { type: 'review-not-found', message: 'no review', field: 'params.paymentId' } });
const stored = (rating: number, externalReviewUrl?: string) =>
  ok({
    reviewId: 'review-1',
    venueId: 'venue-1',
    billId: 'bill-1',
    paymentId: 'payment-split-me',
    rating,
    createdAt: NOW,
    ...(externalReviewUrl ? { externalReviewUrl } : {}),
  });

/** The reviews service faked on the raw transport: GET answers `existing`, POST answers `created`. */
function reviewsHttp(existing: unknown, created: (body: unknown) => unknown) {
  return vi.fn(async (spec: RequestSpec) => (spec.method === 'GET' ? existing : created(spec.body)));
}
/** The raw transport with only `json` faked. */
const asHttp = (json: (spec: RequestSpec) => Promise<unknown>) => ({ json }) as unknown as Partial<HttpClient>;
const mySplit = { billing: { getSplit: async () => ok(paidSplit('split-me', 'guest-me', 10)) } };

describe('post-payment review widget (1-core §2 "Bill page")', () => {
  test('5 stars at the default threshold: stored with the guest token, and the external review site is offered in a new tab', async () => {
    const json = reviewsHttp(notRated, () => stored(5, GOOGLE));
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(json) });
    const widget = await screen.findByRole('region', { name: 'How was your visit?' });
    fireEvent.click(await within(widget).findByRole('radio', { name: '5 out of 5 stars' }));
    fireEvent.change(within(widget).getByLabelText('Tell us more (optional)'), { target: { value: '  Lovely  ' } });
    fireEvent.click(within(widget).getByRole('button', { name: 'Send my review' }));
    const link = await within(widget).findByRole('link', { name: 'Review us on Google (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(GOOGLE);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(widget).getByRole('status').textContent).toContain('Thank you for your review!');
    const post = json.mock.calls.map(([spec]) => spec).find((spec) => spec.method === 'POST');
    expect(post).toMatchObject({
      path: '/venue-feedback/venues/venue-1/reviews',
      guest: true,
      body: { billId: 'bill-1', paymentId: 'payment-split-me', rating: 5, comment: 'Lovely' },
    });
  });

  test('2 stars: stored, thanks, no external link', async () => {
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(reviewsHttp(notRated, () => stored(2))) });
    const widget = await screen.findByRole('region', { name: 'How was your visit?' });
    fireEvent.click(await within(widget).findByRole('radio', { name: '2 out of 5 stars' }));
    fireEvent.click(within(widget).getByRole('button', { name: 'Send my review' }));
    expect(await within(widget).findByText('Thank you for your review!')).toBeTruthy();
    expect(within(widget).queryByRole('link')).toBeNull();
  });

  test('sending without a rating names the missing rating and sends nothing', async () => {
    const json = reviewsHttp(notRated, () => stored(5));
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(json) });
    const widget = await screen.findByRole('region', { name: 'How was your visit?' });
    fireEvent.click(await within(widget).findByRole('button', { name: 'Send my review' }));
    expect(await within(widget).findByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(within(widget).getByRole('group', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');
    expect(json.mock.calls.some(([spec]) => spec.method === 'POST')).toBe(false);
  });

  test('a payment already rated shows so, and a refused second review (409) too', async () => {
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(reviewsHttp(stored(3), () => stored(3))) });
    expect(await screen.findByText('You have already reviewed this payment. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my review' })).toBeNull();
    cleanup();

    let rated = false;
    const json = vi.fn(async (spec: RequestSpec) => {
      if (spec.method === 'GET') return rated ? stored(4) : notRated;
      rated = true;
      return err({ type: 'http' as const, status: 409, body: { type: 'review-already-exists', message: 'already', field: 'body.paymentId' } });
    });
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(json) });
    const widget = await screen.findByRole('region', { name: 'How was your visit?' });
    fireEvent.click(await within(widget).findByRole('radio', { name: '4 out of 5 stars' }));
    fireEvent.click(within(widget).getByRole('button', { name: 'Send my review' }));
    expect(await within(widget).findByText('You have already reviewed this payment. Thank you!')).toBeTruthy();
  });

  test('a failed send says so and keeps the form', async () => {
    const failed = err({ type: 'network' as const, message: 'offline', timedOut: false });
    await renderApp({ path: BILL, docs: docs(), api: mySplit, http: asHttp(reviewsHttp(notRated, () => failed)) });
    const widget = await screen.findByRole('region', { name: 'How was your visit?' });
    fireEvent.click(await within(widget).findByRole('radio', { name: '1 out of 5 stars' }));
    fireEvent.click(within(widget).getByRole('button', { name: 'Send my review' }));
    expect((await within(widget).findByRole('alert')).textContent).toBe('Your review could not be sent. Please try again.');
    expect(within(widget).getByRole('button', { name: 'Send my review' })).toBeTruthy();
  });

  test.each([
    ['no payment of mine on the bill', docs({}, billDoc({ sundayBillSplits: { 'split-alex': rawSplit('split-alex', 'guest-alex', 10, 'Alex') } }))],
    ['reviews turned off for the venue', docs({ 'review_configurations/venue-1': { placeId: 'place-1', reviewsEnabled: false } })],
  ])('%s: no widget', async (_label, documents) => {
    const json = vi.fn(async (spec: RequestSpec) =>
      spec.path.startsWith('/venue-feedback') ? notRated : err({ type: 'network' as const, message: 'off', timedOut: false }),
    );
    await renderApp({ path: BILL, docs: documents, api: mySplit, http: asHttp(json) });
    await screen.findByRole('heading', { name: 'Table 1' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'How was your visit?' })).toBeNull());
    expect(json.mock.calls.filter(([spec]) => spec.path.startsWith('/venue-feedback'))).toEqual([]);
  });
});

describe('/venues/{venueId}/reviews/new (1-core §2 Venue)', () => {
  test('rates the paid split of the query', async () => {
    await renderApp({
      path: '/venues/venue-1/reviews/new?billId=bill-1&splitId=split-me',
      docs: docs(),
      api: mySplit,
      http: asHttp(reviewsHttp(notRated, () => stored(5, GOOGLE))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your visit' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: '5 out of 5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect((await screen.findByRole('link', { name: 'Review us on Google (opens in a new tab)' })).getAttribute('href')).toBe(GOOGLE);
  });

  test.each([
    ['without a split', '/venues/venue-1/reviews/new', mySplit],
    [
      'with a split not paid',
      '/venues/venue-1/reviews/new?billId=bill-1&splitId=split-me',
      { billing: { getSplit: async () => ok(issuedSplit('split-me', 'guest-me', 10)) } },
    ],
  ])('%s: nothing to rate, and it says so', async (_label, path, api) => {
    await renderApp({ path, docs: docs(), api, http: asHttp(vi.fn()) });
    expect(await screen.findByText('There is no payment of yours to review here.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
