import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';
import { paste, smsCode } from './sms-codes.js';

/**
 * Issue 13, journeys 7 and 8, the burger menu and the verification-required overlay: the cookie preferences modal
 * (3 §2 Dialogs), marketing preferences per brand with the leave-confirmation modal (3 §4), the burger menu with the
 * venue's customization (3 §2 Burger menu) and the overlay of an unverified e-mail (1-core §2). They run on their own
 * stack, where the London pub has a customization with every burger menu item.
 */
let stack: Stack;

const customization = {
  logoUrl: '/sandbox/menu-images/logo-le-petit-zinc.svg',
  instagramPage: 'https://instagram.example/crown',
  facebookPage: 'https://facebook.example/crown',
  tiktokPage: 'https://tiktok.example/crown',
  websitePage: 'https://crown.example/',
  customLink: 'https://crown.example/quiz-night',
  customLinkTitle: 'Quiz night',
  contactPageBanner: { title: 'Book a table', description: 'Parties of 8 and more.', linkUrl: 'https://crown.example/book', linkLabel: 'Book now' },
};

test.beforeAll(async () => {
  stack = await startStack({
    venues: { [seedIds.venues.londonPub]: (venue) => ({ ...venue, customization }) },
  });
});
test.afterAll(async () => {
  await stack.close();
});

async function open(browser: Browser, options: { height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US', viewport: { width: 390, height: options.height ?? 800 } });
  return { context, page: await context.newPage() };
}

/** Logs in from the login page the app is on, typing the SMS code read from the outbox. */
async function logIn(page: Page, nationalNumber: string, e164: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByLabel('Mobile number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await smsCode(page.request, stack.url, e164);
  await paste(page, 'Digit 1 of 6', code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function openBurgerMenu(page: Page, venueName: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Open the menu' }).click();
  await expect(page).toHaveURL(/burgerMenuOpen=true/);
  const menu = page.getByRole('dialog', { name: venueName });
  await expect(menu).toBeVisible();
  return menu;
}

test('(7) cookie modal: "allow selection" persists across reloads; at a US venue with stored preferences the link is hidden', async ({ browser }) => {
  // A US venue shows the link while this device has no stored preferences.
  const { context, page } = await open(browser);
  await page.goto(`/venues/${seedIds.venues.newYorkDiner}`);
  let menu = await openBurgerMenu(page, 'Liberty Diner');
  await expect(menu.getByRole('button', { name: 'Customize cookies' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(page).not.toHaveURL(/burgerMenuOpen/);

  await page.goto(`/venues/${seedIds.venues.parisBistro}`);
  menu = await openBurgerMenu(page, 'Le Petit Zinc');
  await menu.getByRole('button', { name: 'Customize cookies' }).click();
  const modal = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('switch', { name: /Essential/ })).toBeChecked();
  await expect(modal.getByRole('switch', { name: /Essential/ })).toBeDisabled();
  const functional = modal.getByRole('switch', { name: /Functional/ });
  await expect(functional).not.toBeChecked();
  await expectNoAxeViolations(page, 'cookie preferences modal');
  await functional.check();
  await modal.getByRole('button', { name: 'Allow selection' }).click();
  await expect(modal).toHaveCount(0);

  await page.reload();
  menu = await openBurgerMenu(page, 'Le Petit Zinc');
  await menu.getByRole('button', { name: 'Customize cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('switch', { name: /Functional/ })).toBeChecked();
  await page.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('button', { name: 'Close' }).click();

  // "cookie customisation link shown unless the venue country is US and preferences exist" (3 §2).
  await page.goto(`/venues/${seedIds.venues.newYorkDiner}`);
  menu = await openBurgerMenu(page, 'Liberty Diner');
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Customize cookies' })).toHaveCount(0);
  await context.close();
});

test('the cookie modal is full screen under 500 px of height', async ({ browser }) => {
  const { context, page } = await open(browser, { height: 480 });
  await page.goto(`/venues/${seedIds.venues.parisBistro}?burgerMenuOpen=true`);
  await page.getByRole('dialog', { name: 'Le Petit Zinc' }).getByRole('button', { name: 'Customize cookies' }).click();
  const modal = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(modal).toBeVisible();
  await expect.poll(async () => (await modal.boundingBox())?.height).toBe(480);
  await expectNoAxeViolations(page, 'cookie preferences modal, full screen');
  await context.close();
});

test('burger menu: opened by burgerMenuOpen=true, with the venue customization items', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto(`/venues/${seedIds.venues.londonPub}?burgerMenuOpen=true`);
  const menu = page.getByRole('dialog', { name: 'The Crown & Anchor' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('img', { name: 'The Crown & Anchor logo' })).toBeVisible();
  const social = menu.getByRole('list', { name: 'Social networks' });
  await expect(social.getByRole('link')).toHaveText(['Instagram', 'Facebook', 'TikTok']);
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', customization.instagramPage);
  await expect(menu.getByText('Book a table')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', customization.contactPageBanner.linkUrl);
  await expect(menu.getByRole('link', { name: 'Website' })).toHaveAttribute('href', customization.websitePage);
  await expect(menu.getByRole('link', { name: 'Quiz night' })).toHaveAttribute('href', customization.customLink);
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirectToPath=${encodeURIComponent(`/venues/${seedIds.venues.londonPub}`)}`,
  );
  await expect(menu.getByRole('button', { name: 'Customize cookies' })).toBeVisible();
  await expectNoAxeViolations(page, 'burger menu with customization');

  // A venue without customization shows only its name, the login item and the cookie link.
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(page).toHaveURL(`${stack.url}/venues/${seedIds.venues.londonPub}`);
  await expect(menu).toHaveCount(0);
  await page.goto(`/venues/${seedIds.venues.newYorkDiner}?burgerMenuOpen=true`);
  const plain = page.getByRole('dialog', { name: 'Liberty Diner' });
  await expect(plain.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(plain.getByRole('list', { name: 'Social networks' })).toHaveCount(0);
  await expect(plain.getByRole('link', { name: 'Website' })).toHaveCount(0);
  await context.close();
});

test('(8) marketing preferences: change a brand, try to leave, the modal shows; save; the change persists after reload', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto('/me/privacy/marketing');
  await expect(page).toHaveURL(/\/signup\?originPath=%2Fme%2Fprivacy%2Fmarketing/);
  await page.goto(`/login?redirectToPath=${encodeURIComponent('/me/privacy/marketing')}`);
  await logIn(page, '06 12 34 56 71', '+33612345671');
  await expect(page).toHaveURL(`${stack.url}/me/privacy/marketing`);
  await expect(page.getByRole('heading', { name: 'Marketing preferences', level: 1 })).toBeVisible();
  const leon = page.getByRole('switch', { name: /^Leon/ });
  await expect(leon).not.toBeChecked();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page, 'marketing preferences');

  await leon.check();
  await expect(save).toBeEnabled();
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, 'leave-confirmation modal');
  await leave.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${stack.url}/me/privacy/marketing`);
  await expect(leon).toBeChecked();

  await save.click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Leon/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Hippo/ })).not.toBeChecked();
  // Nothing unsaved: leaving asks nothing.
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${stack.url}/me`);

  // A logged-in diner's cookie preferences are kept by the consent manager, not on the device.
  const menu = await openBurgerMenu(page, 'Menu');
  await menu.getByRole('button', { name: 'Customize cookies' }).click();
  const modal = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(modal.getByRole('switch', { name: /Functional/ })).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/consent-manager\/v1\/cookies\/users\/[^/]+$/.test(response.url()),
  );
  await modal.getByRole('button', { name: 'Allow all' }).click();
  expect((await saved).status()).toBe(200);
  await expect(modal).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tableside.cookiePreferences'))).toBeNull();
  await page.reload();
  await (await openBurgerMenu(page, 'Menu')).getByRole('button', { name: 'Customize cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('switch', { name: /Functional/ })).toBeChecked();
  await context.close();
});

test('verification-required overlay: an unverified e-mail covers the venue landing until verified; "switch account" logs out and remembers the page', async ({
  browser,
}) => {
  const { context, page } = await open(browser);
  const landing = `/venues/${seedIds.venues.parisBistro}`;
  // The account's e-mail, set through the personal-details call with the session's bearer token: an e-mail that
  // changes is unverified until the link e-mailed to it is opened.
  const setEmail = async (email: string) => {
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('tableside.account') ?? '{}') as { state?: { session?: { accessToken: string } } },
    );
    const answer = await page.request.put(`${stack.url}/user-account/users/me/personal-details`, {
      headers: { authorization: `Bearer ${session.state?.session?.accessToken ?? ''}` },
      data: { firstName: 'Ada', lastName: 'Lovelace', email },
    });
    expect(answer.status()).toBe(200);
  };
  await page.goto(`/login?redirectToPath=${encodeURIComponent('/me')}`);
  await logIn(page, '06 12 34 56 72', '+33612345672');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await setEmail('ada@example.com');

  await page.goto(landing);
  const overlay = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Open the link we sent to ada@example.com')).toBeVisible();
  await expectNoAxeViolations(page, 'verification-required overlay');

  // Opening the e-mailed link verifies the address; the overlay goes once the account is read again.
  const outbox = (await (await page.request.get(`${stack.url}/sandbox/outbox.json`)).json()) as {
    messages: { channel: string; recipient: string; body: string }[];
  };
  const link = outbox.messages
    .find((message) => message.channel === 'email' && message.recipient === 'ada@example.com')
    ?.body.match(/https?:\/\/\S+\/user-account\/email-verifications\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  expect((await page.request.get(link ?? '')).ok()).toBe(true);
  await overlay.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  // A new, unverified address brings it back; "switch account" logs out silently and keeps this page for after login.
  await setEmail('ada.lovelace@example.com');
  await page.goto(landing);
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Switch account' }).click();
  await expect(page).toHaveURL(`${stack.url}/login?redirectToPath=${encodeURIComponent(landing)}`);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveCount(0);
  await expect(overlay).toHaveCount(0);
  await context.close();
});

/** The seed venue that collects guest data (its guestDataCollectionId names an active collection). */
const HARBOUR_BUSINESS = 'business-harbour-arms';

/**
 * Opens a bill at the Harbour Arms (a table of this journey's own, through the admin API: the venue has no demo bill)
 * and pays it in full with 4242; the success page is where the promotion consent dialog shows after a payment.
 */
async function payAtTheHarbour(page: Page, table: string): Promise<void> {
  const venueId = seedIds.venues.harbourArms;
  const opened = await page.request.post(`/sandbox/admin/venues/${venueId}/tables/${venueId}-table-${table}/orders`, {
    data: {
      numberOfGuests: 2,
      items: [
        { posProductId: 'ha-crab', quantity: 1 },
        { posProductId: 'ha-bitter', quantity: 2 },
      ],
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { billId } = (await opened.json()) as { billId: string };
  await page.goto(`/venues/${venueId}/bills/${billId}`);
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
}

test('promotion consent dialog: after a payment, then after an e-mailed receipt, when the venue collects guest data', async ({ browser }) => {
  const { context, page } = await open(browser);
  await payAtTheHarbour(page, 'guest');

  const dialog = page.getByRole('dialog', { name: 'News from The Harbour Arms' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'promotion consent dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  // "invalid message key voucher.consent.invalidMail on blur"; "Confirm enabled only when form valid and promotion consent ticked" (3 §5).
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'Email' }).blur();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('  diner@example.test ');
  await expect(dialog.getByText('Enter a valid email address.')).toHaveCount(0);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('I agree to receive offers and news from The Harbour Arms by email.').check();
  await expect(confirm).toBeEnabled();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/consent-manager/v1/opt-in'));
  await confirm.click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    businessId: HARBOUR_BUSINESS,
    email: 'diner@example.test',
    venueOptIn: true,
    sundayOptIn: false,
    origin: 'PAT_PAYMENT',
    countryCode: 'GB',
    currency: 'GBP',
  });
  expect(body).not.toHaveProperty('userId');
  expect((await (await sent).response())?.status()).toBe(201);
  await expect(dialog).toHaveCount(0);

  // Asked once after this payment: a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Open the menu' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // After the e-mailed receipt it asks again, with the receipt's address.
  await page.getByRole('link', { name: 'Get my receipt by email' }).click();
  await page.getByLabel('Email address').fill('receipts@example.test');
  await page.getByRole('button', { name: 'Send my receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt is on its way' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('receipts@example.test');
  await expectNoAxeViolations(page, 'promotion consent dialog after the e-mailed receipt');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('promotion consent of a logged-in diner: the sandbox stores it as the venue consent, and the e-mailed receipt does not ask again', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto(`/login?redirectToPath=${encodeURIComponent('/me')}`);
  await logIn(page, '06 12 34 56 73', '+33612345673');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('tableside.account') ?? '{}') as { state?: { session?: { userId: string; accessToken: string } } },
  );
  const userId = session.state?.session?.userId ?? '';
  const consentPath = `/consent-manager/v1/user/${userId}/business/${HARBOUR_BUSINESS}`;
  // The consent manager's own answer (3 §7 "GET /consent-manager/v1/user/{userId}/business/{businessId}: reads venueConsent").
  const venueConsent = async (): Promise<unknown> => {
    const answer = await page.request.get(consentPath, { headers: { authorization: `Bearer ${session.state?.session?.accessToken ?? ''}` } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { venueConsent?: unknown }).venueConsent;
  };
  expect(await venueConsent()).toBe(false);

  await payAtTheHarbour(page, 'account');
  const dialog = page.getByRole('dialog', { name: 'News from The Harbour Arms' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await dialog.getByLabel('I agree to receive offers and news from The Harbour Arms by email.').check();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/consent-manager/v1/opt-in'));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    userId,
    businessId: HARBOUR_BUSINESS,
    email: 'ada@example.test',
    venueOptIn: true,
    origin: 'PAT_PAYMENT',
  });
  expect((await (await sent).response())?.status()).toBe(201);
  await expect(dialog).toHaveCount(0);
  expect(await venueConsent()).toBe(true);

  // "not to an identified diner who already consented to the venue": after the e-mailed receipt the dialog reads the
  // venue consent again and stays closed.
  await page.getByRole('link', { name: 'Get my receipt by email' }).click();
  await page.getByLabel('Email address').fill('ada@example.test');
  const checked = page.waitForResponse((response) => response.url().endsWith(consentPath));
  await page.getByRole('button', { name: 'Send my receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt is on its way' })).toBeVisible();
  expect((await checked).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page, 'receipt sent page of a diner who consented');
  await context.close();
});
