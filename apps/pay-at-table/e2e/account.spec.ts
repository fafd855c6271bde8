import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';
import { paste, smsCode } from './sms-codes.js';

/**
 * Issue 13, journeys 1, 2, 5, 6 and 9 (in French and German): log in by phone and the SMS code read from the
 * sandbox's outbox, the account's receipts with their PDF, logging out, the SMS code limits, the migration sign-up of
 * 3 §4, the account's details and management pages, and the native app's logged-in message. They run on their own stack,
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

async function requestCode(page: Page, nationalNumber: string, heading = 'Log in'): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await page.getByLabel('Mobile number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

/** Logs in from the current login page, pasting the code read from the outbox. */
async function logIn(page: Page, nationalNumber: string, e164: string, heading = 'Log in'): Promise<void> {
  await requestCode(page, nationalNumber, heading);
  const code = await smsCode(page.request, stack.url, e164);
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
  const code = await smsCode(page.request, stack.url, '+33612345601');
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
  const code = await smsCode(page.request, stack.url, '+33612345605');
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
  const fresh = await smsCode(page.request, stack.url, '+33612345605', code);
  await paste(page, 'Digit 1 of 6', fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await context.close();
});

const LOGIN_LOCALES = [
  {
    locale: 'fr-FR',
    phone: ['06 12 34 56 09', '+33612345609', '+33 6 12 34 56 09'],
    text: {
      login: 'Se connecter',
      mobile: 'Numéro de mobile',
      send: 'Envoyer le code',
      codeTitle: 'Saisissez votre code',
      sentTo: (number: string) => `Nous avons envoyé un code à 6 chiffres au ${number}.`,
      digit: (n: number) => `Chiffre ${n} sur 6`,
      verify: 'Valider',
      account: 'Mon compte',
    },
  },
  {
    locale: 'de-DE',
    phone: ['06 12 34 56 19', '+33612345619', '+33 6 12 34 56 19'],
    text: {
      login: 'Anmelden',
      mobile: 'Handynummer',
      send: 'Code senden',
      codeTitle: 'Code eingeben',
      sentTo: (number: string) => `Wir haben einen 6-stelligen Code an ${number} gesendet.`,
      digit: (n: number) => `Ziffer ${n} von 6`,
      verify: 'Bestätigen',
      account: 'Mein Konto',
    },
  },
] as const;

for (const { locale, phone, text } of LOGIN_LOCALES) {
  test(`(9) the login journey in ${locale}: the one-time-code autofill fills every box`, async ({ browser }) => {
    const { context, page } = await open(browser, locale);
    const [national, e164, international] = phone;
    await page.goto('/login?redirectToPath=%2Fme');
    await expect(page.getByRole('heading', { name: text.login, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `phone step in ${locale}`);
    await page.getByLabel(text.mobile).fill(national);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
    await expect(page.getByText(text.sentTo(international))).toBeVisible();
    await expectNoAxeViolations(page, `code step in ${locale}`);
    const code = await smsCode(page.request, stack.url, e164);
    // The browser's one-time-code autofill writes the whole code into the first box.
    await page.getByLabel(text.digit(1)).fill(code);
    await expect(page.getByLabel(text.digit(6))).toHaveValue(code.slice(-1));
    await page.getByRole('button', { name: text.verify }).click();
    await expect(page).toHaveURL(`${stack.url}/me`);
    await expect(page.getByRole('heading', { name: text.account, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `profile in ${locale}`);
    await context.close();
  });
}

/** The seed guest app of the London pub (the sandbox's `loyaltySeedIds.guestApp`). */
const GUEST_APP = 'guest-app-london-pub';

/** The account session the app keeps on the device after login. */
async function storedSession(page: Page): Promise<{ userId: string; accessToken: string }> {
  const raw = await page.evaluate(() => localStorage.getItem('tableside.account') ?? '{}');
  const session = (JSON.parse(raw) as { state?: { session?: { userId: string; accessToken: string } | null } }).state?.session;
  if (!session) throw new Error('no account session on the device');
  return session;
}

test('(6) migration sign-up: signup/migration → confirm (a bad code comes back with error=true) → loggedIn → email → originPath', async ({ browser }) => {
  // Seven axe checks and four page loads: more than the default minute at a high load.
  test.setTimeout(180_000);
  const { context, page } = await open(browser);
  const originPath = '/me?leon=true';
  const auth = `${stack.url}/guest-app/${GUEST_APP}/auth`;
  const query = `originPath=${encodeURIComponent(originPath)}`;
  await page.goto(`/guest-app/${GUEST_APP}/auth/signup/migration?${query}`);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('Mobile number').blur();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid mobile number for the chosen country.');
  await expectNoAxeViolations(page, 'migration sign-up, invalid phone');
  await page.getByLabel('Mobile number').fill('06 12 34 56 16');
  await page.getByLabel('Join the loyalty program and receive its offers').check();
  await expectNoAxeViolations(page, 'migration sign-up');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${auth}/confirm/migration?${query}`);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(page.getByText('We sent a 6-digit code to +33 6 12 34 56 16.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Resend the code in \d+ s$/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'migration confirm');
  const code = await smsCode(page.request, stack.url, '+33612345616');
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await paste(page, 'Digit 1 of 6', wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${auth}/confirm/migration?${query}&error=true`);
  await expect(page.getByRole('alert')).toHaveText('This code is not right. Check it and try again.');
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'migration confirm with error=true');

  await paste(page, 'Digit 1 of 6', code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // loggedIn/migration registers and opts in, then the e-mail step says whether the user is enrolled.
  await expect(page).toHaveURL(`${auth}/email/migration?${query}&enrolled=true`);
  await expect(page.getByRole('heading', { name: 'Your email address', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByRole('alert')).toHaveText('Invalid email');
  await expectNoAxeViolations(page, 'migration e-mail step');
  await page.getByLabel('Email').fill('  Migrated.Diner@Example.com ');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${stack.url}${originPath}`);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('+33612345616')).toBeVisible();

  // What the sandbox now holds: the guest-app user, enrolled, with the e-mail trimmed and lower-cased; the opt-in
  // with the brand the origin path carried.
  const session = await storedSession(page);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const user = await page.request.get(`${stack.url}/marketing/api/v1/guest-apps/${GUEST_APP}/users/${session.userId}`, { headers });
  expect(user.ok(), await user.text()).toBe(true);
  expect(await user.json()).toMatchObject({
    phoneNumber: '+33612345616',
    loyaltyOptIn: true,
    email: 'migrated.diner@example.com',
    firstName: '_',
    lastName: '_',
  });
  const optIn = await page.request.get(`${stack.url}/consent-manager/v1/applications/${GUEST_APP}/users/${session.userId}/opt-in`, { headers });
  expect(optIn.ok(), await optIn.text()).toBe(true);
  expect(await optIn.json()).toMatchObject({ hasOptIn: true, brands: expect.arrayContaining([{ name: 'leon', consent: true }]) });
  await context.close();
});

test('/me/details saves the personal details; /me/management shows the phone and logs out', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto('/me/management');
  // Guarded: a guest is sent to sign-up, which comes back here.
  await expect(page).toHaveURL(`${stack.url}/signup?originPath=%2Fme%2Fmanagement`);
  await logIn(page, '06 12 34 56 26', '+33612345626', 'Create your account');
  await expect(page).toHaveURL(`${stack.url}/me/management`);
  await expect(page.getByRole('heading', { name: 'Manage my account', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is tied to +33612345626.')).toBeVisible();
  await expectNoAxeViolations(page, 'account management');

  await page.getByRole('link', { name: 'Change my personal details' }).click();
  await expect(page).toHaveURL(`${stack.url}/me/details`);
  await expect(page.getByRole('heading', { name: 'Personal details', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'personal details');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'personal details saved');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  // The e-mail is unverified until the link e-mailed to it is opened.
  await expect(page.getByText('open the link we sent to ada@example.com')).toBeVisible();
  await page.getByRole('link', { name: 'Manage my account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${stack.url}/me/logged-out`);
  await expect(page.getByRole('heading', { name: 'You are logged out' })).toBeVisible();
  await page.goto('/me/details');
  await expect(page).toHaveURL(`${stack.url}/signup?originPath=%2Fme%2Fdetails`);
  await context.close();
});

test.describe('inside the native app', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 TablesideNativeApp/3.1',
  });

  test('the native app is told the user logged in (UserLoggedIn), after a login and after a sign-up', async ({ browser, userAgent }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: stack.url, userAgent: userAgent ?? '' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const record = (message: string) => {
        const list = JSON.parse(sessionStorage.getItem('native-messages') ?? '[]') as string[];
        list.push(message);
        sessionStorage.setItem('native-messages', JSON.stringify(list));
      };
      Object.defineProperty(window, 'ReactNativeWebView', { value: { postMessage: record }, configurable: true });
    });
    const posted = async () =>
      (JSON.parse(await page.evaluate(() => sessionStorage.getItem('native-messages') ?? '[]')) as string[]).map((m) => JSON.parse(m) as unknown);

    await page.goto('/login?redirectToPath=%2Fme');
    await logIn(page, '06 12 34 56 36', '+33612345636');
    await expect(page).toHaveURL(`${stack.url}/me`);
    const first = await storedSession(page);
    await expect.poll(posted).toEqual([{ type: 'UserLoggedIn', userId: first.userId }]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${stack.url}/me/logged-out`);
    await expect(page.getByRole('heading', { name: 'You are logged out' })).toBeVisible();
    await page.goto(`/guest-app/${GUEST_APP}/auth/signup?originPath=%2Fme`);
    await page.getByLabel('Mobile number').fill('06 12 34 56 46');
    await page.getByRole('button', { name: 'Continue' }).click();
    await paste(page, 'Digit 1 of 6', await smsCode(page.request, stack.url, '+33612345646'));
    await page.getByRole('button', { name: 'Continue' }).click();
    // Not enrolled (no opt-in): the e-mail step, then the origin path.
    await expect(page).toHaveURL(`${stack.url}/guest-app/${GUEST_APP}/auth/email?originPath=%2Fme&enrolled=false`);
    const second = await storedSession(page);
    expect(second.userId).not.toBe(first.userId);
    await expect.poll(posted).toEqual([
      { type: 'UserLoggedIn', userId: first.userId },
      { type: 'UserLoggedIn', userId: second.userId },
    ]);
    await page.getByLabel('Email').fill(`signed-up-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${stack.url}/me`);
    await context.close();
  });
});
