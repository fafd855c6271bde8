import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 13, the PAYTRONIX-style programme of the New York diner (3 §4 "Paytronix-style reward: not started, awaiting
 * confirmation, confirmed. Unauthenticated users see a login modal first"): a diner who is not identified sees the
 * login first; logged in with username and password, a reward waits for confirmation, can be cancelled, then is
 * confirmed and lowers the charge; after paying, points are earned through the provider session the login answered
 * (the password is never stored). The table landing's tab bar shows the loyalty item with the points. Own stack:
 * the New York bill is paid here.
 */
let stack: Stack;

/** The seeded Paytronix member of the New York diner (the sandbox's seed-loyalty.ts), 120 points. */
const PAYTRONIX_LOGIN = { username: 'diner@example.com', password: 'pancakes' };

test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack.close();
});

async function open(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

/** "$12.34" → 1234 cents. */
function cents(text: string): number {
  const match = /\$\s?(\d+(?:,\d{3})*)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`No dollar amount in "${text}"`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

test('PAYTRONIX venue: login first, a reward awaits confirmation then is confirmed, points are earned with the provider session; the tab bar shows them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await open(browser);
  const landing = seedIds.tables.newYorkNoBill;
  const tabBar = page.getByRole('navigation', { name: 'Table menu' });

  // The table landing's tab bar: the loyalty item, without points before the diner is identified.
  await page.goto(`/venues/${landing.venueId}/tables/${landing.deviceId}`);
  await expect(tabBar.getByRole('link', { name: 'Loyalty', exact: true })).toBeVisible();

  // The payment page of the full check.
  const table = seedIds.tables.newYorkFresh;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  // US venues ask for the tip first (step 1 of 2): no tip, so the card pays the check less the reward.
  await expect(page).toHaveURL(/\/tips$/);
  await page.getByRole('radio', { name: 'No tip' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Your tip is below the usual amount' }).getByRole('button', { name: 'Keep my tip' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);

  // Not authenticated: the login comes first, no reward can be redeemed yet.
  const panel = page.getByRole('region', { name: 'Diner Rewards loyalty' });
  await expect(panel.getByRole('button', { name: 'Log in to the loyalty programme' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Use / })).toHaveCount(0);
  const payButton = page.getByRole('button', { name: /^Pay / });
  const before = cents(await payButton.innerText());
  await panel.getByRole('button', { name: 'Log in to the loyalty programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Loyalty programme' });
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await dialog.getByLabel('Username').fill(PAYTRONIX_LOGIN.username);
  await dialog.getByLabel('Password').fill(PAYTRONIX_LOGIN.password);
  await expectNoAxeViolations(page, 'Paytronix login dialog');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Your points: 120')).toBeVisible();

  // Not started → awaiting confirmation; cancelling goes back to not started, nothing burnt.
  await panel.getByRole('button', { name: 'Use $5 off' }).click();
  await expect(panel.getByRole('button', { name: 'Confirm $5 off' })).toBeVisible();
  await expect(panel.getByText('Your points: 120')).toBeVisible();
  await expectNoAxeViolations(page, 'Paytronix reward awaiting confirmation');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Use $5 off' })).toBeVisible();
  expect(cents(await payButton.innerText())).toBe(before);

  // Confirmed: applied on the split, the points burnt and the charge lowered.
  await panel.getByRole('button', { name: 'Use $5 off' }).click();
  await panel.getByRole('button', { name: 'Confirm $5 off' }).click();
  await expect(panel.getByRole('button', { name: 'Remove $5 off' })).toBeVisible();
  await expect(panel.getByText('Your points: 70')).toBeVisible();
  await expect.poll(async () => cents(await payButton.innerText())).toBe(before - 500);
  await expectNoAxeViolations(page, 'Paytronix reward confirmed');

  // The device kept a provider session for earning, never the password.
  const stored = await page.evaluate(() => localStorage.getItem('tableside.loyalty') ?? '');
  expect(stored).not.toContain(PAYTRONIX_LOGIN.password);
  expect(stored).toContain('accessToken');

  // Pay the reduced amount; the points are earned with the session (1 point per dollar the card paid).
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/sandbox-payments\/payment-intents$/.test(response.url()));
  await fillCard(page, '4242 4242 4242 4242');
  await payButton.click();
  const intent = await created;
  expect(intent.status()).toBe(201);
  const charged = ((await intent.json()) as { amount: { amount: number } }).amount.amount;
  await expect(page).toHaveURL(/\/success$/);
  const points = Math.floor(charged / 100_000);
  await expect(page.getByText(`You earned ${points} points with this payment. Your points: ${70 + points}.`)).toBeVisible();

  // Back on the table landing, the tab bar's loyalty item carries the points.
  await page.goto(`/venues/${landing.venueId}/tables/${landing.deviceId}`);
  await expect(tabBar.getByRole('link', { name: `Loyalty, ${70 + points} points` })).toBeVisible();
  await expectNoAxeViolations(page, 'table landing with the loyalty points');
  await context.close();
});
