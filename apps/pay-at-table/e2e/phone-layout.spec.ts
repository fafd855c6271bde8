import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { orderingSeedIds } from '@tableside/sandbox';
import { z } from 'zod';
import { expect, expectNoAxeViolations, test as sharedStackTest } from './fixtures.js';
import { startStack } from './stack.js';

/**
 * Each test runs on a stack of its own: the other journeys leave orders, tabs and bills on the seeded tables that
 * these pages need untouched (the Paris table without a bill shows its ordering tour only while it has none).
 */
const test = sharedStackTest.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const stack = await startStack();
    await use(stack.url);
    await stack.close();
  },
});

/**
 * Every page of the app on a phone (issue 10 "Layout on a phone"): at 320 and 390 px wide, in en-US and fr, no
 * page scrolls sideways, every interactive element is at least 44 × 44 px (or sits in a 44 px row that is the tap
 * target), every control of an open sheet is the element a tap at its centre reaches, and axe finds nothing.
 * Labels come from the app's own locale files, so one walk serves both languages.
 */

const LOCALES = ['en-US', 'fr'] as const;
const WIDTHS = [320, 390] as const;
type Locale = (typeof LOCALES)[number];

const localeDirs = [
  fileURLToPath(new URL('../../../packages/i18n/src/locales', import.meta.url)),
  ...readdirSync(fileURLToPath(new URL('../src/features', import.meta.url))).map((feature) => fileURLToPath(new URL(`../src/features/${feature}/locales`, import.meta.url))),
];

function readStrings(locale: Locale): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const dir of localeDirs) {
    let text: string;
    try {
      text = readFileSync(`${dir}/${locale}.json`, 'utf8');
    } catch {
      continue;
    }
    Object.assign(strings, z.record(z.string(), z.string()).parse(JSON.parse(text)));
  }
  return strings;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The translations of one locale: `text(key)` for exact labels, `pattern(key)` where the label has placeholders. */
function translations(locale: Locale) {
  const strings = readStrings(locale);
  const text = (key: string) => {
    const value = strings[key];
    if (value === undefined) throw new Error(`No ${locale} string for ${key}`);
    return value;
  };
  const pattern = (key: string) => new RegExp(`^${text(key).split(/\{\{\s*\w+\s*\}\}/).map(escapeRegExp).join('.+')}$`);
  return { text, pattern };
}

interface PageFinding {
  readonly page: string;
  readonly screenWidth: number;
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly smallTargets: readonly string[];
  readonly covered: readonly string[];
  readonly offScreen: readonly string[];
}

/** Overflow, tap targets and (inside an open dialog) whether a tap at each control's centre reaches it. */
async function measure(page: Page, label: string): Promise<PageFinding> {
  // A phone widens its layout viewport to fit a page that overflows, so the screen's width is the one to compare.
  const screenWidth = page.viewportSize()?.width ?? Number.NaN;
  const found = await page.evaluate((screenPx) => {
    const MIN = 44;
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const rect = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    };
    const isShown = (element: Element) => {
      if (!(element instanceof HTMLElement)) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const bigEnough = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width >= MIN - 0.5 && rect.height >= MIN - 0.5;
    };
    /** A radio or checkbox is tapped through its label: the label (wrapping it or `for` it) is the target. */
    const targetOf = (element: Element): Element => {
      if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
        const labelled = element.closest('label') ?? element.labels?.[0];
        if (labelled) return labelled;
      }
      return element;
    };
    /** A row at least 44 px tall that is itself the tap target (a label or a clickable row holding the element). */
    const inTappableRow = (element: Element) => {
      const row = element.parentElement?.closest('label, [role="button"], button, a[href]');
      return row !== null && row !== undefined && row.getBoundingClientRect().height >= MIN - 0.5 && row.getBoundingClientRect().width >= MIN - 0.5;
    };
    const interactive = Array.from(document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"]'));
    const smallTargets: string[] = [];
    const checked = new Set<Element>();
    for (const element of interactive) {
      const target = targetOf(element);
      if (checked.has(target)) continue;
      checked.add(target);
      if (!isShown(target) && !isShown(element)) continue;
      if (bigEnough(target) || inTappableRow(target)) continue;
      smallTargets.push(describe(target));
    }
    // A sheet drawn off place sends taps to the backdrop or to what lies on top: every control must be hit.
    const covered: string[] = [];
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
      for (const element of Array.from(dialog.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea'))) {
        const target = targetOf(element);
        if (!isShown(target)) continue;
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const rect = target.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit || !(target === hit || target.contains(hit) || element === hit || hit.contains(element))) covered.push(`${describe(target)} under ${hit ? describe(hit) : 'nothing'}`);
      }
    }
    // Fixed sheets and bars do not count in scrollWidth: a control past either edge of the screen is reported too.
    const onScreen = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= screenPx + 0.5;
    /** Inside a scroller that is itself on screen (the category tab bar), a control is reached by scrolling it. */
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return onScreen(parent.getBoundingClientRect());
      }
      return false;
    };
    const offScreen = interactive
      .filter((element) => isShown(element) && !inScroller(element))
      .filter((element) => !onScreen(element.getBoundingClientRect()))
      .map((element) => `${describe(element)} at x ${Math.round(element.getBoundingClientRect().left)}…${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, smallTargets, covered, offScreen };
  }, screenWidth);
  return { page: label, screenWidth, ...found };
}

/** The checks of one page: the findings are soft, so one run lists every page that fails; then axe. */
async function checkPage(page: Page, label: string, findings: PageFinding[]) {
  const finding = await measure(page, label);
  findings.push(finding);
  if (finding.scrollWidth > finding.screenWidth || finding.innerWidth !== finding.screenWidth || finding.smallTargets.length > 0 || finding.covered.length > 0 || finding.offScreen.length > 0) console.log(`phone-layout finding ${JSON.stringify(finding)}`);
  expect.soft(finding.scrollWidth, `${label}: horizontal overflow (scrollWidth ${finding.scrollWidth} > innerWidth ${finding.innerWidth})`).toBeLessThanOrEqual(finding.innerWidth);
  expect.soft(finding.innerWidth, `${label}: the layout viewport grew past the ${finding.screenWidth} px screen to fit the page`).toBe(finding.screenWidth);
  expect.soft(finding.smallTargets, `${label}: interactive elements under 44 × 44 px`).toEqual([]);
  expect.soft(finding.covered, `${label}: sheet controls that a tap does not reach`).toEqual([]);
  expect.soft(finding.offScreen, `${label}: controls past the edge of the screen`).toEqual([]);
  await expectNoAxeViolations(page, label);
}

/** "Focus on navigation": after a route change, focus is on the new page's h1. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect.soft(heading, 'focus moves to the new page\'s h1').toBeFocused();
}

const openedOrderSchema = z.object({ billId: z.string() });

/** Opens an order on a table of its own through the POS simulator's admin route; returns the bill id. */
async function openBill(request: APIRequestContext, venueId: string, tableId: string, items: { posProductId: string; quantity: number }[]): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, { data: { numberOfGuests: 2, items } });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

async function fillCard(page: Page, tr: ReturnType<typeof translations>, number: string) {
  await page.getByLabel(tr.text('app.payment.cardNumber')).fill(number);
  await page.getByLabel(tr.text('app.payment.expiry')).fill('12/34');
  await page.getByLabel(tr.text('app.payment.cvc')).fill('123');
}

/**
 * The ordering tour on a first visit: it must be above the tab bar, with "Start ordering" reachable. Later tours and
 * the GB allergy question are answered whenever they show up (a locator handler), as a diner would.
 */
async function startOrderingFromTour(page: Page, tr: ReturnType<typeof translations>, label: string, findings: PageFinding[]) {
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
      // Each test walks a dozen pages with axe on each, on a machine shared with other work.
      test.setTimeout(300_000);

      test(`(P1) the pay journey's pages at ${width} px in ${locale}: no overflow, 44 px targets, sheets in place, focus on the heading`, async ({ browser, baseURL, page, request, seeds }) => {
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
        await expect(page.getByRole('heading', { level: 1, name: tr.text('app.payment.title.confirm') }).or(coin).first()).toBeVisible();
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
          page.getByLabel(tr.text('app.payment.cardNumber')),
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

        await fillCard(page, tr, '4242 4242 4242 4242');
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
        await page.getByRole('dialog', { name: tr.text('app.payChoice.title') }).getByRole('button', { name: tr.text('app.payChoice.split') }).click();
        await page.getByRole('radio', { name: tr.text('app.split.type.amount') }).check();
        await page.getByLabel(tr.pattern('app.split.amount')).fill('5');
        await page.getByRole('button', { name: tr.text('app.split.confirm') }).click();
        await expect(page).toHaveURL(/\/tips$/);
        await page.getByRole('radio', { name: tr.text('app.tips.none') }).check();
        await page.getByRole('button', { name: tr.text('app.tips.continue') }).click();
        await expect(page).toHaveURL(/\/payment-intents\/new$/);
        await fillCard(page, tr, '4000 0000 0000 0002');
        await page.getByRole('button', { name: tr.pattern('app.payment.pay') }).click();
        const failure = page.getByRole('dialog', { name: tr.text('paymentError.title') });
        await expect(failure).toBeVisible();
        await checkPage(page, 'recoverable failure sheet', findings);
        await failure.getByRole('button', { name: tr.text('app.payment.recoverable.retry') }).click();
        await expect(failure).toBeHidden();
        // The same share with a card that asks for 3-D Secure: the bank confirmation page.
        await fillCard(page, tr, '4000 0027 6000 3184');
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
          await otherPage.getByRole('dialog', { name: tr.text('app.payChoice.title') }).getByRole('button', { name: payWhatIsLeft }).click();
          await expect(otherPage).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);
          await page.goto(billPath);
          await page.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
          await page.getByRole('dialog', { name: tr.text('app.payChoice.title') }).getByRole('button', { name: payWhatIsLeft }).click();
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

        await page.getByRole('link', { name: /Steak frites/ }).first().click();
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
        await expect(page.getByLabel(tr.text('app.payment.cardNumber'))).toBeVisible();
        await checkPage(page, 'tab authorise page', findings);
        await fillCard(page, tr, '4242 4242 4242 4242');
        await page.getByRole('button', { name: tr.text('app.tab.authorize') }).click();
        await expect(page).toHaveURL(/\/tab\/[^/]+\/register$/);
        await expect(page.getByLabel(tr.text('app.tab.customer.firstName'))).toBeVisible();
        await checkPage(page, 'tab register page', findings);

        const preAuth = orderingSeedIds.venues.preAuthFixed;
        await page.goto(`/venues/${preAuth.venueId}/tables/${preAuth.deviceId}/menus`);
        await page.getByRole('link', { name: /Steak and ale pie/ }).first().click();
        await page.getByRole('button', { name: /^(Add item|Ajouter)/ }).click();
        await page.getByRole('link', { name: tr.pattern('app.basket.view') }).click();
        await page.getByRole('button', { name: tr.text('app.basket.order'), exact: true }).click();
        await expect(page).toHaveURL(/\/authorization$/);
        await expect(page.getByLabel(tr.text('app.payment.cardNumber'))).toBeVisible();
        await checkPage(page, 'pre-authorisation page', findings);

      });
    });
  }
}
