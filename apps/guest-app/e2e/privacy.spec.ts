import { expect, test } from '@playwright/test';
import { logIn } from './account.js';
import { baseUrl, expectNoAxeViolations } from './axe.js';

// Journey 3 of issue 14: guest-app privacy — cookies and marketing saved; an external-link with an unconfigured URL
// is refused.

const APP = '/guest-app/guest-app-london-pub';

test('privacy centre: cookie choices and marketing consents are saved for the account', async ({ page }) => {
  const session = await logIn(page, baseUrl());
  await page.goto(`${baseUrl()}${APP}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy centre' })).toBeFocused();
  await expectNoAxeViolations(page, 'privacy centre');

  // Cookies: functional on, allow selection.
  await page.getByRole('link', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeFocused();
  await expect(page.getByRole('switch', { name: /Essential/ })).toBeDisabled();
  await expect(page.getByRole('switch', { name: /Functional/ })).not.toBeChecked();
  await expectNoAxeViolations(page, 'cookie preferences');
  await page.getByRole('switch', { name: /Functional/ }).check();
  await page.getByRole('button', { name: 'Allow selection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Functional/ })).toBeChecked();
  // The consent manager has them for this application and user.
  const cookies = await page.request.get(`${baseUrl()}/consent-manager/v1/applications/guest-app-london-pub/users/${session.userId}/preferences`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(((await cookies.json()) as { userPreferences: { id: string; userStatus: string }[] }).userPreferences).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'functional', userStatus: 'ACCEPTED' })]),
  );

  // Marketing: save enabled only after a change; the opt-in and one brand saved.
  await page.goto(`${baseUrl()}${APP}/privacy/marketing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing preferences' })).toBeFocused();
  const save = page.getByRole('button', { name: 'Save my choices' });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page, 'marketing preferences');
  await page.getByRole('switch', { name: 'I want to receive news and offers' }).check();
  await page.getByRole('switch', { name: 'News and offers from Au Bureau' }).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'I want to receive news and offers' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'News and offers from Au Bureau' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'News and offers from Léon' })).not.toBeChecked();

  // Leaving with unsaved changes asks first.
  await page.getByRole('switch', { name: 'News and offers from Léon' }).check();
  await page.getByRole('link', { name: 'The Crown Collective' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, 'leave confirmation');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/privacy\/marketing$/);
});

test('external links: a configured link opens, an unconfigured URL is refused and neither shown nor followed', async ({ page }) => {
  await page.goto(`${baseUrl()}${APP}?burgerMenuOpen=true`);
  const menu = page.getByRole('dialog', { name: 'The Crown Collective' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wi-Fi terms' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'burger menu');
  await menu.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Open Frequently asked questions' })).toHaveAttribute('href', 'https://crown-collective.example/faq');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).hostname));
  const evil = 'https://evil.example/phish';
  await page.goto(`${baseUrl()}${APP}/external-link?${new URLSearchParams({ url: evil, title: 'Your FAQ' }).toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be opened' })).toBeFocused();
  expect(await page.content()).not.toContain('evil.example');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests).not.toContain('evil.example');
  await expectNoAxeViolations(page, 'refused external link');
});

test('a login-only page sends a guest to the guest app sign-up with the origin path', async ({ page }) => {
  await page.goto(`${baseUrl()}${APP}/loyalty`);
  await expect(page).toHaveURL(`${baseUrl()}${APP}/auth/signup?originPath=%2Fguest-app%2Fguest-app-london-pub%2Floyalty`);
});
