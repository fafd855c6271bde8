import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, fillCard, test as sharedStackTest } from './fixtures.js';
import { paste, smsCode } from './sms-codes.js';
import { startStack } from './stack.js';

/**
 * The checks of the phone-layout journeys (issue 10 "Layout on a phone"), shared by the spec files that walk every
 * route of the app at 320 and 390 px in en-US and fr.
 */

/**
 * Each test runs on a stack of its own: the other journeys leave orders, tabs and bills on the seeded tables that
 * these pages need untouched (the Paris table without a bill shows its ordering tour only while it has none).
 */
export const test = sharedStackTest.extend({
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

export const LOCALES = ['en-US', 'fr'] as const;
export const WIDTHS = [320, 390] as const;
export type Locale = (typeof LOCALES)[number];

const localeDirs = [
  fileURLToPath(new URL('../../../packages/i18n/src/locales', import.meta.url)),
  // The app's strings: the locales folder of every feature (src/features) and of src/lib.
  ...['features', 'lib'].flatMap((area) =>
    readdirSync(fileURLToPath(new URL(`../src/${area}`, import.meta.url))).map((name) =>
      fileURLToPath(new URL(`../src/${area}/${name}/locales`, import.meta.url)),
    ),
  ),
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

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The translations of one locale: `text(key)` for exact labels, `pattern(key)` where the label has placeholders. */
export type Translations = ReturnType<typeof translations>;

export function translations(locale: Locale) {
  const strings = readStrings(locale);
  const text = (key: string) => {
    const value = strings[key];
    if (value === undefined) throw new Error(`No ${locale} string for ${key}`);
    return value;
  };
  const pattern = (key: string) =>
    new RegExp(
      `^${text(key)
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escapeRegExp)
        .join('.+')}$`,
    );
  /** A label with its placeholders filled in: `filled('app.account.code.digit', { position: 1, total: 6 })`. */
  const filled = (key: string, values: Record<string, string | number>) =>
    text(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  return { text, pattern, filled };
}

export interface PageFinding {
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
    const interactive = Array.from(
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"]',
      ),
    );
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
        if (!hit || !(target === hit || target.contains(hit) || element === hit || hit.contains(element)))
          covered.push(`${describe(target)} under ${hit ? describe(hit) : 'nothing'}`);
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
export async function checkPage(page: Page, label: string, findings: PageFinding[]) {
  const finding = await measure(page, label);
  findings.push(finding);
  if (
    finding.scrollWidth > finding.screenWidth ||
    finding.innerWidth !== finding.screenWidth ||
    finding.smallTargets.length > 0 ||
    finding.covered.length > 0 ||
    finding.offScreen.length > 0
  )
    console.log(`phone-layout finding ${JSON.stringify(finding)}`);
  expect
    .soft(finding.scrollWidth, `${label}: horizontal overflow (scrollWidth ${finding.scrollWidth} > innerWidth ${finding.innerWidth})`)
    .toBeLessThanOrEqual(finding.innerWidth);
  expect.soft(finding.innerWidth, `${label}: the layout viewport grew past the ${finding.screenWidth} px screen to fit the page`).toBe(finding.screenWidth);
  expect.soft(finding.smallTargets, `${label}: interactive elements under 44 × 44 px`).toEqual([]);
  expect.soft(finding.covered, `${label}: sheet controls that a tap does not reach`).toEqual([]);
  expect.soft(finding.offScreen, `${label}: controls past the edge of the screen`).toEqual([]);
  await expectNoAxeViolations(page, label);
}

/** "Focus on navigation": after a route change, focus is on the new page's h1. */
export async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect.soft(heading, "focus moves to the new page's h1").toBeFocused();
}

const openedOrderSchema = z.object({ billId: z.string() });

/** Opens an order on a table of its own through the POS simulator's admin route; returns the bill id. */
export async function openBill(
  request: APIRequestContext,
  venueId: string,
  tableId: string,
  items: { posProductId: string; quantity: number }[],
): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, { data: { numberOfGuests: 2, items } });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

/**
 * Pays what is left of the bill at `billPath` as a diner does, in the page's locale: "Pay or split", pay it all, no
 * tip (when the venue asks), no coin, card 4242. Lands on the success page and answers the split id.
 */
export async function payWhatIsLeft(page: Page, tr: Translations, locale: Locale, billPath: string): Promise<string> {
  await page.goto(billPath);
  await page.getByRole('button', { name: tr.text('app.bill.payOrSplit') }).click();
  const payAll = new RegExp(`^(${escapeRegExp(tr.text('app.payChoice.payFull'))}|${escapeRegExp(tr.text('app.payChoice.payLeft'))})$`);
  await page
    .getByRole('dialog', { name: tr.text('app.payChoice.title') })
    .getByRole('button', { name: payAll })
    .click();
  // A venue that asks for a tip opens the tips page first; one that does not goes straight to the payment page.
  const noTip = page.getByRole('radio', { name: tr.text('app.tips.none') });
  // The payment page's heading: "Confirm payment", or the method when the venue asks for no tip.
  const paymentTitles = new RegExp(`^(${escapeRegExp(tr.text('app.payment.title.confirm'))}|${escapeRegExp(tr.text('app.payment.title.method'))})$`);
  const confirm = page.getByRole('heading', { level: 1, name: paymentTitles });
  await expect(noTip.or(confirm).first()).toBeVisible();
  if (await noTip.isVisible()) {
    await noTip.check();
    await page.getByRole('button', { name: tr.text('app.tips.continue') }).click();
    const coin = page.getByRole('dialog').getByRole('button', { name: tr.text('app.tips.coin.decline') });
    await expect(confirm.or(coin).first()).toBeVisible();
    if (await coin.isVisible()) await coin.click();
  }
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await fillCard(page, '4242 4242 4242 4242', { locale });
  await page.getByRole('button', { name: tr.pattern('app.payment.pay') }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 });
  const splitId = /\/splits\/([^/]+)\/success$/.exec(page.url())?.[1];
  if (!splitId) throw new Error(`No split id in ${page.url()}`);
  return decodeURIComponent(splitId);
}

/**
 * Logs in from the account login page the app is on (its phone step), with a French mobile number and the SMS code
 * read from the outbox of the sandbox at `baseUrl`; `measure` runs on the phone step, filled, and on the code step.
 */
export async function logInByPhone(
  page: Page,
  tr: Translations,
  baseUrl: string,
  phone: { national: string; e164: string },
  measure: (step: 'phone' | 'code') => Promise<void>,
): Promise<void> {
  await page.getByLabel(tr.text('app.account.phone.label')).fill(phone.national);
  await measure('phone');
  await page.getByRole('button', { name: tr.text('app.account.phone.send') }).click();
  await expect(page.getByRole('heading', { name: tr.text('app.account.code.title') })).toBeVisible();
  await measure('code');
  const code = await smsCode(page.request, baseUrl, phone.e164);
  await paste(page, tr.filled('app.account.code.digit', { position: 1, total: 6 }), code);
  await expect(page.getByLabel(tr.filled('app.account.code.digit', { position: 6, total: 6 }))).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: tr.text('app.account.code.verify') }).click();
}
