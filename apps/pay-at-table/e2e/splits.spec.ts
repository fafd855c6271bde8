import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });

/**
 * Opens a new order on a table of its own through the POS simulator's admin route, so a journey starts from a
 * fresh bill whatever other journeys did to the seeded ones. Returns the bill page path.
 */
async function openBill(
  request: APIRequestContext,
  venueId: string,
  tableId: string,
  items: { posProductId: string; quantity: number }[],
  numberOfGuests = 2,
): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, { data: { numberOfGuests, items } });
  expect(response.ok(), await response.text()).toBe(true);
  const { billId } = openedOrderSchema.parse(await response.json());
  return `/venues/${venueId}/bills/${billId}`;
}

async function openBillPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
}

async function openNewSplit(page: Page) {
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Split the check' }).click();
  await expect(page).toHaveURL(/\/splits\/new$/);
}

/** From the tips page (or straight from the split when no tips page applies) to the payment intent page. */
async function skipTip(page: Page) {
  const noTip = page.getByRole('radio', { name: 'No tip' });
  // The provider's card frame (its fields are inside, on another origin).
  const cardNumber = page.locator('iframe[src*="/sandbox-payments/card-frame"]');
  await expect(noTip.or(cardNumber)).toBeVisible();
  if (await noTip.isVisible()) {
    await expectNoAxeViolations(page, 'tips page');
    await noTip.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // US venues confirm a tip below the usual amount (2-paying §4 "Tips").
    const belowAverage = page.getByRole('dialog', { name: 'Your tip is below the usual amount' });
    await expect(belowAverage.or(cardNumber)).toBeVisible();
    if (await belowAverage.isVisible()) await belowAverage.getByRole('button', { name: 'Keep my tip' }).click();
  }
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(cardNumber).toBeVisible();
}

const leftToPay = (page: Page) => page.locator('#bill-left-to-pay + p');

test('(2) split by items: a group of items paid with 4000 0027 6000 3184 through 3-D Secure; the left to pay drops', async ({ page, request, seeds }) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-splits-items`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-steak', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await openBillPage(page, bill);
  const leftBefore = await leftToPay(page).innerText();
  await openNewSplit(page);

  await expect(page.getByRole('radio', { name: 'Pay for my items' })).toBeChecked();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Confirm my share' })).toBeDisabled();
  await expectNoAxeViolations(page, 'items split page');
  await items.getByRole('checkbox', { name: /Croque-monsieur/ }).check();
  await items.getByRole('checkbox', { name: /Steak frites/ }).check();
  await expect(page.getByRole('button', { name: 'Confirm my share' })).toBeEnabled();
  await expectNoAxeViolations(page, 'items split page with a selection');
  await page.getByRole('button', { name: 'Confirm my share' }).click();

  await skipTip(page);
  await expectNoAxeViolations(page, 'payment intent page');
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-auth\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment auth page');
  await page.getByRole('button', { name: 'Continue to my bank' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expectNoAxeViolations(page, 'success page');
  await page.getByRole('link', { name: 'Back to the check' }).click();
  await expect(leftToPay(page)).not.toHaveText(leftBefore);
  await expect(page.getByRole('list', { name: 'Already paid' })).toContainText('You paid');
  await expectNoAxeViolations(page, 'bill page after paying items');

  // The paid items now show as already paid on the items page.
  await openNewSplit(page);
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('checkbox', { name: /Croque-monsieur.*Already paid/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'items split page with paid items');
});

test('(3) split by share, joined by a second diner who sees the first payment live', async ({ browser, page, request, seeds }) => {
  const venueId = seeds.venues.londonPub;
  const bill = await openBill(request, venueId, `${venueId}-table-splits-share`, [
    { posProductId: 'gb-fish', quantity: 1 },
    { posProductId: 'gb-pie', quantity: 1 },
    { posProductId: 'gb-ale', quantity: 2 },
  ]);
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await openBillPage(other, bill);
    const otherLeftBefore = await leftToPay(other).innerText();

    await openBillPage(page, bill);
    await openNewSplit(page);
    await page.getByRole('radio', { name: 'Divide the check equally' }).check();
    await expect(page.getByLabel('Number of guests')).toHaveValue('2');
    await expectNoAxeViolations(page, 'split by share form');
    await page.getByRole('button', { name: 'Confirm my share' }).click();
    await skipTip(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success$/);

    // The second diner never reloads: the bill arrives through realtime.
    await expect(leftToPay(other)).not.toHaveText(otherLeftBefore);
    await expect(other.getByRole('list', { name: 'Already paid' })).toBeVisible();
    await expectNoAxeViolations(other, 'bill page updated live');

    await openNewSplit(other);
    await expect(other.getByText(/is already being divided between 2 guests/)).toBeVisible();
    await expect(other.getByLabel('Number of guests')).toBeDisabled();
    await expect(other.getByRole('button', { name: 'Change split' })).toBeVisible();
    await expectNoAxeViolations(other, 'join view of the ongoing split by share');
    await other.getByRole('button', { name: 'Confirm my share' }).click();
    await skipTip(other);
    await fillCard(other, '4242 4242 4242 4242');
    await other.getByRole('button', { name: /^Pay / }).click();
    await expect(other).toHaveURL(/\/success$/);
    await other.getByRole('link', { name: 'Back to the check' }).click();
    await expect(other.getByText('This check is fully paid')).toBeVisible();
    await expectNoAxeViolations(other, 'fully paid bill');
  } finally {
    await second.close();
  }
});

test('(3b) a bill split by seat on the POS: one seat paid from its sub-bill', async ({ page, seeds }) => {
  const table = seeds.tables.newYorkSplitBySeat;
  await openBillPage(page, `/venues/${table.venueId}/bills/${table.billId}`);
  const seats = page.getByRole('region', { name: 'Seats' });
  await expect(seats.getByRole('heading', { name: 'Seat 1' })).toBeVisible();
  await expectNoAxeViolations(page, 'bill page with seats');
  await seats.getByRole('button', { name: 'Pay Seat 1' }).click();

  await expect(page).toHaveURL(/\/splits\/new$/);
  const seat = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Seat 1' }) });
  await expect(seat.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('checkbox', { checked: true })).toHaveCount(await seat.getByRole('checkbox').count());
  await expectNoAxeViolations(page, 'items split page for one seat');
  await page.getByRole('button', { name: 'Confirm my share' }).click();

  await skipTip(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
  await page.getByRole('link', { name: 'Back to the check' }).click();
  const paidSeat = page
    .getByRole('region', { name: 'Seats' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Seat 1' }) });
  await expect(paidSeat).toContainText('Paid');
  await expect(paidSeat.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'bill page with a paid seat');
});
