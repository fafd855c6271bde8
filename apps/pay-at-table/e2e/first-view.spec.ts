import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 12: the bill page's first view is rendered on the server, so a diner sees their bill before any script has
 * run, then the app hydrates it (a first scan) or renders over it (a device with an identity or another chosen
 * language). This journey runs on its own stack: the bill stays as seeded (partly paid by another diner).
 */
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack.close();
});
/** The contexts a test opened, closed after it even when it fails (their open streams would hold the stack's close). */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const table = seedIds.tables.parisPartiallyPaid;
const billUrl = () => `${stack.url}/venues/${table.venueId}/bills/${table.billId}`;

/** A page that records every console error or warning, page error and realtime stream request. */
async function open(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/realtime/stream') streams.push(request.url());
  });
  return { context, page, problems, streams };
}

/** Opens the pay-or-split dialog: the app runs the page's controls. */
async function openPayOrSplit(page: Page, button: string, dialog: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
}

test('(issue 12) with no script at all, the bill page already shows the bill: venue, table, what is left to pay, what was paid, the products, the upsells', async ({
  browser,
}) => {
  const { page } = await open(browser, { javaScriptEnabled: false, locale: 'fr-FR' });
  const response = await page.goto(billUrl());
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Le Petit Zinc')).toBeVisible();
  await expect(page.locator('#bill-left-to-pay')).toHaveText('Reste à payer');
  await expect(page.getByRole('progressbar', { includeHidden: true })).toHaveAttribute('aria-valuetext', /payés sur/);
  await expect(page.locator('img[src$="fr-tarte.svg"]')).toBeVisible();
  // Nothing covers it; until the app runs, its controls cannot be used (inert), so no tap is lost.
  await expect(page.locator('#preload')).toBeHidden();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
});

test('(issue 12) a first scan hydrates the server page: no hydration error, one realtime stream, the page works and passes axe', async ({ browser }) => {
  const { page, problems, streams } = await open(browser, { locale: 'en-US' });
  const response = await page.goto(billUrl());
  // The bill was in the HTML itself, and no module was named beside its stylesheet: the boot script starts them once
  // the page has painted (src/first-view-boot.ts).
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Left to pay');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/first-view-boot-[\w-]+\.js"><\/script>/);
  await openPayOrSplit(page, 'Pay or split the check', 'How would you like to pay?');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  // The progress bar's fill is set by the app, not by an inline style the CSP refuses.
  expect(await page.locator('[role="progressbar"] > div').evaluate((fill) => fill.getBoundingClientRect().width)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'bill page hydrated from the server');
  expect(streams, 'realtime streams opened by one load').toHaveLength(1);
  expect(problems).toEqual([]);
});

test('(issue 12) a returning diner who chose French gets the page in French over the server page (rendered in the browser language), with no error', async ({
  browser,
}) => {
  const { page, problems, streams } = await open(browser, { locale: 'en-US' });
  await page.goto(billUrl());
  await openPayOrSplit(page, 'Pay or split the check', 'How would you like to pay?');
  await page.keyboard.press('Escape');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: "Payer ou partager l'addition" })).toBeVisible();

  // The device now has an identity and a chosen language: the server still renders a first scan in English.
  streams.length = 0;
  const response = await page.reload();
  expect(await response?.text()).toContain('Left to pay');
  await openPayOrSplit(page, "Payer ou partager l'addition", 'Comment souhaitez-vous payer ?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(streams, 'realtime streams opened by the reload').toHaveLength(1);
  expect(problems).toEqual([]);

  // Back from the pay page to the bill: the app's own navigation, no server page involved.
  // The bill is partly paid: the dialog offers what is left.
  await page.getByRole('dialog').getByRole('button', { name: 'Payer le reste' }).click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/tips$/);
  await page.goBack();
  await expect(page.locator('#bill-left-to-pay')).toBeVisible();
  expect(problems).toEqual([]);
});

test('(issue 12) a bill split by seat on the point of sale: its seats are in the server page, hydrate with their own chunk, and pay', async ({ browser }) => {
  const seatTable = seedIds.tables.newYorkSplitBySeat;
  const { page, problems } = await open(browser, { locale: 'en-US' });
  const response = await page.goto(`${stack.url}/venues/${seatTable.venueId}/bills/${seatTable.billId}`);
  expect(await response?.text()).toContain('Seat 1');
  const seats = page.getByRole('region', { name: 'Seats' });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await seats.getByRole('button', { name: 'Pay Seat 1' }).click();
  await expect(page).toHaveURL(/\/splits\/new$/);
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Seat 1' }) })
      .getByRole('checkbox')
      .first(),
  ).toBeChecked();
  expect(problems).toEqual([]);
});
