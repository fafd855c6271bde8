import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * Native app messages (issue 10 "Missing pieces diners look for"; 2-paying §7 "Native bridge", 3-menus §7): the
 * app runs in a native app's web view, whose user agent carries the app marker and which injects
 * `window.ReactNativeWebView`. The page is the real app on the real sandbox; only the web view's object is played
 * by the test, recording what the page posts (in sessionStorage, so a full page load keeps the record).
 */

const NATIVE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 TablesideNativeApp/3.1';
const RECORD_KEY = 'native-web-view-messages';

const postedSchema = z.array(z.string());
const billSplitPaidSchema = z.object({ type: z.literal('BillSplitPaid'), billId: z.string(), splitId: z.string() });
const receiptFileSchema = z.object({ type: z.literal('ReceiptFile'), fileName: z.string(), base64: z.string() });
const openedOrderSchema = z.object({ billId: z.string() });
/** The engage answer carries the payment id the server generated (1-core §6). */
const engageAnswerSchema = z.object({ paymentId: z.string().min(1) });

/** The messages the page posted to the web view so far, parsed from their JSON. */
async function posted(page: Page): Promise<unknown[]> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key) ?? '[]', RECORD_KEY);
  return postedSchema.parse(JSON.parse(raw)).map((message) => JSON.parse(message) as unknown);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test.describe('inside the native app', () => {
  test.use({ userAgent: NATIVE_USER_AGENT });

  test('(N1) after paying, the app gets BillSplitPaid, then the receipt as a base64 PDF of the amount paid (ReceiptFile); ChangeTable from the app opens the new table', async ({
    page,
    seeds,
  }) => {
    await page.addInitScript((key) => {
      const record = (message: string) => {
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        list.push(message);
        sessionStorage.setItem(key, JSON.stringify(list));
      };
      Object.defineProperty(window, 'ReactNativeWebView', { value: { postMessage: record }, configurable: true });
    }, RECORD_KEY);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    const venueId = seeds.tables.parisFresh.venueId;
    const opened = await page.request.post(`/sandbox/admin/venues/${venueId}/tables/native-app-table/orders`, {
      data: {
        numberOfGuests: 2,
        items: [
          { posProductId: 'fr-steak', quantity: 1 },
          { posProductId: 'fr-croque', quantity: 1 },
        ],
      },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    const { billId } = openedOrderSchema.parse(await opened.json());

    await page.goto(`/venues/${venueId}/bills/${billId}`);
    await expect(page.getByText('Left to pay')).toBeVisible();
    const leftToPay = await page.locator('#bill-left-to-pay + p').innerText();
    await page.getByRole('button', { name: 'Pay or split the check' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pay (the full check|full bill|what's left)$/ })
      .click();
    await expect(page).toHaveURL(/\/tips$/);
    // The payment page, as the diner reaches it when they move on without deciding a tip; paid with a meal voucher
    // through the payment simulator (no tip, no card form), so the whole bill is charged.
    await page.goto(page.url().replace(/\/tips$/, '/payment-intents/new'));
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    await page.getByRole('radio', { name: 'Edenred meal voucher' }).check();
    const engaged = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/engage-payment$/.test(new URL(response.url()).pathname) && response.ok(),
    );
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
    const splitId = /\/splits\/([^/]+)\/success$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(splitId).not.toBe('');
    // "After payment posts 'BillSplitPaid' to the native app" (2-paying §7), once.
    await expect
      .poll(async () => (await posted(page)).filter((message) => billSplitPaidSchema.safeParse(message).success))
      .toEqual([{ type: 'BillSplitPaid', billId, splitId }]);
    await expectNoAxeViolations(page, 'success page in the native app');

    // "When the user agent carries the app marker, sends the receipt as base64 with filename
    // receipt_{name}_{date}_{paymentId}.pdf": the receipt goes to the app, not to a browser download.
    await page.getByRole('button', { name: 'Download my receipt' }).click();
    await expect.poll(async () => (await posted(page)).filter((message) => receiptFileSchema.safeParse(message).success).length, { timeout: 30_000 }).toBe(1);
    const receipt = receiptFileSchema.parse((await posted(page)).find((message) => receiptFileSchema.safeParse(message).success));
    const { paymentId } = engageAnswerSchema.parse(await (await engaged).json());
    expect(receipt.fileName).toMatch(new RegExp(`^receipt_Le-Petit-Zinc_\\d{4}-\\d{2}-\\d{2}_${paymentId}\\.pdf$`));
    expect(receipt.base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const pdf = Buffer.from(receipt.base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The receipt's total is what was paid: the whole bill, with no tip.
    expect(await pdfText(pdf)).toContain(`Total ${leftToPay}`);
    expect(downloads, 'no browser download inside the app').toEqual([]);

    // The app tells the page the diner changed table ("Native app messages (change table handler …) when the user
    // agent includes the app marker", 3-menus §7): iOS web views post to window (a JSON string), Android ones to
    // document (an object). The new table's landing opens, which sends the diner to its bill.
    const next = seeds.tables.parisPartiallyPaid;
    await page.evaluate((table) => window.postMessage(JSON.stringify({ type: 'ChangeTable', venueId: table.venueId, tableId: table.deviceId }), '*'), next);
    await expect(page).toHaveURL(new RegExp(`/venues/${next.venueId}/bills/${next.billId}$`));
    await expect(page.getByText('Left to pay')).toBeVisible();
    const other = seeds.tables.parisFullyPaid;
    await page.evaluate(
      (table) => document.dispatchEvent(new MessageEvent('message', { data: { type: 'ChangeTable', venueId: table.venueId, tableId: table.deviceId } })),
      other,
    );
    await expect(page).toHaveURL(new RegExp(`/venues/${other.venueId}/bills/${other.billId}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A malformed message (no table) changes nothing.
    const here = page.url();
    await page.evaluate((venue) => window.postMessage(JSON.stringify({ type: 'ChangeTable', venueId: venue }), '*'), other.venueId);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(page.url()).toBe(here);
  });
});

test('(N2) in a browser (no app marker) a ChangeTable message is ignored', async ({ page, seeds }) => {
  const table = seeds.tables.parisPartiallyPaid;
  await page.goto(`/venues/${table.venueId}/bills/${table.billId}`);
  await expect(page.getByText('Left to pay')).toBeVisible();
  const other = seeds.tables.parisFullyPaid;
  await page.evaluate((next) => window.postMessage(JSON.stringify({ type: 'ChangeTable', venueId: next.venueId, tableId: next.deviceId }), '*'), other);
  await page.evaluate(
    (next) => document.dispatchEvent(new MessageEvent('message', { data: { type: 'ChangeTable', venueId: next.venueId, tableId: next.deviceId } })),
    other,
  );
  // The listener would have navigated synchronously on the message; give the router a rendering frame to show it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await expect(page.getByText('Left to pay')).toBeVisible();
});
