import { expect, test, type Page } from '@playwright/test';
import { freshPhone, smsCode } from './account.js';
import { baseUrl, expectNoAxeViolations } from './axe.js';

// Journey 2 of issue 14: sign up through the guest app's auth flow (pay-at-table's, with an SMS code from the outbox),
// see the rewards, buy one, and see its reward code.

const APP = '/guest-app/guest-app-london-pub';

/** Pastes the 6 digits into the first code box ("paste of 6 digits fills all", 3 §5). */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').evaluate((box, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

test('sign up with an SMS code, see the rewards, buy one and show its code', async ({ page }) => {
  // The home shows the sign-up card to a guest.
  await page.goto(`${baseUrl()}${APP}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Join our loyalty programme' })).toBeVisible();

  // Loyalty needs a login: the guard sends the guest to the sign-up with the origin path.
  await page.goto(`${baseUrl()}${APP}/loyalty`);
  await expect(page).toHaveURL(/\/auth\/signup\?originPath=%2Fguest-app%2Fguest-app-london-pub%2Floyalty$/);
  const phone = freshPhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Join the loyalty program and receive its offers').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm\?/);
  await pasteCode(page, await smsCode(page.request, baseUrl(), phone));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/email\?.*enrolled=true/);
  await page.getByLabel('Email').fill(`guest-app-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the guest app: 40 welcome points, the store's rewards.
  await expect(page).toHaveURL(`${baseUrl()}${APP}/loyalty`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Crown Collective loyalty' })).toBeVisible();
  await expect(page.getByText('40 loyalty points')).toBeVisible();
  await expect(page.getByText('You have no rewards yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'loyalty rewards');

  // A pint costs more than the balance: the error shows; crisps (30 points) are bought.
  await page.getByRole('button', { name: 'Buy A free pint' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A free pint could not be bought' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy A bag of crisps' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A bag of crisps is yours' })).toBeVisible();
  await expect(page.getByText('10 loyalty points')).toBeVisible();

  // Its reward code.
  await page.getByRole('button', { name: 'Show the code of A bag of crisps' }).click();
  await expect(page.getByText('Your code:')).toBeVisible();
  await expect(page.locator('strong').filter({ hasText: /\S{4,}/ })).toBeVisible();
  await expectNoAxeViolations(page, 'reward code');
});
