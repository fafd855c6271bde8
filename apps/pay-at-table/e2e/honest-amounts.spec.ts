import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });

/** A fresh bill on a table of its own (POS simulator's admin route), so no other journey touches it. */
async function openBill(request: APIRequestContext, venueId: string, tableId: string, items: { posProductId: string; quantity: number }[]): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, { data: { numberOfGuests: 2, items } });
  expect(response.ok(), await response.text()).toBe(true);
  const { billId } = openedOrderSchema.parse(await response.json());
  return `/venues/${venueId}/bills/${billId}`;
}

async function openBillPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
}

/** Opens the pay-or-split choice of the bill page and picks one of its two buttons. */
async function choose(page: Page, name: RegExp) {
  await page.getByRole('button', { name: /^Pay or split the/ }).click();
  await page.getByRole('dialog').getByRole('button', { name }).click();
}

const PAY_FULL = /^Pay (the )?full (bill|check)$/;

async function withSecondDiner(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('(H1) two diners tap "Pay full bill" at once: the second gets the anomaly recovery saying another guest is paying, not a stuck toast', async ({ browser, page, request, seeds }) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-h1-race`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await withSecondDiner(browser, async (other) => {
    await openBillPage(other, bill);
    await openBillPage(page, bill);
    // The first tap wins the bill; the second diner's page still shows the whole bill as left to pay.
    await choose(page, PAY_FULL);
    await expect(page).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);

    await choose(other, PAY_FULL);
    await expect(other).toHaveURL(/\/splits\/new\/anomaly$/);
    const dialog = other.getByRole('dialog', { name: 'Your amount is more than what is left to pay' });
    await expect(dialog).toContainText('Another guest is already paying the rest of the check');
    await expect(other.getByText("We couldn't create your split")).toHaveCount(0);
    // Nothing is left: no tip on a split of 0, no "pay only what is left"; the diner goes back to the bill.
    await expect(dialog.getByRole('button', { name: /as a tip/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Pay only what is left/ })).toHaveCount(0);
    await expectNoAxeViolations(other, 'anomaly recovery after losing the race');
    await dialog.getByRole('button', { name: 'Back to the check' }).click();
    await expect(other).toHaveURL(new RegExp(`${bill}$`));
  });
});
