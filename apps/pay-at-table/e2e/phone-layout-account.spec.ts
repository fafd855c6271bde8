import { seedIds } from '@tableside/sandbox';
import { expect } from './fixtures.js';
import { paste, smsCode } from './sms-codes.js';
import {
  LOCALES,
  WIDTHS,
  checkPage,
  expectFocusOnHeading,
  logInByPhone,
  openBill,
  payWhatIsLeft,
  test,
  translations,
  type PageFinding,
} from './phone-layout-checks.js';

/**
 * The pages added after the first phone-layout walks, with the same checks at 320 and 390 px in en-US and fr
 * (issue 10 "every route"): the account pages, a guest's then a logged-in diner's (a real login by phone and the SMS
 * code from the sandbox's outbox), the burger menu and its cookie modal; the guest app's sign-up steps; the venue's
 * contact, loyalty (with both login dialogs), passwordless and review pages, the bill page with its review widget,
 * the bill's basket shortcut, and the promotion consent dialog after a payment. The bill's /items and /splits/new…,
 * and the table's /authorization and /payment-auth, are the pages phone-layout.spec.ts walks already.
 */
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`phone layout of the account and venue pages at ${width} px in ${locale}`, () => {
      test.use({ locale, viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
      // A dozen pages with axe on each, and a login through the SMS outbox, on a machine shared with other work.
      test.setTimeout(420_000);

      test(`(P4) the account pages, a guest's then logged in, the burger menu and the cookie modal at ${width} px in ${locale}`, async ({ page, baseURL }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];
        const heading = (key: string) => page.getByRole('heading', { level: 1, name: tr.text(key) });

        // A guest's pages.
        await page.goto('/entry-point');
        // The first page of a run also waits for a cold sandbox and the app's first chunks on a busy machine.
        await expect(heading('app.account.entryPoint.title')).toBeVisible({ timeout: 60_000 });
        await checkPage(page, 'account entry point', findings);
        await page.goto('/signup');
        await expect(heading('app.account.signup.title')).toBeVisible();
        await checkPage(page, 'sign-up page', findings);
        await page.goto('/logged-out');
        await expect(heading('app.account.loggedOut.title')).toBeVisible();
        await checkPage(page, 'logged-out page', findings);
        await page.goto(`/passwordless?venueId=${seedIds.venues.parisBistro}`);
        await expect(heading('app.loyalty.passwordless.title')).toBeVisible();
        await checkPage(page, 'passwordless identification page', findings);

        // The login by phone and SMS code, to the profile.
        await page.goto(`/login?redirectToPath=${encodeURIComponent('/me')}`);
        await expect(heading('app.account.login.title')).toBeVisible();
        await checkPage(page, 'login phone step', findings);
        await logInByPhone(page, tr, baseURL ?? '', { national: '06 12 34 56 81', e164: '+33612345681' }, async (step) => {
          await checkPage(page, step === 'phone' ? 'login phone step, filled' : 'login code step', findings);
        });
        await expect(page).toHaveURL(/\/me$/);
        await expectFocusOnHeading(page, tr.text('app.account.me.title'));
        await checkPage(page, 'profile', findings);

        await page.goto('/logged-in');
        await expect(heading('app.account.loggedIn.title')).toBeVisible();
        await checkPage(page, 'logged-in page', findings);
        await page.goto('/me/receipts/list');
        await expect(heading('app.account.receipts.title')).toBeVisible();
        await expect(page.getByText(tr.text('app.account.receipts.empty'))).toBeVisible();
        await checkPage(page, 'receipts list', findings);
        await page.goto('/me/privacy/marketing');
        await expect(heading('app.consent.marketing.title')).toBeVisible();
        const brand = page.getByRole('switch').first();
        await expect(brand).toBeVisible();
        await checkPage(page, 'marketing preferences', findings);
        // An unsaved change: leaving asks first.
        await brand.click();
        await page
          .getByRole('banner')
          .getByRole('link', { name: tr.text('app.account.header.account') })
          .click();
        const leave = page.getByRole('dialog', { name: tr.text('app.consent.marketing.leaveTitle') });
        await expect(leave).toBeVisible();
        await checkPage(page, 'leave-without-saving modal', findings);
        await leave.getByRole('button', { name: tr.text('app.consent.marketing.leave') }).click();
        await expect(page).toHaveURL(/\/me$/);

        // The burger menu of a venue, opened from the header, and the cookie modal it opens.
        const paris = seedIds.venues.parisBistro;
        await page.goto(`/venues/${paris}`);
        await page
          .getByRole('banner')
          .getByRole('link', { name: tr.text('app.consent.menu.open') })
          .click();
        const menu = page.getByRole('dialog', { name: 'Le Petit Zinc' });
        await expect(menu).toBeVisible();
        await checkPage(page, 'burger menu', findings);
        await menu.getByRole('button', { name: tr.text('app.consent.menu.cookies') }).click();
        const cookies = page.getByRole('dialog', { name: tr.text('app.consent.cookies.title') });
        await expect(cookies).toBeVisible();
        await checkPage(page, 'cookie preferences modal', findings);
        await cookies.getByRole('button', { name: tr.text('app.consent.close') }).click();
        await expect(cookies).toHaveCount(0);

        await page.goto('/me/management');
        await expect(heading('app.account.management.title')).toBeVisible();
        await checkPage(page, 'account management', findings);
        await page.getByRole('link', { name: tr.text('app.account.management.editDetails') }).click();
        await expectFocusOnHeading(page, tr.text('app.account.details.title'));
        await checkPage(page, 'personal details', findings);
        // A new e-mail address is unverified: the venue landing is covered by the verification overlay until it is.
        await page.getByLabel(tr.text('app.account.details.firstName')).fill('Ada');
        await page.getByLabel(tr.text('app.account.details.lastName')).fill('Lovelace');
        await page.getByLabel(tr.text('app.account.me.email')).fill(`ada.${locale}.${width}@example.com`);
        await page.getByRole('button', { name: tr.text('app.account.details.save') }).click();
        await expect(page.getByText(tr.text('app.account.details.saved'))).toBeVisible();
        await checkPage(page, 'personal details saved', findings);
        await page.goto(`/venues/${paris}`);
        const overlay = page.getByRole('dialog', { name: tr.text('app.consent.verification.title') });
        await expect(overlay).toBeVisible();
        await checkPage(page, 'e-mail verification overlay', findings);
        // "Switch account" logs out and goes to the login page.
        await overlay.getByRole('button', { name: tr.text('app.consent.verification.switchAccount') }).click();
        await expect(heading('app.account.login.title')).toBeVisible();
        await page.goto('/me/logged-out');
        await expect(heading('app.account.loggedOut.title')).toBeVisible();
        await checkPage(page, 'logged-out page of the profile', findings);
      });

      test(`(P6) the guest app's sign-up pages (phone, code and e-mail steps, and the migration sign-up) at ${width} px in ${locale}`, async ({
        page,
        baseURL,
      }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];
        const heading = (key: string) => page.getByRole('heading', { level: 1, name: tr.text(key) });
        const auth = '/guest-app/guest-app-london-pub/auth';
        const query = `originPath=${encodeURIComponent('/me')}`;

        await page.goto(`${auth}/signup/migration?${query}`);
        // The first page of a run also waits for a cold sandbox and the app's first chunks on a busy machine.
        await expect(heading('app.account.signup.title')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByLabel(tr.text('app.account.signup.optIn'))).toBeVisible();
        await checkPage(page, 'migration sign-up', findings);

        await page.goto(`${auth}/signup?${query}`);
        await expect(heading('app.account.signup.title')).toBeVisible();
        await page.getByLabel(tr.text('app.account.phone.label')).fill('06 12 34 56 91');
        await checkPage(page, 'guest app sign-up, phone step', findings);
        await page.getByRole('button', { name: tr.text('app.account.signup.continue') }).click();
        await expect(page).toHaveURL(new RegExp(`${auth}/confirm\\?`));
        await expectFocusOnHeading(page, tr.text('app.account.code.title'));
        await checkPage(page, 'guest app sign-up, code step', findings);
        const code = await smsCode(page.request, baseURL ?? '', '+33612345691');
        await paste(page, tr.filled('app.account.code.digit', { position: 1, total: 6 }), code);
        await page.getByRole('button', { name: tr.text('app.account.signup.continue') }).click();
        await expect(page).toHaveURL(new RegExp(`${auth}/email\\?`));
        await expect(heading('app.account.signup.email.title')).toBeVisible();
        await checkPage(page, 'guest app sign-up, e-mail step', findings);
      });

      test(`(P5) the venue's contact, loyalty and review pages, the bill's basket and the promotion consent dialog at ${width} px in ${locale}`, async ({
        page,
        request,
      }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];
        const paris = seedIds.venues.parisBistro;
        const london = seedIds.venues.londonPub;

        await page.goto(`/venues/${paris}/contact`);
        // The first page of a run also waits for a cold sandbox and the app's first chunks on a busy machine.
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.contact.title') })).toBeVisible({ timeout: 60_000 });
        await checkPage(page, 'contact page', findings);

        // A programme with SMS codes (COMO at the London pub): its page, then its login dialog at both steps.
        await page.goto(`/venues/${london}/loyalty`);
        await expect(page.getByRole('heading', { level: 1, name: tr.pattern('app.loyalty.title') })).toBeVisible();
        await checkPage(page, 'loyalty page', findings);
        await page.getByRole('button', { name: tr.text('app.loyalty.banner.login') }).click();
        const login = page.getByRole('dialog', { name: tr.text('app.loyalty.login.title') });
        await expect(login).toBeVisible();
        await login.getByLabel(tr.text('app.loyalty.phone.label')).fill('07 00 00 03 81');
        await checkPage(page, 'loyalty login dialog, phone step', findings);
        await login.getByRole('button', { name: tr.text('app.loyalty.phone.send') }).click();
        await expect(login.getByText(tr.pattern('app.loyalty.code.sentTo'))).toBeVisible();
        await checkPage(page, 'loyalty login dialog, code step', findings);
        await login.getByRole('button', { name: tr.text('app.close') }).click();
        await expect(login).toHaveCount(0);

        // A passwordless programme (PONGO at the Paris bistro): its no-code dialog.
        await page.goto(`/venues/${paris}/loyalty`);
        await expect(page.getByRole('heading', { level: 1, name: tr.pattern('app.loyalty.title') })).toBeVisible();
        await page.getByRole('button', { name: tr.text('app.loyalty.banner.login') }).click();
        const noCode = page.getByRole('dialog', { name: tr.text('app.loyalty.passwordless.title') });
        await expect(noCode).toBeVisible();
        await checkPage(page, 'passwordless identification dialog', findings);
        await page.keyboard.press('Escape');
        await expect(noCode).toHaveCount(0);

        // The review page without a payment to review, then after paying: the bill page's review widget and the page.
        await page.goto(`/venues/${paris}/reviews/new`);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('review.page.title') })).toBeVisible();
        await checkPage(page, 'review page without a payment', findings);
        // The basket shortcut of a bill at a table (the seed's Paris table): the table's basket, empty.
        const parisTable = seedIds.tables.parisFresh;
        await page.goto(`/venues/${paris}/bills/${parisTable.billId}/basket`);
        await expect(page).toHaveURL(new RegExp(`/tables/${parisTable.deviceId}/basket$`));
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.basket.title') })).toBeVisible();
        await checkPage(page, 'empty table basket (the bill basket shortcut)', findings);
        const billId = await openBill(request, paris, `${paris}-table-phone-review-${locale}-${width}`, [{ posProductId: 'fr-croque', quantity: 1 }]);
        const billPath = `/venues/${paris}/bills/${billId}`;
        const splitId = await payWhatIsLeft(page, tr, locale, billPath);
        await page.goto(billPath);
        const widget = page.getByRole('region', { name: tr.text('review.widget.title') });
        await expect(widget).toBeVisible();
        await checkPage(page, 'paid bill page with the review widget', findings);
        await page.goto(`/venues/${paris}/reviews/new?billId=${billId}&splitId=${splitId}`);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('review.page.title') })).toBeVisible();
        await expect(page.getByRole('radio', { name: tr.filled('review.rating.option', { rating: 5 }) })).toBeVisible();
        await checkPage(page, 'review page', findings);

        // A venue that collects guest data asks for the promotion consent after a payment, on the success page.
        const harbour = seedIds.venues.harbourArms;
        const harbourBill = await openBill(request, harbour, `${harbour}-table-phone-consent-${locale}-${width}`, [
          { posProductId: 'ha-crab', quantity: 1 },
          { posProductId: 'ha-bitter', quantity: 2 },
        ]);
        await payWhatIsLeft(page, tr, locale, `/venues/${harbour}/bills/${harbourBill}`);
        const consent = page.getByRole('dialog', { name: tr.pattern('app.consent.promotion.title') });
        await expect(consent).toBeVisible();
        await checkPage(page, 'promotion consent dialog', findings);
      });
    });
  }
}
