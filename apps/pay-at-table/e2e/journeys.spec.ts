import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';

const tablePath = (table: { venueId: string; deviceId: string }) => `/venues/${table.venueId}/tables/${table.deviceId}`;

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Scans the table's QR code and lands on its bill (replace navigation from the table landing). */
async function scan(page: Page, table: { venueId: string; deviceId: string; billId: string | null }) {
  await page.goto(tablePath(table));
  await expect(page).toHaveURL(new RegExp(`/venues/${table.venueId}/bills/${table.billId}$`));
  await expect(page.getByText('Left to pay')).toBeVisible();
}

test('(1) scan, see the bill, pay the full bill with 4242, download a valid PDF receipt with the right total', async ({ page, seeds }) => {
  const table = seeds.tables.parisFresh;
  await scan(page, table);
  await expect(page.getByRole('list', { name: 'Products', exact: true })).toContainText('Steak frites');
  await expect(page.getByRole('progressbar', { name: 'Amount paid' })).toBeVisible();
  await expectNoAxeViolations(page, 'bill page');
  const leftToPay = await page.locator('#bill-left-to-pay + p').innerText();

  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await expect(page).toHaveURL(/#pay-full-bill-or-split$/);
  const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await expect(dialog.getByRole('button', { name: 'Split the check' })).toBeVisible();
  await expectNoAxeViolations(page, 'pay-or-split dialog');
  await dialog.getByRole('button', { name: 'Pay the full check' }).click();

  await expect(page).toHaveURL(/\/splits\/[^/]+\/tips$/);
  await expect(page.getByRole('heading', { name: 'Add a tip' })).toBeVisible();
  await expectNoAxeViolations(page, 'tips page');
  await page.getByRole('radio', { name: 'No tip' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment intent page');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
  await expectNoAxeViolations(page, 'success page');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my receipt' }).click();
  const download = await downloading;
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(file);
  // No tip was chosen, so the receipt's total is the left to pay the bill page showed.
  expect(text).toContain(`Total ${leftToPay}`);

  await page.getByRole('link', { name: 'Get my receipt by email' }).click();
  await expect(page.getByRole('heading', { name: 'Get your receipt by email' })).toBeVisible();
  await expectNoAxeViolations(page, 'receipt e-mail form');
  await page.getByLabel('Email address').fill('diner@example.test');
  await page.getByRole('button', { name: 'Send my receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt is on its way' })).toBeVisible();
  await expect(page.getByText('We sent it to diner@example.test.')).toBeVisible();
  await expectNoAxeViolations(page, 'receipt sent page');
});

test('(2) pay a share with 4000 0027 6000 3184 through 3-D Secure and see left to pay drop', async ({ page, seeds }) => {
  const table = seeds.tables.newYorkFresh;
  await scan(page, table);
  const leftBefore = await page.locator('#bill-left-to-pay + p').innerText();

  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Split the check' }).click();
  await expect(page).toHaveURL(/\/splits\/new$/);
  await expectNoAxeViolations(page, 'new split page');
  await page.getByRole('radio', { name: 'Pay a custom amount' }).check();
  await page.getByLabel('Amount in USD').fill('10');
  await page.getByRole('button', { name: 'Confirm my share' }).click();

  await expect(page).toHaveURL(/\/tips$|\/payment-intents\/new$/);
  if (page.url().endsWith('/tips')) {
    await page.getByRole('radio', { name: 'No tip' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // US smart tip: "tips below the lowest suggested percentage trigger a confirmation modal" (2-paying §4).
    await page.getByRole('dialog', { name: 'Your tip is below the usual amount' }).getByRole('button', { name: 'Keep my tip' }).click();
  }
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-auth\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment auth page');
  await page.getByRole('button', { name: 'Continue to my bank' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('You paid $10.00')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the check' }).click();
  await expect(page.locator('#bill-left-to-pay + p')).not.toHaveText(leftBefore);
  await expect(page.getByRole('list', { name: 'Already paid' })).toContainText('You paid');
  await expectNoAxeViolations(page, 'bill page after a payment');
});

test("(10) a second diner opening the first one's split URL is sent back to the bill", async ({ browser, page, seeds }) => {
  const table = seeds.tables.londonFresh;
  await scan(page, table);
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);
  const splitUrl = page.url();

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(splitUrl);
    await expect(otherPage).toHaveURL(new RegExp(`/venues/${table.venueId}/bills/${table.billId}$`));
    await expect(otherPage.getByText('Left to pay')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('(13) the landing, not-found, no-bill and split anomaly pages have no axe violations', async ({ page, seeds }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Scan the QR code on your table' })).toBeVisible();
  await expectNoAxeViolations(page, 'home');
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'not found');
  await page.goto(tablePath(seeds.tables.parisNoBill));
  await expect(page.getByRole('heading', { name: 'There is no check for this table yet' })).toBeVisible();
  await expectNoAxeViolations(page, 'table without a bill');

  const table = seeds.tables.newYorkSplitBySeat;
  await page.goto(`/venues/${table.venueId}/bills/${table.billId}/splits/new`);
  await page.getByRole('radio', { name: 'Pay a custom amount' }).check();
  await page.getByLabel('Amount in USD').fill('10000');
  await page.getByRole('button', { name: 'Confirm my share' }).click();
  await expect(page).toHaveURL(/\/splits\/new\/anomaly$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Back to the check' })).toBeVisible();
  await expectNoAxeViolations(page, 'split anomaly dialog');
  await dialog.getByRole('button', { name: 'Back to the check' }).click();
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
});
