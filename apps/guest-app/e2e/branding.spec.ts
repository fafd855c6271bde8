import { expect, test, type Page } from '@playwright/test';
import { baseUrl, expectNoAxeViolations } from './axe.js';
import { startStack, type Stack } from './stack.js';

// Issue 14 "Branding": the guest app applies its brand's enrollment customization (the configuration's enrollmentId,
// `marketing/public/api/v1/enrollments/{id}/customization`) as the CSS variables of packages/ui on the document's root,
// text light or dark by the 0.5 luminance rule, with the logo in the header; the first render never waits for it.

const APP = '/guest-app/guest-app-london-pub';
const CUSTOMIZATION = '**/marketing/public/api/v1/enrollments/enrollment-london-pub/customization';

const rootVariable = (page: Page, name: string) => page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable), name);

test.describe('a brand with a dark theme', () => {
  // The brand's enrollment (the London pub's) configured with a dark theme and a logo on the sandbox, in a stack of
  // this test's own so the shared one keeps the seed's customization.
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack({
      venues: {
        'venue-london-pub': (venue) => ({
          ...venue,
          customization: {
            logo: { url: '/sandbox/menu-images/logo-liberty-diner.svg', width: 40, height: 40 },
            theme: { background: { brand: '#14213d' }, color: '#7b2cbf' },
          },
        }),
      },
    });
  });
  test.afterAll(async () => {
    await stack?.close();
  });

  test("the brand's dark theme and logo: light text on the root, the logo in the header", async ({ page }) => {
    await page.goto(`${stack.url}${APP}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeFocused();
    const logo = page.getByRole('banner').getByRole('img', { name: 'The Crown Collective logo' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await rootVariable(page, '--ts-brand-background')).toBe('#14213d');
    expect(await rootVariable(page, '--ts-brand-on-background')).toBe('#ffffff');
    expect(await rootVariable(page, '--ts-brand-primary')).toBe('#7b2cbf');
    expect(await rootVariable(page, '--ts-brand-on-primary')).toBe('#ffffff');
    // The header is drawn in the brand's colours.
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(20, 33, 61)');
    await expect(page.getByRole('banner')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoAxeViolations(page, 'branded home');
  });
});

test("the seeded brand's real customization is read; with no theme the default tokens stay", async ({ page }) => {
  const read = page.waitForResponse((response) => response.url().endsWith('/enrollments/enrollment-london-pub/customization'));
  await page.goto(`${baseUrl()}${APP}`);
  expect((await read).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeFocused();
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  expect(await rootVariable(page, '--ts-brand-background')).toBe('');
});

test('a failing customization never holds the page: the default tokens stay', async ({ page }) => {
  await page.route(CUSTOMIZATION, (route) => route.abort('failed'));
  await page.goto(`${baseUrl()}${APP}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'The Crown Collective' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  expect(await rootVariable(page, '--ts-brand-background')).toBe('');
  await expectNoAxeViolations(page, 'unbranded home');
});
