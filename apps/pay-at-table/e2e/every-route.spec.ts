import { orderingSeedIds, seedIds } from '@tableside/sandbox';
import { expect, test, type Page } from '@playwright/test';
import { fillCard } from './fixtures.js';
import { openBill, translations } from './phone-layout-checks.js';
import { startStack, type Stack } from './stack.js';

/**
 * Every route of 1-core §2 and 3 §2, opened on one running sandbox that serves every built app (pay-at-table,
 * menu-preview, terminal-receipts and the guest-app) on one origin, as `pnpm start` does. Each must answer with a
 * real page: a level-1 heading that is not one of the apps' not-found titles. Ids are real: seed venues, tables,
 * menus and products, a bill opened on the POS, a split issued and paid through the pages, a tab opened with a
 * card, and a terminal payment.
 */

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({ allApps: true });
});
test.afterAll(async () => {
  await stack?.close();
});

const tr = translations('en-US');
/** The seed's guest app (the London pub's business, in the Crown Collective group). */
const GUEST_APP = 'guest-app-london-pub';
/** The not-found titles of every app (pay-at-table, terminal-receipts, guest-app, menu-preview), in en-US. */
const NOT_FOUND = /^(Page not found|Not found)$/i;

interface Visit {
  readonly path: string;
  /** What the page must show besides a level-1 heading, when the heading alone would not tell. */
  readonly shows?: (page: Page) => Promise<void>;
}

async function expectRealPage(page: Page, visit: Visit, problems: string[]): Promise<void> {
  const started = Date.now();
  await page.goto(visit.path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 }).first();
  try {
    await expect(heading).toBeVisible({ timeout: 60_000 });
    const text = (await heading.innerText()).trim();
    if (NOT_FOUND.test(text) || text === tr.text('app.notFound.title')) problems.push(`${visit.path} → not found (${page.url()})`);
    await visit.shows?.(page);
  } catch (error) {
    problems.push(`${visit.path} → ${error instanceof Error ? error.message.split('\n')[0] : String(error)} (${page.url()})`);
  }
  console.log(`${visit.path}: ${Date.now() - started} ms`);
}

test('every route of 1-core §2 and 3 §2 answers with a real page on the running sandbox', async ({ page, playwright }) => {
  test.setTimeout(900_000);
  const api = await playwright.request.newContext({ baseURL: stack.url });
  const paris = seedIds.venues.parisBistro;
  const parisTable = seedIds.tables.parisFresh.deviceId;
  const london = seedIds.venues.londonPub;
  const { parisCarte } = orderingSeedIds.menus;
  const steak = orderingSeedIds.products.parisSteak;
  const tabVenue = orderingSeedIds.venues.tab.venueId;
  const problems: string[] = [];
  const visit = (path: string, shows?: Visit['shows']) => expectRealPage(page, { path: `${stack.url}${path}`, ...(shows ? { shows } : {}) }, problems);

  // General, account and venue pages.
  await page.goto(`${stack.url}/not-found`);
  await expect(page.getByRole('heading', { level: 1, name: tr.text('app.notFound.title') })).toBeVisible({ timeout: 60_000 });
  for (const path of ['/', '/login', '/signup', '/entry-point', '/logged-in', '/passwordless', '/logged-out']) await visit(path);
  for (const path of ['/me', '/me/management', '/me/receipts/list', '/me/logged-out', '/me/details']) await visit(path);
  const venue = `/venues/${paris}`;
  for (const path of ['', '/contact', '/loyalty', '/loyalty-logged-in', '/reviews/new']) await visit(`${venue}${path}`);
  for (const path of ['/tab/new', '/tab/authorize']) await visit(`/venues/${tabVenue}${path}`);

  // Menus of a venue, a table and a bill, and the staff previews.
  const billId = await openBill(api, paris, `${paris}-table-every-route`, [{ posProductId: steak, quantity: 1 }]);
  for (const base of [`${venue}`, `${venue}/tables/${parisTable}`, `${venue}/bills/${billId}`]) {
    await visit(`${base}/menus`);
    await visit(`${base}/menus/FR/${parisCarte}`);
    await visit(`${base}/menus/FR/${parisCarte}/products/${steak}`);
    await visit(`${base}/menus/FR/${parisCarte}/blocks/fr-block-terrasse`);
  }
  await visit(`${venue}/menu-previews`);
  await visit(`${venue}/menu-previews/FR/${parisCarte}`);

  // A table and its pages, then a bill and its pages.
  const table = `${venue}/tables/${seedIds.tables.parisNoBill.deviceId}`;
  for (const path of ['', '/authorization', '/payment-auth', '/basket', '/bills']) await visit(`${table}${path}`);
  const bill = `${venue}/bills/${billId}`;
  for (const path of ['', '/details', '/basket', '/items', '/splits/new', '/splits/new/anomaly']) await visit(`${bill}${path}`);
  for (const path of ['/receipt-email/error', '/receipt-email/sent', '/receipt-download/error']) await visit(`${bill}${path}`);

  // A split issued through the pages: its pages before and after it is paid.
  await page.goto(`${stack.url}${bill}#pay-full-bill-or-split`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr.pattern('app.payChoice.payFull') })
    .click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/tips$/);
  const split = new URL(page.url()).pathname.replace(/\/tips$/, '');
  await visit(`${bill}/payment-auth/${split.split('/').at(-1)}`);
  for (const path of ['', '/tips', '/error', '/payment-intents/new']) await visit(`${split}${path}`);
  // Paid as a diner does: no tip on the tips page, then the card.
  await page.goto(`${stack.url}${split}/tips`);
  await page.getByRole('radio', { name: 'No tip' }).check();
  await page
    .getByRole('button', { name: 'Continue', exact: true })
    .or(page.getByRole('heading', { name: 'Confirm payment' }))
    .first()
    .click();
  const coin = page.getByRole('button', { name: 'No thanks' }).or(page.getByRole('heading', { name: 'Confirm payment' }));
  await expect(coin.first()).toBeVisible();
  if (!page.url().endsWith('/payment-intents/new')) await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 });
  for (const path of ['/success', '/receipt-email-form']) await visit(`${split}${path}`);

  // A tab opened with a card: its register and 3-D Secure pages.
  await page.goto(`${stack.url}/venues/${tabVenue}/tab/authorize`);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Register my card' }).click();
  await expect(page).toHaveURL(/\/tab\/[^/]+\/register$/);
  const tab = new URL(page.url()).pathname.replace(/\/register$/, '');
  for (const path of ['/register', '/payment-auth']) await visit(`${tab}${path}`);

  // A terminal payment: its landings, its receipt pages, and the business and enrollment pages.
  const terminal = await api.post(`/sandbox/admin/venues/${london}/tables/${seedIds.tables.londonFresh.tableId}/terminal-payments`, {
    data: { amount: '5.00' },
    headers: { accept: 'application/json' },
  });
  expect(terminal.ok(), await terminal.text()).toBe(true);
  const landing = (await terminal.json()) as { billId: string; landingPaths: { venue: string; business: string; enrollment: string } };
  for (const path of Object.values(landing.landingPaths)) await visit(path);
  const receipts = landing.landingPaths.enrollment.replace(/\/landing$/, `/bills/${landing.billId}/receipts`);
  for (const path of ['', '/sent', '/error', '/download/error']) await visit(`${receipts}${path}`);
  const enrollment = landing.landingPaths.enrollment.split('/')[2];
  const business = landing.landingPaths.business.split('/')[2];
  await visit(`/enrollments/${enrollment}`);
  await visit(`/businesses/${business}`);

  // The brand's guest app (3 §2 "Guest app routes"), its store locator and the business group's locations. The
  // login-only pages send a guest to the app's sign-up, a real page too.
  const app = `/guest-app/${GUEST_APP}`;
  await visit('/guest-app');
  for (const path of ['', '/brand/brand-crown', '/order', '/pay', '/store-locator?mode=list&brand=brand-crown', `/onboarding?venueId=${london}`])
    await visit(`${app}${path}`);
  for (const path of [
    '/loyalty',
    '/profile',
    '/receipts',
    '/reservations',
    '/privacy',
    '/privacy/cookies',
    '/privacy/marketing',
    '/privacy/marketing/migration',
  ]) {
    await visit(`${app}${path}`);
  }
  for (const step of ['signup', 'confirm', 'email', 'loggedIn']) for (const variant of ['', '/migration']) await visit(`${app}/auth/${step}${variant}`);
  await visit(`${app}/external-link?url=${encodeURIComponent('https://example.com/unknown')}&title=FAQ`);
  await visit('/business-groups/group-crown-collective/locations/');

  expect(problems, 'routes without a real page').toEqual([]);
  await api.dispose();
});
