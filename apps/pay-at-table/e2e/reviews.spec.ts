import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, payFullBill, test } from './fixtures.js';

// Issue 14 journey 6: pay at a table → the review widget → 5 stars → the external review site is offered; another
// payment → 2 stars → stored (read back from the sandbox), no external link; a second review of the same payment is
// refused. The Paris bistro's review configuration has a place id and the default threshold (5). The bill page also
// shows the business's bill upsells (1-core §2).

const openedOrderSchema = z.object({ billId: z.string() });
const deviceSchema = z.object({ state: z.object({ identity: z.object({ token: z.string() }) }) });
const splitSchema = z.object({ paymentId: z.string() });
const reviewSchema = z.object({ rating: z.number(), paymentId: z.string(), billId: z.string(), externalReviewUrl: z.string().optional() });
const PARIS_REVIEW_SITE = 'https://search.google.com/local/writereview?placeid=ChIJ-tableside-paris-bistro';

async function openBill(request: APIRequestContext, venueId: string, tableId: string): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'fr-croque', quantity: 1 }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

/** The diner's guest token, as the app keeps it on the device. */
async function guestToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('tableside.device'));
  return deviceSchema.parse(JSON.parse(stored ?? 'null')).state.identity.token;
}

async function paymentIdOf(request: APIRequestContext, token: string, billId: string, splitId: string): Promise<string> {
  const response = await request.get(`/billing/bills/${billId}/splits/${splitId}`, { headers: { 'x-tableside-guest-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  return splitSchema.parse(await response.json()).paymentId;
}

test('(14.6) reviews: 5 stars offer the external review site, 2 stars are stored without it, a second review of a payment is refused; the bill shows its upsells', async ({
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;

  // A first payment, then the bill page: the review widget under the paid section, and the upsell carousel.
  const firstBill = await openBill(request, venueId, `${venueId}-table-reviews-1`);
  await payFullBill(page, venueId, firstBill);
  await page.goto(`/venues/${venueId}/bills/${firstBill}`);
  const widget = page.getByRole('region', { name: 'How was your visit?' });
  await expect(widget).toBeVisible();

  const upsells = page.getByRole('region', { name: 'You might also like' });
  await expect(upsells).toBeVisible();
  const products = upsells.getByRole('list', { name: 'Suggested products, scroll sideways for more' }).getByRole('link');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(0);
  const box = await products.first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expect(products.first()).toHaveAttribute('href', new RegExp(`^/venues/${venueId}/bills/${firstBill}/menus/[A-Z]{2}/[^/]+/products/[^/]+$`));
  await expectNoAxeViolations(page, 'bill page with the review widget and the upsells');

  await widget.getByRole('radio', { name: '5 out of 5 stars' }).check();
  await widget.getByRole('button', { name: 'Send my review' }).click();
  const external = widget.getByRole('link', { name: 'Review us on Google (opens in a new tab)' });
  await expect(external).toBeVisible();
  await expect(external).toHaveAttribute('href', PARIS_REVIEW_SITE);
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(widget.getByText('Thank you for your review!')).toBeVisible();
  await expectNoAxeViolations(page, 'review sent with the external site offered');

  // Another payment at another table: 2 stars, stored with no external link.
  const secondBill = await openBill(request, venueId, `${venueId}-table-reviews-2`);
  const secondSplit = await payFullBill(page, venueId, secondBill);
  await page.goto(`/venues/${venueId}/bills/${secondBill}`);
  const secondWidget = page.getByRole('region', { name: 'How was your visit?' });
  await secondWidget.getByRole('radio', { name: '2 out of 5 stars' }).check();
  await secondWidget.getByLabel('Tell us more (optional)').fill('The croque was cold.');
  await secondWidget.getByRole('button', { name: 'Send my review' }).click();
  await expect(secondWidget.getByText('Thank you for your review!')).toBeVisible();
  await expect(secondWidget.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, 'review sent without an external site');

  const token = await guestToken(page);
  const paymentId = await paymentIdOf(request, token, secondBill, secondSplit);
  const readBack = await request.get(`/venue-feedback/venues/${venueId}/payments/${paymentId}/review`, { headers: { 'x-tableside-guest-token': token } });
  expect(readBack.status()).toBe(200);
  const stored = reviewSchema.parse(await readBack.json());
  expect(stored).toMatchObject({ rating: 2, paymentId, billId: secondBill });
  expect(stored.externalReviewUrl).toBeUndefined();

  // A second review of the same payment is refused, naming the field; the page shows it was reviewed.
  const again = await request.post(`/venue-feedback/venues/${venueId}/reviews`, {
    headers: { 'x-tableside-guest-token': token },
    data: { billId: secondBill, paymentId, rating: 5 },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ type: 'review-already-exists', field: 'body.paymentId' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'How was your visit?' }).getByText('You have already reviewed this payment. Thank you!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my review' })).toHaveCount(0);

  // The review page of the venue rates the same way, and knows this payment was reviewed too.
  await page.goto(`/venues/${venueId}/reviews/new?billId=${secondBill}&splitId=${secondSplit}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your visit' })).toBeVisible();
  await expect(page.getByText('You have already reviewed this payment. Thank you!')).toBeVisible();
  await expectNoAxeViolations(page, 'the review page');
});
