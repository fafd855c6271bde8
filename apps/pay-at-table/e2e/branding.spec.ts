import type { Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 14, journey 8 (venue branding: the enrollment customization applied as packages/ui's CSS variables) and the
 * telemetry and analytics events (3-menus §7). On their own stack, so the event counts start at zero.
 */
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack.close();
});

const NEW_YORK = seedIds.venues.newYorkDiner;
const LIGHT_TEXT = 'rgb(255, 255, 255)';

/** The image is loaded (not a broken icon) and has its text alternative. */
async function expectLoadedImage(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test('(8) a venue with a dark theme: light text on its brand background, its logo and cover show (landing, bill, burger menu)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/venues/${NEW_YORK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Liberty Diner' })).toBeVisible();

  // The hero: cover, logo, welcome text and banners, from GET marketing/public/api/v1/enrollments/{id}/customization.
  await expectLoadedImage(page, 'Liberty Diner cover picture');
  await expectLoadedImage(page, 'Liberty Diner logo');
  const welcome = page.getByText('Welcome to Liberty Diner: breakfast all day, every day.');
  await expect(welcome).toBeVisible();
  // The navy brand background (#14213d, luminance 0.015) gives light text by the 0.5 rule.
  await expect.poll(() => welcome.evaluate((element) => getComputedStyle(element).color)).toBe(LIGHT_TEXT);
  await expect.poll(() => welcome.evaluate((element) => getComputedStyle(element.closest('[data-brand]') ?? element).backgroundColor)).toBe('rgb(20, 33, 61)');
  const banners = page.getByRole('list', { name: 'News from Liberty Diner' });
  await expect(banners.getByRole('listitem')).toHaveCount(2);
  await expect(banners.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', 'https://liberty-diner.example/pancakes');
  // The theme's colours are the page's CSS variables: the accent with its light text too.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['--ts-brand-primary', '--ts-brand-on-primary', '--ts-brand-on-background'].map((name) => document.documentElement.style.getPropertyValue(name)),
      ),
    )
    .toEqual(['#7b2cbf', '#ffffff', '#ffffff']);
  await expectNoAxeViolations(page, 'branded venue landing');

  // The bill: the bar (logo and welcome text) in light text, without delaying the bill.
  await page.goto(`/venues/${NEW_YORK}/bills/${seedIds.tables.newYorkFresh.billId}`);
  await expect(page.getByRole('list', { name: 'Products', exact: true })).toBeVisible();
  await expectLoadedImage(page, 'Liberty Diner logo');
  await expect.poll(() => welcome.evaluate((element) => getComputedStyle(element).color)).toBe(LIGHT_TEXT);
  await expect(page.getByRole('img', { name: 'Liberty Diner cover picture' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'branded bill page');

  // The burger menu reads the same customization: the enrollment's logo.
  await page.goto(`/venues/${NEW_YORK}?burgerMenuOpen=true`);
  const menu = page.getByRole('dialog', { name: 'Liberty Diner' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('img', { name: 'Liberty Diner logo' })).toHaveAttribute('src', '/sandbox/menu-images/logo-liberty-diner.svg');
  await expectNoAxeViolations(page, 'branded burger menu');

  // A venue without a theme keeps the default tokens: no brand variables on the page.
  await page.goto(`/venues/${seedIds.venues.londonPub}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Crown & Anchor' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--ts-brand-background'))).toBe('');
  await context.close();
});

test('telemetry and analytics: menu, basket and order actions and page views reach the sandbox, counted on /sandbox/admin', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US' });
  const page = await context.newPage();
  const table = seedIds.tables.parisNoBill;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}/menus`);
  await expect(page).toHaveURL(/\/menus\/FR\/fr-carte$/);
  await page
    .getByRole('link', { name: /Croque-monsieur/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Croque-monsieur' })).toBeVisible();
  await page.getByRole('button', { name: /^Add item/ }).click();
  await page.getByRole('link', { name: /View basket \(1\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.getByRole('button', { name: 'Send my order now' }).click();
  await expect(page).toHaveURL(new RegExp(`/tables/${table.deviceId}/bills$`));
  // Leaving the page (pagehide) sends what still waits by sendBeacon.
  await page.close({ runBeforeUnload: true });

  const counts = async () =>
    (await (await context.request.get('/sandbox/admin/telemetry')).json()) as { telemetry: Record<string, number>; analytics: Record<string, number> };
  await expect
    .poll(async () => {
      const { telemetry, analytics } = await counts();
      return {
        menuViewed: (analytics.menu_viewed ?? 0) > 0,
        productViewed: (analytics.product_viewed ?? 0) > 0,
        added: (analytics.basket_item_added ?? 0) > 0,
        basketViewed: (analytics.basket_viewed ?? 0) > 0,
        confirmOpened: (analytics.order_confirm_opened ?? 0) > 0,
        placed: analytics.order_placed ?? 0,
        pageViews: (analytics.page_viewed ?? 0) >= 4,
        menuLoad: (telemetry.menu_load ?? 0) > 0,
        orderPlacement: telemetry.order_placement ?? 0,
        pageLoad: (telemetry.page_load ?? 0) > 0,
      };
    })
    .toEqual({
      menuViewed: true,
      productViewed: true,
      added: true,
      basketViewed: true,
      confirmOpened: true,
      placed: 1,
      pageViews: true,
      menuLoad: true,
      orderPlacement: 1,
      pageLoad: true,
    });

  const admin = await context.newPage();
  await admin.goto('/sandbox/admin');
  const section = admin.getByRole('region', { name: 'Telemetry and analytics' });
  await expect(section.getByRole('row', { name: /order_placed/ })).toContainText('1');
  await expect(section.getByRole('row', { name: /basket_item_added/ })).toBeVisible();
  await expect(section.getByRole('row', { name: /menu_load/ })).toBeVisible();
  await context.close();
});
