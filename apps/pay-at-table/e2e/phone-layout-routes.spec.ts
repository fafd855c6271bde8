import { CARD_PAGE_TEXT, orderingSeedIds } from '@tableside/sandbox';
import { cardFrame, expect, fillCard } from './fixtures.js';
import { LOCALES, WIDTHS, checkPage, openBill, test, translations, type PageFinding } from './phone-layout-checks.js';

/**
 * The routes the pay and ordering walks of phone-layout.spec.ts do not reach, with the same checks at 320 and 390 px
 * in en-US and fr: express checkout and its payment page, the menus of a venue and of a bill, an unknown address,
 * and the tab's 3-D Secure page on the way back from the bank.
 */
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`phone layout of the other routes at ${width} px in ${locale}`, () => {
      test.use({ locale, viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
      test.setTimeout(300_000);

      test(`(P3) express checkout, venue and bill menus, an unknown address and the tab's 3-D Secure page at ${width} px in ${locale}`, async ({
        page,
        request,
        seeds,
      }) => {
        const tr = translations(locale);
        const findings: PageFinding[] = [];
        // The ordering tour and the allergy question are answered whenever they show up, as a diner would.
        const tour = page.getByRole('dialog', { name: tr.text('app.ordering.tour.title') });
        await page.addLocatorHandler(tour, async () => {
          await tour.getByRole('button', { name: tr.text('app.ordering.tour.start') }).click();
        });
        const allergy = page.getByRole('dialog', { name: tr.text('app.ordering.allergy.title') });
        await page.addLocatorHandler(allergy, async () => {
          await allergy.getByRole('button', { name: tr.text('app.ordering.allergy.no') }).click();
        });

        // Express checkout at the New York venue: its section on the bill page, then the payment page it opens.
        const newYork = seeds.venues.newYorkDiner;
        const expressBill = await openBill(request, newYork, `${newYork}-table-phone-express-${locale}-${width}`, [
          { posProductId: 'us-burger', quantity: 2 },
          { posProductId: 'us-shake', quantity: 1 },
        ]);
        await page.goto(`/venues/${newYork}/bills/${expressBill}`);
        const express = page.getByRole('region', { name: tr.text('app.express.title') });
        // The first page of a run also waits for a cold sandbox and the app's first chunks on a busy machine.
        await expect(express).toBeVisible({ timeout: 60_000 });
        await checkPage(page, 'bill page with express checkout', findings);
        await express.getByRole('button', { name: tr.pattern('app.express.payNow') }).click();
        await expect(page).toHaveURL(/\/payment-intents\/new$/);
        // With the tip already chosen, the page opens on the payment method.
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.payment.title.method') })).toBeVisible();
        await expect(cardFrame(page).getByLabel(CARD_PAGE_TEXT[locale].number)).toBeVisible();
        await checkPage(page, 'express checkout payment page', findings);

        // The menus of a venue (no table) and of a bill.
        const paris = seeds.venues.parisBistro;
        await page.goto(`/venues/${paris}/menus`);
        await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
        await checkPage(page, 'venue menus', findings);
        const parisBill = await openBill(request, paris, `${paris}-table-phone-menus-${locale}-${width}`, [{ posProductId: 'fr-steak', quantity: 1 }]);
        await page.goto(`/venues/${paris}/bills/${parisBill}/menus`);
        await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
        await checkPage(page, 'bill menus', findings);
        await page.goto(`/venues/${paris}/bills/${parisBill}/menus/FR/${orderingSeedIds.menus.parisCarte}`);
        await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
        await checkPage(page, 'bill menu page', findings);

        // An address the app does not know: the catch-all route.
        await page.goto('/venues/nowhere/at/all');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, 'unknown address', findings);

        // A tab opened with a card that asks for 3-D Secure: back from the bank, the tab's payment-auth page reads
        // the result. The app's read of the payment intent is held (then passed on to the sandbox unchanged) until the
        // page is measured, since it moves on to the register step as soon as the answer comes.
        const tab = orderingSeedIds.venues.tab;
        await page.goto(`/venues/${tab.venueId}/tab/authorize`);
        await expect(cardFrame(page).getByLabel(CARD_PAGE_TEXT[locale].number)).toBeVisible();
        await fillCard(page, '4000 0027 6000 3184', { locale });
        await page.getByRole('button', { name: tr.text('app.tab.authorize') }).click();
        const complete = page.getByRole('button', { name: 'Complete authentication' });
        await expect(complete).toBeVisible();
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let heldRead = () => {};
        const readHeld = new Promise<void>((resolve) => {
          heldRead = resolve;
        });
        await page.route(/\/sandbox-payments\/payment-intents\/[^/?]+(\?.*)?$/, async (route) => {
          if (route.request().method() === 'GET') {
            heldRead();
            await released;
          }
          await route.continue();
        });
        await complete.click();
        await expect(page).toHaveURL(/\/tab\/[^/]+\/payment-auth\?payment_intent=/);
        // The page's read is the one held: if the app read the intent elsewhere, the page would move on unmeasured.
        await readHeld;
        await expect(page.getByText(tr.text('app.tab.checking')).first()).toBeVisible();
        await checkPage(page, 'tab 3-D Secure page', findings);
        release();
        await expect(page).toHaveURL(/\/tab\/[^/]+\/register$/);
        await expect(page.getByLabel(tr.text('app.tab.customer.firstName'))).toBeVisible();
      });
    });
  }
}
