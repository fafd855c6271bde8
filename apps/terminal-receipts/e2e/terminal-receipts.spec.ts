import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

const require = createRequire(import.meta.url);

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Evaluates axe-core through the DevTools protocol (an injected <script> would be blocked by the page's CSP, which
 * allows no inline script), runs it and expects zero violations.
 */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

// The global setup started the stack and exported its origin to the workers.
test.use({ baseURL: process.env['TERMINAL_RECEIPTS_E2E_BASE_URL'] });

const venueId = 'venue-london-pub';
const tableId = 'venue-london-pub-table-1';

// Journey 4: a terminal payment taken on the POS admin page → the slip's landing link → the PDF receipt → the receipt
// by e-mail. (The bill updating live at the table is pay-at-table's journey e2e/terminal-payment.spec.ts.)
test('(4) a terminal payment on the POS admin page, its landing, the PDF receipt with the right total and the receipt by e-mail', async ({ page }) => {
  await page.goto('/sandbox/admin');
  await page.locator(`#${tableId}-terminal-amount`).fill('12.50');
  await page.locator(`form[action$="/tables/${tableId}/terminal-payments"]`).getByRole('button', { name: 'Take a terminal (PDQ) payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminal payment taken' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the landing link' })).toBeVisible();
  await expectNoAxeViolations(page, 'the terminal payment page of the POS admin');

  await page.getByRole('link', { name: 'Landing link (enrollment)' }).click();
  await expect(page).toHaveURL(/\/enrollments\/enrollment-london-pub\/transaction\/pay_[0-9a-f-]{36}\/landing$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your payment' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('£12.50')).toBeVisible();
  await expect(page.getByText('The Crown & Anchor', { exact: true })).toBeVisible();
  // The London pub's business has a loyalty programme (COMO in the seed).
  await expect(page.getByRole('heading', { name: /loyalty program/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the terminal landing');
  const transactionId = /transaction\/(pay_[0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';

  // The same payment reads through the venue and business links too.
  for (const path of [`/venue/${venueId}/transaction/${transactionId}/landing`, `/businesses/business-london-pub/transaction/${transactionId}/landing`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
    await expect(page.getByText('£12.50')).toBeVisible();
  }

  await page.getByRole('link', { name: 'See your receipt' }).click();
  await expect(page).toHaveURL(/\/bills\/[^/]+\/receipts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeFocused();
  await expectNoAxeViolations(page, 'the receipt page');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt_${transactionId}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(file);
  expect(text).toContain('The Crown & Anchor');
  expect(text).toMatch(/Total[\s\S]*£12\.50/);

  const email = `diner-${Date.now()}@example.com`;
  await page.getByLabel('E-mail address').fill('not an e-mail');
  await page.getByRole('button', { name: 'Send the receipt' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address, such as name@example.com.');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the receipt' }).click();
  await expect(page).toHaveURL(/\/receipts\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt sent' })).toBeFocused();
  await expectNoAxeViolations(page, 'the receipt-sent page');
  type OutboxMessage = { recipient: string; attachment?: { name: string } };
  const outbox = (await (await page.request.get('/sandbox/outbox.json')).json()) as OutboxMessage[] | { messages: OutboxMessage[] };
  expect(Array.isArray(outbox) ? outbox : outbox.messages).toContainEqual(
    expect.objectContaining({ recipient: email, attachment: expect.objectContaining({ name: `receipt_${transactionId}.pdf` }) }),
  );

  // The identity pages of the venue's business and enrollment.
  await page.goto('/businesses/business-london-pub');
  await expect(page.getByRole('heading', { level: 1, name: 'Our venues' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Venues' })).toContainText('The Crown & Anchor');
  await expectNoAxeViolations(page, 'the business page');
  await page.goto('/enrollments/enrollment-london-pub');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to The Crown & Anchor' })).toBeVisible();
  await expectNoAxeViolations(page, 'the enrollment page');
});

// Journey 5: unknown transaction and enrollment ids → the not-found page, never a crash.
test('(5) unknown transaction, enrollment, business and bill ids show the not-found page', async ({ page }) => {
  for (const path of [
    `/enrollments/enrollment-london-pub/transaction/pay_${crypto.randomUUID()}/landing`,
    `/venue/${venueId}/transaction/not-a-transaction/landing`,
    `/enrollments/enrollment-nope/transaction/pay_${crypto.randomUUID()}/landing`,
    '/enrollments/enrollment-nope',
    '/businesses/business-nope',
    `/enrollments/enrollment-london-pub/transaction/pay_${crypto.randomUUID()}/bills/bill-nope/receipts`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
  await expectNoAxeViolations(page, 'the not-found page');
});

test('(5) the not-found page in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: process.env['TERMINAL_RECEIPTS_E2E_BASE_URL'] });
  const page = await context.newPage();
  await page.goto('/enrollments/enrollment-nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await context.close();
});

// Issue 14 "the venue's branding" on the landings: the New York diner's enrollment customization (a dark theme) gives
// light text on its brand background, and its logo and cover load.
test('a terminal landing of a venue with a dark theme shows its branding: light text, the logo and the cover', async ({ page }) => {
  const table = 'venue-new-york-diner-table-1';
  await page.goto('/sandbox/admin');
  await page.locator(`#${table}-terminal-amount`).fill('5.00');
  await page.locator(`form[action$="/tables/${table}/terminal-payments"]`).getByRole('button', { name: 'Take a terminal (PDQ) payment' }).click();
  await page.getByRole('link', { name: 'Landing link (enrollment)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
  for (const name of ['Liberty Diner cover picture', 'Liberty Diner logo']) {
    const image = page.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  const welcome = page.getByText('Welcome to Liberty Diner: breakfast all day, every day.');
  await expect.poll(() => welcome.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('list', { name: 'News from Liberty Diner' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the branded terminal landing');
});
