import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { PDFParse } from 'pdf-parse';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';
import { paste, smsCode } from './sms-codes.js';

/**
 * Issue 13, journeys 3 and 4: at the London pub (COMO, 150 welcome points, 10 points per pound paid) a diner logs in to
 * the loyalty programme from the payment page with the SMS code, burns a reward on the split, is charged the reduced
 * amount, sees the reward on the bill and on the receipt, and earns points once; at the Paris bistro (PONGO,
 * passwordless) a diner identifies without a code and sees the balance. They run on their own stack (pristine bills).
 */
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack.close();
});

async function open(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US', acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/** "£12.34" → 1234 pence. */
function pence(text: string): number {
  const match = /£\s?(\d+(?:,\d{3})*)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`No pound amount in "${text}"`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

test('(3) COMO venue: a reward on the split lowers the charge, shows on the bill and the receipt; points are earned once', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await open(browser);
  const table = seedIds.tables.londonFresh;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  const splitPath = new URL(page.url()).pathname.replace(/\/payment-intents\/new$/, '');

  // The loyalty panel: not identified yet, its login banner.
  const panel = page.getByRole('region', { name: 'Pub Club loyalty' });
  await expect(panel).toBeVisible();
  const payButton = page.getByRole('button', { name: /^Pay / });
  const before = pence(await payButton.innerText());
  await expectNoAxeViolations(page, 'payment page with the loyalty banner');

  // The login dialog: phone step, then the 6-digit step.
  await panel.getByRole('button', { name: 'Log in to the loyalty programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Loyalty programme' });
  await expect(dialog.getByLabel('Country')).toHaveValue('FR');
  await dialog.getByLabel('Mobile number').fill('07 00 00 03 01');
  await dialog.getByLabel('I want to join the loyalty programme and receive its offers').check();
  await expectNoAxeViolations(page, 'loyalty login, phone step');
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByText('We sent a 6-digit code to +33 7 00 00 03 01.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend the code in \d+ s$/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'loyalty login, code step');
  await paste(page, 'Digit 1 of 6', await smsCode(page.request, stack.url, '+33700000301'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);

  // Identified: the balance and the rewards, those costing more than the balance locked.
  await expect(panel.getByText('Your points: 150')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Pie of the day: not enough points' })).toBeDisabled();
  await expectNoAxeViolations(page, 'payment page, identified');
  await panel.getByRole('button', { name: 'Use A free pint of ale' }).click();
  await expect(panel.getByRole('button', { name: 'Remove A free pint of ale' })).toBeVisible();
  await expect(panel.getByText('Your points: 50')).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'Payment breakdown' }).or(page.locator('section[aria-labelledby="payment-breakdown-title"]'));
  await expect(breakdown.first()).toContainText('Loyalty discount');
  await expect(breakdown.first()).toContainText('£6.00');
  await expect.poll(async () => pence(await payButton.innerText())).toBe(before - 600);

  // Unapplying restores the amount; applying again lowers it again.
  await panel.getByRole('button', { name: 'Remove A free pint of ale' }).click();
  await expect(panel.getByText('Your points: 150')).toBeVisible();
  await expect.poll(async () => pence(await payButton.innerText())).toBe(before);
  await panel.getByRole('button', { name: 'Use A free pint of ale' }).click();
  await expect.poll(async () => pence(await payButton.innerText())).toBe(before - 600);
  await expectNoAxeViolations(page, 'payment page with a reward applied');

  // The card is charged the reduced amount: the payment intent the sandbox created (it refuses any other amount).
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/sandbox-payments\/payment-intents$/.test(response.url()));
  await fillCard(page, '4242 4242 4242 4242');
  await payButton.click();
  const intent = await created;
  expect(intent.status()).toBe(201);
  const charged = (intent.request().postDataJSON() as { amount: { amount: number; currency: string } }).amount;
  // Amounts are in 1/100,000 of the currency; the page shows them to the penny.
  expect(charged.currency).toBe('GBP');
  expect(Math.round(charged.amount / 1_000)).toBe(before - 600);
  await expect(page).toHaveURL(/\/success$/);

  // Earned once, by the rule: 10 points per pound the card paid.
  const points = Math.floor((charged.amount * 10) / 100_000);
  const earned = page.getByText(`You earned ${points} points with this payment. Your points: ${50 + points}.`);
  await expect(earned).toBeVisible();
  await expectNoAxeViolations(page, 'success page with the points earned');

  // The receipt lists the reward.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my receipt' }).click();
  const pdf = readFileSync(await (await downloading).path());
  const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
  expect(text).toContain('Loyalty reward');
  expect(text).toMatch(/-\s?£6\.00|−£6\.00/);

  // Reloading does not earn again; neither does a device that forgot it earned (the server credits a split once).
  await page.reload();
  await expect(earned).toBeVisible();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tableside.loyalty') ?? '{}') as { state?: { earned?: Record<string, unknown> } };
    if (stored.state) stored.state.earned = {};
    localStorage.setItem('tableside.loyalty', JSON.stringify(stored));
  });
  await page.reload();
  await expect(earned).toBeVisible();
  await page.goto(`/venues/${table.venueId}/loyalty`);
  await expect(page.getByRole('heading', { name: 'Pub Club loyalty', level: 1 })).toBeVisible();
  await expect(page.getByText(`Your points: ${50 + points}`)).toBeVisible();
  await expectNoAxeViolations(page, 'loyalty page');

  // The bill shows the reward as a payment line of its own.
  await page.goto(`/venues/${table.venueId}/bills/${table.billId}`);
  await expect(page.getByText('Loyalty reward')).toBeVisible();
  await expect(page.getByText('£6.00').first()).toBeVisible();
  expect(splitPath).toContain(`/bills/${table.billId}/splits/`);
  await context.close();
});

test('(4) PONGO passwordless venue: identify without a code and see the balance', async ({ browser }) => {
  const { context, page } = await open(browser);
  const venueId = seedIds.venues.parisBistro;
  await page.goto(`/venues/${venueId}/loyalty`);
  await expect(page.getByRole('heading', { name: 'Carte fidélité loyalty', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'loyalty page, not identified');
  await page.getByRole('button', { name: 'Log in to the loyalty programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identify yourself' });
  await expect(dialog.getByText('No code needed.')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('06 98 76 54 01');
  await dialog.getByLabel('I want to join the loyalty programme and receive its offers').check();
  await expectNoAxeViolations(page, 'passwordless identification dialog');
  await dialog.getByRole('button', { name: 'Find my account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Your points: 20')).toBeVisible();
  await expect(page.getByRole('list').getByText('Café offert')).toBeVisible();
  await expectNoAxeViolations(page, 'loyalty page, identified');
  // The login-return page sends the diner back to originPath, and only within the app.
  await page.goto(`/venues/${venueId}/loyalty-logged-in?originPath=${encodeURIComponent(`/venues/${venueId}/loyalty`)}`);
  await expect(page).toHaveURL(`${stack.url}/venues/${venueId}/loyalty`);
  await page.goto(`/venues/${venueId}/loyalty-logged-in?originPath=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL(`${stack.url}/venues/${venueId}/loyalty`);
  await expect(page.getByRole('heading', { name: 'Carte fidélité loyalty', level: 1 })).toBeVisible();
  // Still identified after the reloads: the stored identity is kept unless the programme says the user is unknown.
  await expect(page.getByText('Your points: 20')).toBeVisible();
  await context.close();
});

test('"Browser back closes it": the login dialog and the no-code dialog close on back, and closing them otherwise leaves no extra entry', async ({
  browser,
}) => {
  const { context, page } = await open(browser);
  const london = seedIds.tables.londonFresh.venueId;
  await page.goto(`/venues/${london}`);
  await page.goto(`/venues/${london}/loyalty`);
  const loyaltyUrl = `${stack.url}/venues/${london}/loyalty`;
  await expect(page.getByRole('heading', { name: 'Pub Club loyalty', level: 1 })).toBeVisible();
  const login = page.getByRole('button', { name: 'Log in to the loyalty programme' });
  const dialog = page.getByRole('dialog', { name: 'Loyalty programme' });

  // Back closes the code dialog and stays on the page.
  await login.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('07 00 00 03 02');
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(loyaltyUrl);
  await expect(page.getByRole('heading', { name: 'Pub Club loyalty', level: 1 })).toBeVisible();

  // Opened again (its draft cleared), closed with its button: the next back leaves the page.
  await login.click();
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(loyaltyUrl);
  await page.goBack();
  await expect(page).toHaveURL(`${stack.url}/venues/${london}`);

  // The no-code dialog of a passwordless programme closes on back too; Escape leaves no extra entry either.
  const paris = seedIds.venues.parisBistro;
  await page.goto(`/venues/${paris}/loyalty`);
  const noCode = page.getByRole('dialog', { name: 'Identify yourself' });
  await page.getByRole('button', { name: 'Log in to the loyalty programme' }).click();
  await expect(noCode).toBeVisible();
  await page.goBack();
  await expect(noCode).toHaveCount(0);
  await expect(page).toHaveURL(`${stack.url}/venues/${paris}/loyalty`);
  await page.getByRole('button', { name: 'Log in to the loyalty programme' }).click();
  await expect(noCode).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(noCode).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(`${stack.url}/venues/${london}`);
  await context.close();
});

test('/passwordless: a passwordless venue identifies without a code and returns to originPath; other venues say so', async ({ browser }) => {
  const { context, page } = await open(browser);
  const paris = seedIds.venues.parisBistro;
  const london = seedIds.tables.londonFresh.venueId;

  // No venue, or a venue whose programme is not passwordless: a clear message, never a crash.
  await page.goto('/passwordless');
  await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
  await page.goto(`/passwordless?venueId=${london}`);
  await expect(page.getByText("This venue's loyalty programme does not offer identification without a code.")).toBeVisible();
  await expectNoAxeViolations(page, 'passwordless page, venue without passwordless loyalty');
  await page.getByRole('link', { name: 'See the loyalty programme' }).click();
  await expect(page).toHaveURL(`${stack.url}/venues/${london}/loyalty`);

  // An originPath outside the app is never followed: the venue's loyalty page instead.
  await page.goto(`/passwordless?venueId=${paris}&originPath=${encodeURIComponent('//evil.example/x')}`);
  await expect(page.getByRole('heading', { name: 'Identify yourself', level: 1 })).toBeVisible();
  await expect(page.getByText('No code needed.')).toBeVisible();
  await expectNoAxeViolations(page, 'passwordless page');
  await page.getByLabel('Mobile number').fill('06 98 76 54 01');
  await page.getByLabel('I want to join the loyalty programme and receive its offers').check();
  await page.getByRole('button', { name: 'Find my account' }).click();
  await expect(page).toHaveURL(`${stack.url}/venues/${paris}/loyalty`);
  await expect(page.getByText('Your points: 20')).toBeVisible();

  // A new device with an originPath of the app goes there once identified.
  const other = await open(browser);
  const origin = `/venues/${paris}/loyalty?from=passwordless`;
  await other.page.goto(`/passwordless?venueId=${paris}&originPath=${encodeURIComponent(origin)}`);
  await other.page.getByLabel('Mobile number').fill('06 98 76 54 01');
  await other.page.getByRole('button', { name: 'Find my account' }).click();
  await expect(other.page).toHaveURL(`${stack.url}${origin}`);
  await expect(other.page.getByText('Your points: 20')).toBeVisible();
  await other.context.close();
  await context.close();
});
