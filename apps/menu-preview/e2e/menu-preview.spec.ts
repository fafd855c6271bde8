import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Evaluates axe-core through the DevTools protocol (an injected <script> would be blocked by the page's CSP, which
 * allows no inline script), runs it and expects zero violations.
 */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

// The global setup started the stack and exported its origin to the workers.
test.use({ baseURL: process.env['MENU_PREVIEW_E2E_BASE_URL'] });

const venueId = 'venue-paris-bistro';

// Journey 7: venue staff preview a seeded menu with ordering disabled and open a product's detail.
test('staff preview a seeded menu: products without ordering controls, a product detail, no axe violations', async ({ page }) => {
  await page.goto(`/venues/${venueId}/menu-previews`);
  const menus = page.getByRole('list', { name: 'Menus' });
  await expect(menus.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the menu list');

  await menus.getByRole('link', { name: /La carte/ }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${venueId}/menu-previews/FR/fr-carte$`));
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  const products = page.locator('main article a[href*="/products/"]');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: /Add item|Add items|Increase quantity/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the menu');

  await page.locator('a[href$="/products/fr-steak"]').first().click();
  await expect(page).toHaveURL(new RegExp('/products/fr-steak$'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Add item|Add items|Increase quantity/ })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the product detail');
});

test('an unknown venue shows an error page that passes axe', async ({ page }) => {
  await page.goto('/venues/venue-nowhere/menu-previews');
  await expect(page.getByRole('alert')).toContainText('Venue not found');
  await expectNoAxeViolations(page, 'the unknown venue');
});
