import { expect, test } from '@playwright/test';
import { baseUrl, expectNoAxeViolations } from './axe.js';

// Every guest-app page a guest can open answers with a real page (not the not-found page) whose heading takes the
// focus, and axe finds no violations on it. The login-only pages are covered by the account, privacy and rewards journeys.

const APP = '/guest-app/guest-app-london-pub';
const faq = new URLSearchParams({ url: 'https://crown-collective.example/faq', title: 'FAQ' }).toString();

const pages: [string, string][] = [
  ['/guest-app', "Your restaurant's app"],
  [APP, 'Welcome to the pub'],
  [`${APP}/brand/brand-zinc`, 'Le Petit Zinc'],
  [`${APP}/order`, 'Click and collect'],
  [`${APP}/pay`, 'Pay at the table'],
  [`${APP}/store-locator?mode=list&brand=brand-crown`, 'The Crown & Anchor restaurants'],
  [`${APP}/onboarding?venueId=venue-london-pub&originPath=%2Fguest-app%2Fguest-app-london-pub`, 'Welcome to The Crown & Anchor'],
  [`${APP}/external-link?${faq}`, 'FAQ'],
  [`${APP}/privacy`, 'Privacy centre'],
  [`${APP}/privacy/cookies`, 'Cookie preferences'],
  ['/business-groups/group-crown-collective/locations/', 'The Crown Collective: our restaurants'],
];

for (const [path, heading] of pages) {
  test(`${path} is a real, accessible page`, async ({ page }) => {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    await expectNoAxeViolations(page, path);
  });
}

test('an unknown app, brand or page is the not-found page', async ({ page }) => {
  for (const path of ['/guest-app/no-such-app', `${APP}/brand/no-such-brand`, `${APP}/no-such-page`, '/business-groups/no-such-group/locations/']) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'not found');
});
