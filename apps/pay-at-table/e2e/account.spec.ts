import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * Issue 13, journeys 1, 2 and 5, and journey 1 in French: log in by phone and the SMS code read from the sandbox's
 * outbox, the account's receipts with their PDF, logging out, and the SMS code limits. They run on their own stack,
 * where the Paris bistro requires an account to tip (1-core §2 login-for-tips, `enforceAccountForTipsForPat`).
 */
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack({
    venues: {
      [seedIds.venues.parisBistro]: (venue) => {
        const tips = venue['tipsSuggestion'] as { configuration: Record<string, unknown> };
        return { ...venue, tipsSuggestion: { ...tips, configuration: { ...tips.configuration, enforceAccountForTipsForPat: true } } };
      },
    },
  });
});
test.afterAll(async () => {
  await stack.close();
});

async function open(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, locale, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/** The newest SMS the sandbox sent to `phoneNumber` (E.164), from the outbox's JSON. */
async function smsCode(request: APIRequestContext, phoneNumber: string, notCode?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${stack.url}/sandbox/outbox.json`);
      const { messages } = (await answer.json()) as { messages: { channel: string; recipient: string; body: string }[] };
      const sms = messages.find((message) => message.channel === 'sms' && message.recipient === phoneNumber);
      code = sms?.body.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined && code !== notCode;
    })
    .toBe(true);
  return code ?? '';
}

/** Pastes `text` into a code box: "paste of 6 digits fills all" (3 §5). */
async function paste(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).evaluate((box, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function requestCode(page: Page, nationalNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await page.getByLabel('Mobile number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

/** Logs in from the current login page, pasting the code read from the outbox. */
async function logIn(page: Page, nationalNumber: string, e164: string): Promise<void> {
  await requestCode(page, nationalNumber);
  const code = await smsCode(page.request, e164);
  await paste(page, 'Digit 1 of 6', code);
  for (const [index, digit] of code.split('').entries()) await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('(1) tips page → "Log in" → phone → the code from the outbox → back on the tips page, logged in', async ({ browser }) => {
  const { context, page } = await open(browser);
  const table = seedIds.tables.parisFresh;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/tips$/);
  const tipsPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Log in to leave a tip' })).toBeVisible();
  await expectNoAxeViolations(page, 'tips page asking to log in');

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${stack.url}/login?redirectToPath=${encodeURIComponent(tipsPath)}`);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeFocused();
  await expectNoAxeViolations(page, 'login phone step');
  await requestCode(page, '06 12 34 56 01');
  await expect(page.getByText('We sent a 6-digit code to +33 6 12 34 56 01.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expectNoAxeViolations(page, 'login code step');
  const code = await smsCode(page.request, '+33612345601');
  await paste(page, 'Digit 1 of 6', code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(`${stack.url}${tipsPath}`);
  await expect(page.getByRole('heading', { name: 'Add a tip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to leave a tip' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page, 'tips page, logged in');
  await context.close();
});

test('(2) pay logged in → /me/receipts/list shows the payment → its PDF → log out → /me goes to sign-up with originPath', async ({ browser }) => {
  const { context, page } = await open(browser);
  const table = seedIds.tables.londonFresh;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  // The header's login button comes back to the bill.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await logIn(page, '07 00 00 00 02', '+33700000002');
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

  const leftToPay = await page.locator('#bill-left-to-pay + p').innerText();
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('+33700000002')).toBeVisible();
  await expectNoAxeViolations(page, 'profile');
  await page.getByRole('link', { name: 'My receipts' }).click();
  await expect(page).toHaveURL(`${stack.url}/me/receipts/list`);
  await expect(page.getByRole('heading', { name: 'My receipts' })).toBeFocused();
  const receipts = page.getByRole('list', { name: 'My receipts' });
  await expect(receipts.getByRole('listitem')).toHaveCount(1);
  await expect(receipts).toContainText('The Crown & Anchor');
  await expect(receipts).toContainText(leftToPay);
  await expectNoAxeViolations(page, 'receipts list');

  const downloading = page.waitForEvent('download');
  await receipts.getByRole('listitem').filter({ hasText: 'The Crown & Anchor' }).getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt_.+\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');

  // The guest identity the login linked to the account is dropped at logout: later anonymous payments on this device
  // get a fresh one and stay out of the account.
  const guestId = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('tableside.device') ?? '{}') as { state?: { identity?: { guestId?: string } | null } }).state?.identity?.guestId ??
        null,
    );
  expect(await guestId()).not.toBeNull();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${stack.url}/me/logged-out`);
  await expect(page.getByRole('heading', { name: 'You are logged out' })).toBeVisible();
  await expect.poll(guestId).toBeNull();
  await expectNoAxeViolations(page, 'logged-out page');
  await page.goto('/me');
  await expect(page).toHaveURL(`${stack.url}/signup?originPath=%2Fme`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up page');
  await context.close();
});

test('(5) five wrong codes lock the code; resend waits 15 s, then works; an invalid phone shows login.invalid_phone with the number', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto('/login?redirectToPath=%2Fme');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('Mobile number').blur();
  await expect(page.getByRole('alert')).toHaveText('We could not send a code to 12345. Check the number and try again.');
  await expect(page.getByRole('button', { name: 'Send the code' })).toBeDisabled();
  await expectNoAxeViolations(page, 'login with an invalid phone');

  await page.getByLabel('Mobile number').fill('');
  await requestCode(page, '06 12 34 56 05');
  await expect(page.getByRole('button', { name: /^Resend the code in \d+ s$/ })).toBeDisabled();
  const code = await smsCode(page.request, '+33612345605');
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await paste(page, 'Digit 1 of 6', wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      attempt < 5 ? 'This code is not right. Check it and try again.' : 'Too many wrong tries: this code no longer works. Ask for a new code.',
    );
  }
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'locked code');
  // Even the right code is refused now.
  await paste(page, 'Digit 1 of 6', code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many wrong tries: this code no longer works. Ask for a new code.');

  // "Resend is disabled 15 s after each send", then works: a new code logs in.
  await expect(page.getByRole('button', { name: 'Resend the code' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Resend the code' }).click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  const fresh = await smsCode(page.request, '+33612345605', code);
  await paste(page, 'Digit 1 of 6', fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await context.close();
});

test('(9) the login journey in French: the one-time-code autofill fills every box', async ({ browser }) => {
  const { context, page } = await open(browser, 'fr-FR');
  await page.goto('/login?redirectToPath=%2Fme');
  await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
  await page.getByLabel('Numéro de mobile').fill('06 12 34 56 09');
  await page.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  await expect(page.getByText('Nous avons envoyé un code à 6 chiffres au +33 6 12 34 56 09.')).toBeVisible();
  await expectNoAxeViolations(page, 'code step in French');
  const code = await smsCode(page.request, '+33612345609');
  // The browser's one-time-code autofill writes the whole code into the first box.
  await page.getByLabel('Chiffre 1 sur 6').fill(code);
  await expect(page.getByLabel('Chiffre 6 sur 6')).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);
  await expect(page.getByRole('heading', { name: 'Mon compte', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'profile in French');
  await context.close();
});
