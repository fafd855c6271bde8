import type { Page } from '@playwright/test';
import { CARD_PAGE_TEXT, orderingSeedIds } from '@tableside/sandbox';
import { cardFrame, expect, fillCard } from './fixtures.js';
import {
  LOCALES,
  WIDTHS,
  checkPage,
  escapeRegExp,
  expectFocusOnHeading,
  openBill,
  test,
  translations,
  type PageFinding,
  type Translations,
} from './phone-layout-checks.js';

/**
 * The ordering tour on a first visit: it must be above the tab bar, with "Start ordering" reachable. Later tours and
 * the GB allergy question are answered whenever they show up (a locator handler), as a diner would.
 */
async function startOrderingFromTour(page: Page, tr: Translations, label: string, findings: PageFinding[]) {
  const tour = page.getByRole('dialog', { name: tr.text('app.ordering.tour.title') });
  await expect(tour).toBeVisible();
  await checkPage(page, `${label} with the ordering tour`, findings);
  await tour.getByRole('button', { name: tr.text('app.ordering.tour.start') }).click();
  await expect(tour).toBeHidden();
  await page.addLocatorHandler(tour, async () => {
    await tour.getByRole('button', { name: tr.text('app.ordering.tour.start') }).click();
  });
  const allergy = page.getByRole('dialog', { name: tr.text('app.ordering.allergy.title') });
  await page.addLocatorHandler(allergy, async () => {
    await allergy.getByRole('button', { name: tr.text('app.ordering.allergy.no') }).click();
  });
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`phone layout at ${width} px in ${locale}`, () => {
      test.use({ locale, viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
      // Each test walks two dozen pages with axe on each (and two card holds through 3-D Secure), on a machine
      // shared with other work: at a load of 10 and more a walk takes five minutes.
      test.setTimeout(480_000);

      test(`(P1) the pay journey's pages at ${width} px in ${locale}: no overflow, 44 px targets, sheets in place, focus on the heading`, async ({
        browser,
        baseURL,
        page,
        request,
        seeds,
      }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];
        const payWhatIsLeft = new RegExp(`^(${escapeRegExp(tr.text('app.payChoice.payFull'))}|${escapeRegExp(tr.text('app.payChoice.payLeft'))})$`);
        const venueId = seeds.venues.parisBistro;
        const billId = await openBill(request, venueId, `${venueId}-table-phone-${locale}-${width}`, [
          { posProductId: 'fr-steak', quantity: 2 },
          { posProductId: 'fr-wine', quantity: 2 },
          { posProductId: 'fr-croque', quantity: 1 },
        ]);
        const billPath = `/venues/${venueId}/bills/${billId}`;

        await page.goto(`/venues/${venueId}`);
        // The first page of a run also waits for a cold sandbox and the app's first chunks on a busy machine.
        await expect(page.getByRole('heading', { level: 1, name: 'Le Petit Zinc' })).toBeVisible({ timeout: 60_000 });
        await checkPage(page, 'venue landing', findings);

        await page.goto(billPath);
        await expect(page.getByText(tr.text('app.bill.leftToPay')).first()).toBeVisible();
        await expect.soft(page.getByText('Le Petit Zinc').first(), 'the venue name').toBeVisible();
        await expect.soft(page.locator('main img[src*="logo-le-petit-zinc"]'), 'the venue logo').toBeVisible();
        await checkPage(page, 'bill page', findings);

        await page.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
        const choice = page.getByRole('dialog', { name: tr.text('app.payChoice.title') });
        await expect(choice).toBeVisible();
        await checkPage(page, 'pay-or-split sheet', findings);
        await choice.getByRole('button', { name: tr.text('app.payChoice.split') }).click();

        await expect(page).toHaveURL(/\/splits\/new$/);
        await expectFocusOnHeading(page, tr.text('app.split.new.title'));
        await page.getByRole('radio', { name: tr.text('app.split.type.items') }).check();
        await checkPage(page, 'split by items', findings);
        await page.getByRole('radio', { name: tr.text('app.split.type.share') }).check();
        await checkPage(page, 'split by shares', findings);
        await page.getByRole('radio', { name: tr.text('app.split.type.amount') }).check();
        await checkPage(page, 'split by amount', findings);
        await page.getByLabel(tr.pattern('app.split.amount')).fill('20');
        await page.getByRole('button', { name: tr.text('app.split.confirm') }).click();

        await expect(page).toHaveURL(/\/tips$/);
        await expectFocusOnHeading(page, tr.text('app.tips.title'));
        await expect.soft(page.getByRole('link', { name: tr.text('app.back') }), 'a back control').toBeVisible();
        await checkPage(page, 'tips page', findings);
        await page.getByRole('radio', { name: tr.text('app.tips.none') }).check();
        await page.getByRole('button', { name: tr.text('app.tips.continue') }).click();
        const coin = page.getByRole('dialog');
        await expect(
          page
            .getByRole('heading', { level: 1, name: tr.text('app.payment.title.confirm') })
            .or(coin)
            .first(),
        ).toBeVisible();
        if (await coin.isVisible()) {
          await checkPage(page, 'coin offer sheet', findings);
          await coin.getByRole('button', { name: tr.text('app.tips.coin.decline') }).click();
        }

        await expect(page).toHaveURL(/\/payment-intents\/new$/);
        await expectFocusOnHeading(page, tr.text('app.payment.title.confirm'));
        await expect.soft(page.getByText('Le Petit Zinc').first(), 'the venue name').toBeVisible();
        await checkPage(page, 'payment page', findings);
        const cardChoice = page.getByRole('radio', { name: tr.text('app.payment.method.card') });
        await expect(cardChoice).toBeChecked();
        // The order issue 10 asks for, in the document (so for the keyboard too): amount and breakdown, method, card
        // fields, then the pay button, which stays on screen at the bottom.
        const payButton = page.getByRole('button', { name: tr.pattern('app.payment.pay') });
        const sequence = [
          page.getByRole('region', { name: tr.text('app.payment.breakdown.title') }),
          cardChoice,
          // The card fields are the payment provider's page, framed here: the frame stands in the order.
          page.locator('iframe[src*="/sandbox-payments/card-frame"]'),
          payButton,
        ];
        const handles = await Promise.all(sequence.map((locator) => locator.elementHandle()));
        const inOrder = await page.evaluate(
          (elements) =>
            elements.every((element, index) => {
              const previous = elements[index - 1];
              if (index === 0) return true;
              return Boolean(previous && element && previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
            }),
          handles,
        );
        expect.soft(inOrder, 'payment page order: breakdown, method, card, pay').toBe(true);
        await expect.soft(payButton, 'the pay button stays on screen').toBeInViewport();

        await page.getByRole('button', { name: tr.text('app.payment.voucher.add') }).click();
        const voucher = page.getByRole('dialog', { name: tr.text('app.voucher.title') });
        await expect(voucher).toBeVisible();
        await checkPage(page, 'voucher sheet', findings);
        await voucher.getByRole('button', { name: tr.text('app.close') }).click();
        await expect(voucher).toBeHidden();

        await fillCard(page, '4242 4242 4242 4242', { locale });
        await payButton.click();
        await expect(page).toHaveURL(/\/success$/);
        await expectFocusOnHeading(page, tr.text('app.success.title'));
        await checkPage(page, 'success page', findings);

        await page.getByRole('link', { name: tr.text('app.success.receiptByEmail') }).click();
        await expectFocusOnHeading(page, tr.text('app.receiptEmail.title'));
        await checkPage(page, 'receipt e-mail form', findings);
        await page.getByLabel(tr.text('app.receiptEmail.email')).fill('diner@example.test');
        await page.getByRole('button', { name: tr.text('app.receiptEmail.send') }).click();
        await expectFocusOnHeading(page, tr.text('app.receiptEmail.sent.title'));
        await checkPage(page, 'receipt sent page', findings);

        // A second share of the same bill, declined: the recoverable failure sheet and its "Try again".
        await page.goto(billPath);
        await page.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
        await page
          .getByRole('dialog', { name: tr.text('app.payChoice.title') })
          .getByRole('button', { name: tr.text('app.payChoice.split') })
          .click();
        await page.getByRole('radio', { name: tr.text('app.split.type.amount') }).check();
        await page.getByLabel(tr.pattern('app.split.amount')).fill('5');
        await page.getByRole('button', { name: tr.text('app.split.confirm') }).click();
        await expect(page).toHaveURL(/\/tips$/);
        // The split's own page, its edit sheet and its payment error page, while the split is still issued.
        const splitPath = new URL(page.url()).pathname.replace(/\/tips$/, '');
        await page.goto(splitPath);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.split.title') })).toBeVisible();
        await checkPage(page, 'split page', findings);
        await page.getByRole('button', { name: tr.text('app.split.edit.open') }).click();
        const edit = page.getByRole('dialog', { name: tr.text('app.split.edit.title') });
        await expect(edit).toBeVisible();
        await checkPage(page, 'edit split sheet', findings);
        await edit.getByRole('button', { name: tr.text('app.close') }).click();
        await expect(edit).toBeHidden();
        await page.goto(`${splitPath}/error`);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('error.defaultTitle') })).toBeVisible();
        await expect(page.getByRole('button', { name: tr.pattern('app.paymentError.backAndPay') })).toBeVisible();
        await checkPage(page, 'payment error page', findings);
        await page.goto(`${splitPath}/tips`);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.tips.title') })).toBeVisible();
        await page.getByRole('radio', { name: tr.text('app.tips.none') }).check();
        await page.getByRole('button', { name: tr.text('app.tips.continue') }).click();
        await expect(page).toHaveURL(/\/payment-intents\/new$/);
        await fillCard(page, '4000 0000 0000 0002', { locale });
        await page.getByRole('button', { name: tr.pattern('app.payment.pay') }).click();
        const failure = page.getByRole('dialog', { name: tr.text('paymentError.title') });
        await expect(failure).toBeVisible();
        await checkPage(page, 'recoverable failure sheet', findings);
        await failure.getByRole('button', { name: tr.text('app.payment.recoverable.retry') }).click();
        await expect(failure).toBeHidden();
        // The same share with a card that asks for 3-D Secure: the bank confirmation page.
        await fillCard(page, '4000 0027 6000 3184', { locale });
        await page.getByRole('button', { name: tr.pattern('app.payment.pay') }).click();
        await expect(page).toHaveURL(/\/payment-auth\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, '3-D Secure page', findings);

        // Another diner takes what is left first: this diner's "pay what is left" opens the anomaly recovery page.
        const other = await browser.newContext({ locale, viewport: { width, height: 740 }, hasTouch: true, isMobile: true, baseURL });
        try {
          const otherPage = await other.newPage();
          await otherPage.goto(billPath);
          await otherPage.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
          await otherPage
            .getByRole('dialog', { name: tr.text('app.payChoice.title') })
            .getByRole('button', { name: payWhatIsLeft })
            .click();
          await expect(otherPage).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);
          await page.goto(billPath);
          await page.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
          await page
            .getByRole('dialog', { name: tr.text('app.payChoice.title') })
            .getByRole('button', { name: payWhatIsLeft })
            .click();
          await expect(page).toHaveURL(/\/splits\/new\/anomaly$/);
          await expect(page.getByRole('dialog').first()).toBeVisible();
          await checkPage(page, 'split anomaly page', findings);
        } finally {
          await other.close();
        }

        await page.goto(`${billPath}/details`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'bill details page', findings);
        await page.goto(`${billPath}/receipt-email/error`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'receipt e-mail error page', findings);
        await page.goto(`${billPath}/receipt-download/error`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'receipt download error page', findings);
        await page.goto('/not-found');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'not-found page', findings);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'home page', findings);
      });

      test(`(P2) the menu, ordering and tab pages at ${width} px in ${locale}`, async ({ page, seeds }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];

        const noBill = seeds.tables.newYorkNoBill;
        await page.goto(`/venues/${noBill.venueId}/tables/${noBill.deviceId}`);
        await expect(page.getByRole('heading', { name: tr.text('landing.noBillYet') })).toBeVisible();
        await expect.soft(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1);
        await checkPage(page, 'menu landing (ordering off)', findings);

        const paris = seeds.tables.parisNoBill;
        await page.goto(`/venues/${paris.venueId}/tables/${paris.deviceId}`);
        await startOrderingFromTour(page, tr, 'menu landing (ordering on)', findings);
        await expect.soft(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1);
        await checkPage(page, 'menu landing (ordering on)', findings);

        await page.goto(`/venues/${paris.venueId}/tables/${paris.deviceId}/menus/FR/${orderingSeedIds.menus.parisCarte}`);
        await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
        await checkPage(page, 'menu page', findings);
        await page.goto(`/venues/${paris.venueId}/tables/${paris.deviceId}/menus/FR/${orderingSeedIds.menus.parisCarte}/blocks/fr-block-terrasse`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'block page', findings);
        await page.goto(`/venues/${paris.venueId}/tables/${paris.deviceId}/menus/FR/${orderingSeedIds.menus.parisCarte}`);
        await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();

        await page
          .getByRole('link', { name: /Steak frites/ })
          .first()
          .click();
        await expectFocusOnHeading(page, 'Steak frites');
        await expect.soft(page.getByRole('link', { name: tr.text('app.back') }), 'a back control').toBeVisible();
        await checkPage(page, 'product page', findings);
        await page.getByRole('radio', { name: /Saignant/ }).check();
        await page.getByRole('button', { name: /^(Add item|Ajouter)/ }).click();

        await page.getByRole('link', { name: tr.pattern('app.basket.view') }).click();
        await expectFocusOnHeading(page, tr.text('app.basket.title'));
        await checkPage(page, 'basket page', findings);
        await page.getByRole('button', { name: tr.text('app.basket.order'), exact: true }).click();
        const confirm = page.getByRole('dialog', { name: tr.text('app.basket.confirm.title') });
        await expect(confirm).toBeVisible();
        await checkPage(page, 'order confirm sheet', findings);
        await confirm.getByRole('button', { name: tr.text('app.basket.confirm.cancel') }).click();
        await expect(confirm).toBeHidden();

        await page.goto(`/venues/${paris.venueId}/tables/${paris.deviceId}/bills`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'table bills page', findings);

        const pdf = orderingSeedIds.venues.staticPdf;
        await page.goto(`/venues/${pdf.venueId}/tables/${pdf.deviceId}/menus`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'static PDF menu', findings);

        const tab = orderingSeedIds.venues.tab;
        await page.goto(`/venues/${tab.venueId}/tab/new`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'new tab page', findings);
        await page.goto(`/venues/${tab.venueId}/tab/authorize`);
        await expect(cardFrame(page).getByLabel(CARD_PAGE_TEXT[locale].number)).toBeVisible();
        await checkPage(page, 'tab authorise page', findings);
        await fillCard(page, '4242 4242 4242 4242', { locale });
        await page.getByRole('button', { name: tr.text('app.tab.authorize') }).click();
        await expect(page).toHaveURL(/\/tab\/[^/]+\/register$/);
        await expect(page.getByLabel(tr.text('app.tab.customer.firstName'))).toBeVisible();
        await checkPage(page, 'tab register page', findings);

        const preAuth = orderingSeedIds.venues.preAuthFixed;
        await page.goto(`/venues/${preAuth.venueId}/tables/${preAuth.deviceId}/menus`);
        await page
          .getByRole('link', { name: /Steak and ale pie/ })
          .first()
          .click();
        await page.getByRole('button', { name: /^(Add item|Ajouter)/ }).click();
        await page.getByRole('link', { name: tr.pattern('app.basket.view') }).click();
        await page.getByRole('button', { name: tr.text('app.basket.order'), exact: true }).click();
        await expect(page).toHaveURL(/\/authorization$/);
        await expect(cardFrame(page).getByLabel(CARD_PAGE_TEXT[locale].number)).toBeVisible();
        await checkPage(page, 'pre-authorisation page', findings);
        // A card that asks for 3-D Secure: the bank's challenge (the payment simulator's page), then the app's
        // pre-authorisation 3-D Secure page on the way back, with its success screen and the order confirmation.
        await fillCard(page, '4000 0027 6000 3184', { locale });
        // Known flake, cause not found yet: once on a loaded CI machine (320 px, fr) the first press reached neither
        // the card page's tokenization nor an error. The diner's remedy is to press again, so the walk does that
        // (bounded); a press that never leads to the bank's challenge still fails the walk.
        const authorize = page.getByRole('button', { name: tr.text('app.preauth.submit') });
        const challenge = page.getByRole('button', { name: 'Complete authentication' });
        await expect(async () => {
          if (await authorize.isEnabled()) await authorize.click();
          await expect(challenge).toBeVisible({ timeout: 25_000 });
        }).toPass({ timeout: 90_000 });
        await challenge.click();
        await expect(page).toHaveURL(/\/payment-auth\?payment_intent=/);
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.preauth.success.title') })).toBeVisible();
        await checkPage(page, 'pre-authorisation 3-D Secure page', findings);
        const sendOrder = page.getByRole('dialog', { name: tr.text('app.basket.confirm.title') });
        await expect(sendOrder).toBeVisible({ timeout: 15_000 });
        await checkPage(page, 'order confirm sheet after the hold', findings);
      });
    });
  }
}
