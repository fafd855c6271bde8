import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import type { UiLocale } from '@tableside/i18n';
import { CARD_PAGE_TEXT, seedIds } from '@tableside/sandbox';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core on the current page and expects zero violations. axe is evaluated through the DevTools protocol:
 * an injected <script> would be (rightly) blocked by the pages' CSP, which allows no inline script.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A page rendered on the server is inert until the app runs it (app/preload.ts): axe reads an inert tree as hidden,
  // so the check waits for the app, as a diner's first tap does.
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // Every frame is checked on its own, the payment provider's card page (another origin) included: axe does not
  // cross origins by itself.
  const violations: { frame: string; id: string; impact: string | null; help: string; nodes: unknown[] }[] = [];
  for (const frame of page.frames()) {
    if (frame.url() === 'about:blank' || frame.isDetached()) continue;
    await frame.evaluate(axeSource);
    const found = await frame.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { iframes: false });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target),
      }));
    });
    violations.push(...found.map((violation) => ({ ...violation, frame: frame === page.mainFrame() ? 'main' : frame.url() })));
  }
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/** The payment provider's card page, framed by the payment and hold pages from its own origin. */
export function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[src*="/sandbox-payments/card-frame"]');
}

/**
 * Types a card into the provider's card page (never into the app's DOM): number, expiry and CVC, labelled in
 * `locale` (the diner's language).
 */
export async function fillCard(page: Page, number: string, options: { expiry?: string; cvc?: string; locale?: UiLocale } = {}): Promise<void> {
  const text = CARD_PAGE_TEXT[options.locale ?? 'en-US'];
  const frame = cardFrame(page);
  await frame.getByLabel(text.number).fill(number);
  await frame.getByLabel(text.expiry).fill(options.expiry ?? '12/34');
  await frame.getByLabel(text.cvc).fill(options.cvc ?? '123');
}

/**
 * Pays the whole bill at the bill page with 4242, no tip and no coin, as a diner does; lands on the success page and
 * answers the split id.
 */
export async function payFullBill(page: Page, venueId: string, billId: string): Promise<string> {
  await page.goto(`/venues/${venueId}/bills/${billId}`);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay the full check' }).click();
  await expect(page).toHaveURL(/\/tips$/);
  await page.getByRole('radio', { name: 'No tip' }).check();
  const next = page.getByRole('button', { name: 'Continue', exact: true }).or(page.getByRole('heading', { name: 'Confirm payment' }));
  await next.first().click();
  const coin = page.getByRole('button', { name: 'No thanks' }).or(page.getByRole('heading', { name: 'Confirm payment' }));
  await expect(coin.first()).toBeVisible();
  if (!page.url().endsWith('/payment-intents/new')) await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
  const splitId = /\/splits\/([^/]+)\/success$/.exec(page.url())?.[1];
  if (!splitId) throw new Error(`No split id in ${page.url()}`);
  return decodeURIComponent(splitId);
}

/**
 * Sends index.html as built for the app's pages, as the server does when it does not render a page's first view
 * (the bill page and a table's redirect to it are rendered on the server, issue 12): for the journeys of what the app
 * does on its own (its loading states, its live subscriptions) when the page reaches it unrendered.
 */
export async function serveIndexHtml(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/venues/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const url = new URL(route.request().url());
      return route.fulfill({ response: await route.fetch({ url: `${url.origin}/index.html` }) });
    },
  );
}

export const test = base.extend<{ seeds: typeof seedIds }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env['PAT_E2E_BASE_URL'];
    if (!url) throw new Error('PAT_E2E_BASE_URL is not set: the global setup did not start the stack');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies.
  seeds: async ({}, use) => use(seedIds),
});

export { expect };
