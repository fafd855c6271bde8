import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, serveIndexHtml, test } from './fixtures.js';

// Issue 10 "Slow networks": on slow 3G the app's code takes many seconds to arrive. Instead of timing a throttled
// network, each test holds one file of the build until it has checked what the diner sees meanwhile.

const tablePath = (table: { venueId: string; deviceId: string }) => `/venues/${table.venueId}/tables/${table.deviceId}`;

/** Holds the requests matching `pattern` until `release()` is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  let markRequested = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { release, requested };
}

test.describe('slow network, in fr', () => {
  // bypassCSP: the axe check injects its script inline.
  test.use({ locale: 'fr', bypassCSP: true });

  test('(slow network) before any of the app code arrives, the page shows a text loading state in the diner language', async ({ page, seeds }) => {
    await serveIndexHtml(page);
    const entry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(tablePath(seeds.tables.parisFresh), { waitUntil: 'commit' });
    await entry.requested;
    const status = page.getByRole('status');
    await expect(status).toHaveText('Chargement…');
    await expect(status).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page, 'preload screen');

    entry.release();
    await expect(page.locator('#bill-left-to-pay')).toBeVisible();
    await expect(page.locator('#preload')).toBeHidden();
  });

  test('(slow network) while the bill code or data loads, the app shows its loading text, not only a spinner', async ({ page, seeds }) => {
    await serveIndexHtml(page);
    const bill = await holdRequests(page, /\/assets\/bill-route-[\w-]+\.js$/);
    await page.goto(tablePath(seeds.tables.parisFresh), { waitUntil: 'commit' });
    await bill.requested;
    const status = page.locator('#root').getByRole('status');
    await expect(status).toHaveText(/^(Chargement…|Récupération de votre addition…)$/);
    const text = status.getByText(/…$/);
    await expect(text).toBeVisible();
    // Shown, not only announced: a visually hidden label is clipped to 1 px.
    expect((await text.boundingBox())?.width ?? 0).toBeGreaterThan(40);

    bill.release();
    await expect(page.locator('#bill-left-to-pay')).toBeVisible();
  });
});
