import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 14, journey 7 and the venue pages around the bill: the venue's news (3-menus §1, §3, §4: an RSS feed parsed
 * by a well-kept parser, the extract rule, a hostile feed rendered as safe text), the contact page with its banner
 * (1-core §2 Venue) and the post-payment contact banner (3 §2 Dialogs): a full-screen frame for an allow-listed
 * enrollment, a new tab otherwise. The contact pages live on the venue's own site; the browser is given a small page
 * for them, as no test reaches the internet.
 */

const CONTACT_SITE = 'https://le-petit-zinc.example';
const openedOrderSchema = z.object({ billId: z.string() });

async function serveContactSite(context: BrowserContext): Promise<void> {
  await context.route(`${CONTACT_SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="fr"><head><title>Réservation</title></head><body><main><h1>Réserver une table</h1></main></body></html>',
    }),
  );
}

/** Opens a new order on a table of its own through the POS simulator's admin route; returns the bill id. */
async function openBill(request: APIRequestContext, baseUrl: string, venueId: string, tableId: string): Promise<string> {
  const response = await request.post(`${baseUrl}/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'fr-croque', quantity: 1 }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

/** Pays the whole bill with 4242, no tip and no coin, and lands on the success page. */
async function payFullBill(page: Page, venueId: string, billId: string): Promise<void> {
  await page.goto(`/venues/${venueId}/bills/${billId}`);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay the full check' }).click();
  const confirm = page.getByRole('heading', { name: 'Confirm payment' });
  const noTip = page.getByRole('radio', { name: 'No tip' });
  await expect(noTip.or(confirm).first()).toBeVisible();
  if (await noTip.isVisible()) {
    await noTip.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const coin = page.getByRole('button', { name: 'No thanks' });
    await expect(coin.or(confirm).first()).toBeVisible();
    if (await coin.isVisible()) await coin.click();
  }
  await expect(confirm).toBeVisible();
  // A venue may ask for the tip on the payment page instead (the tip before payment, 2-paying): no tip there either.
  const tipDialog = page.getByRole('dialog', { name: 'Add a tip' });
  await fillCard(page, '4242 4242 4242 4242');
  for (let attempt = 0; attempt < 3 && !page.url().endsWith('/success'); attempt += 1) {
    if (await tipDialog.isVisible()) {
      await tipDialog.getByRole('button', { name: 'No tip' }).click();
      await expect(tipDialog).toHaveCount(0);
      continue;
    }
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(tipDialog.or(page.getByRole('heading', { name: 'Thank you, your payment went through' })).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\/success$/);
}

test.describe('venue news and contact on the shared stack', () => {
  test.use({ locale: 'en-US' });

  test('(7) venue news: the Paris bistro lists its feed with the extract rule, in the feed language', async ({ page, seeds }) => {
    await page.goto(`/venues/${seeds.venues.parisBistro}`);
    const news = page.getByRole('region', { name: 'News' });
    const list = news.getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toHaveAttribute('lang', 'fr');
    const first = list.getByRole('listitem').nth(0);
    const long = 'Chaque mardi, le chef compose un menu du marché avec les légumes des producteurs d’Île-de-France et la pêche du jour.';
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Le menu du marché change chaque semaine (opens in a new tab)');
    await expect(first.getByText(`${long.slice(0, 47)}...`, { exact: true })).toBeVisible();
    await expect(first.getByText(long)).toHaveCount(0);
    const link = first.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://le-petit-zinc.example/actualites/menu-du-marche');
    await expect(link).toHaveAttribute('target', '_blank');
    // The picture comes from the feed (an absolute URL on the sandbox) and loads.
    const picture = first.locator('img');
    await expect(picture).toHaveAttribute('src', /\/sandbox\/menu-images\/fr-steak\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Short texts are not cut; an item without a link has a plain title.
    const second = list.getByRole('listitem').nth(1);
    await expect(second.getByText('Jeudi 19 novembre, dès 18 h.', { exact: true })).toBeVisible();
    await expect(second.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, 'venue landing page with its news');
  });

  test('(7) venue news: the hostile feed renders as safe text; no script runs, no javascript: link, the huge item is cut', async ({ page, seeds }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/venues/${seeds.venues.newYorkDiner}`);
    const news = page.getByRole('region', { name: 'News' });
    const items = news.getByRole('listitem');
    // Four valid items; the six of invalid shape (no guid, no title, no text, pictures that are not http(s) URLs) are dropped.
    await expect(items).toHaveCount(4);
    await expect(news.getByRole('list')).toHaveAttribute('lang', 'en');
    await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText('<script>window.__hostileFeedRan = true</script>Happy hour');
    await expect(items.nth(0).getByText('<img src="x" onerror="window.__hostileFeedRan = true">Two-for-one shakes.')).toBeVisible();
    const markup = '<a href="javascript:window.__hostileFeedRan = true">Click</a><iframe src="https://evil.example"></iframe> Pie of the day.';
    await expect(items.nth(1).getByText(`${markup.slice(0, 47)}...`, { exact: true })).toBeVisible();
    await expect(items.nth(2).getByText(`${'Endless special. '.repeat(3).slice(0, 47)}...`, { exact: true })).toBeVisible();
    await expect(items.nth(3).getByRole('link', { name: 'Safe link (opens in a new tab)' })).toHaveAttribute('href', 'https://liberty-diner.example/news/4');
    for (const title of ['No guid: dropped', 'No text: dropped', 'Picture that is not a URL: dropped', 'Script picture: dropped', 'Data picture: dropped']) {
      await expect(page.getByText(title)).toHaveCount(0);
    }
    // Nothing from the feed became an element: no script, frame or handler, no javascript: link anywhere on the page.
    await expect(news.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
    await expect(news.locator('img')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], a[href^=" javascript:" i]')).toHaveCount(0);
    expect((await news.innerText()).length).toBeLessThan(2_000);
    expect(await page.evaluate(() => (window as unknown as { __hostileFeedRan?: boolean }).__hostileFeedRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page, 'venue landing page with a hostile feed');
  });

  test('the contact page: from the venue landing page, the address and the contact page banner', async ({ page, seeds }) => {
    await page.goto(`/venues/${seeds.venues.parisBistro}`);
    await page.getByRole('link', { name: 'Contact the venue' }).click();
    await expect(page).toHaveURL(new RegExp(`/venues/${seeds.venues.parisBistro}/contact$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Address' })).toContainText('12 rue des Martyrs');
    await expect(page.getByRole('region', { name: 'Address' })).toContainText('75009 Paris');
    await expect(page.getByRole('heading', { level: 2, name: 'Réserver pour un groupe' })).toBeVisible();
    await expect(page.getByText('Pour 8 personnes et plus, écrivez-nous : nous vous répondons sous 24 heures.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Nous écrire (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', `${CONTACT_SITE}/contact`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, 'contact page');

    // A venue without a contact configuration says so.
    await page.goto(`/venues/${seeds.venues.newYorkDiner}/contact`);
    await expect(page.getByText('This venue has not shared any contact details yet.')).toBeVisible();
    await expectNoAxeViolations(page, 'contact page without a banner');
  });

  test('the post-payment contact banner of an allow-listed enrollment opens in a full-screen frame', async ({ page, context, request, baseURL, seeds }) => {
    await serveContactSite(context);
    const venueId = seeds.venues.parisBistro;
    const billId = await openBill(request, baseURL ?? '', venueId, `${venueId}-table-contact-banner`);
    await payFullBill(page, venueId, billId);
    const banner = page.getByRole('region', { name: 'Merci de votre visite !' });
    await expect(banner.getByText('Réservez votre prochaine table en ligne.')).toBeVisible();
    await expect(banner.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, 'success page with the post-payment contact banner');
    await banner.getByRole('button', { name: 'Réserver une table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merci de votre visite !' });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize();
    await expect.poll(async () => (await dialog.boundingBox())?.height).toBe(viewport?.height);
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(viewport?.width);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${CONTACT_SITE}/reservation`);
    await expect(page.frameLocator('iframe[title="Merci de votre visite !"]').getByRole('heading', { name: 'Réserver une table' })).toBeVisible();
    await expectNoAxeViolations(page, 'post-payment contact frame');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/success$/);
  });
});

test.describe('the post-payment contact banner of an enrollment that is not allow-listed', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    // The Paris bistro under another enrollment, one that is not on the app's allow-list.
    stack = await startStack({ venues: { 'venue-paris-bistro': (venue) => ({ ...venue, enrollmentId: 'enrollment-paris-bistro-elsewhere' }) } });
  });
  test.afterAll(async () => {
    await stack.close();
  });

  test('opens its link in a new tab', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US' });
    await serveContactSite(context);
    const page = await context.newPage();
    const venueId = stack.seedIds.venues.parisBistro;
    const billId = await openBill(context.request, stack.url, venueId, `${venueId}-table-contact-new-tab`);
    await payFullBill(page, venueId, billId);
    const banner = page.getByRole('region', { name: 'Merci de votre visite !' });
    const link = banner.getByRole('link', { name: 'Réserver une table (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(banner.getByRole('button', { name: 'Réserver une table' })).toHaveCount(0);
    const opening = context.waitForEvent('page');
    await link.click();
    const tab = await opening;
    await expect(tab).toHaveURL(`${CONTACT_SITE}/reservation`);
    await expect(page).toHaveURL(/\/success$/);
    await expectNoAxeViolations(page, 'success page with the post-payment contact link');
    await context.close();
  });
});
