import type { Page } from '@playwright/test';
import { orderingSeedIds } from '@tableside/sandbox';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';

const menusPath = (table: { venueId: string; deviceId: string }) => `/venues/${table.venueId}/tables/${table.deviceId}/menus`;

/** Opens the steak, tries to add it before choosing its cooking, then chooses and adds it. */
async function addSteakWithRequiredCooking(page: Page) {
  await page
    .getByRole('link', { name: /Steak frites/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Steak frites' })).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'product page');
  const add = page.getByRole('button', { name: /^Add item/ });
  // aria-disabled, not disabled: pressing it shows the errors and scrolls to the first unsatisfied group (3-menus §5).
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await page.setViewportSize({ width: 390, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('group', { name: /Cuisson/ })).not.toBeInViewport();
  await add.click({ force: true });
  await expect(page.getByText('Please complete this choice').first()).toBeVisible();
  await expect(page.getByRole('group', { name: /Cuisson/ })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('radio', { name: /Saignant/ }).check();
  await page.getByRole('button', { name: /^Add item/ }).click();
}

/** From the menu: the basket, the order button and its confirm screen. */
async function openBasketAndOrder(page: Page) {
  await page.getByRole('link', { name: /View basket \(1\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('Total to add to your check')).toBeVisible();
  await expectNoAxeViolations(page, 'basket page');
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toBeVisible();
}

test('(1) browse a dynamic menu with filters, add a product with required modifiers, order it, see it in My orders and on the bill', async ({
  page,
  seeds,
}) => {
  const table = seeds.tables.parisNoBill;
  await page.goto(menusPath(table));
  await expect(page).toHaveURL(/\/menus\/FR\/fr-carte$/);
  await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'menu page');

  await page.getByRole('button', { name: /Filter/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expectNoAxeViolations(page, 'filter modal');
  await filters.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'House special' }).check();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('link', { name: /Steak frites/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Soupe à l’oignon/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Filter/ }).click();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('link', { name: /Soupe à l’oignon/ }).first()).toBeVisible();

  await addSteakWithRequiredCooking(page);
  await expect(page).toHaveURL(/\/menus\/FR\/fr-carte$/);
  await openBasketAndOrder(page);
  await expectNoAxeViolations(page, 'confirm screen');
  await page.getByRole('button', { name: 'Send my order now' }).click();

  await expect(page).toHaveURL(new RegExp(`/tables/${table.deviceId}/bills$`));
  const myOrders = page.getByRole('region', { name: 'My orders' });
  await expect(myOrders).toContainText('Steak frites');
  await expectNoAxeViolations(page, 'table bills page');
  await page.getByRole('link', { name: 'See the check' }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${table.venueId}/bills/[^/]+$`));
  await expect(page.getByRole('list', { name: 'Products', exact: true })).toContainText('Steak frites');
  await expectNoAxeViolations(page, 'bill page after ordering');

  // (2) The same basket again within 5 minutes: the duplicate warning, confirm locked, placed after 5 s.
  await page.goto(menusPath(table));
  await addSteakWithRequiredCooking(page);
  await openBasketAndOrder(page);
  await expect(page.getByRole('alert')).toContainText('You placed this same order a few minutes ago');
  await expect(page.getByRole('button', { name: 'Send my order now' })).toBeDisabled();
  await expect(page.getByText(/Your order will be sent in [1-5] s/)).toBeVisible();
  await expectNoAxeViolations(page, 'duplicate confirm screen');
  await expect(page).toHaveURL(new RegExp(`/tables/${table.deviceId}/bills$`), { timeout: 10_000 });
});

/** "Allergy question modal: yes/no, shown only for venues with ordering enabled, in GB" (3-menus §2): answer no. */
async function answerNoAllergies(page: Page) {
  const allergy = page.getByRole('dialog', { name: 'Do you have any food allergies?' });
  await expect(allergy).toBeVisible();
  await expectNoAxeViolations(page, 'allergy question');
  await allergy.getByRole('button', { name: 'No allergies' }).click();
  await expect(allergy).toBeHidden();
}

test('(6) a GB venue asks the allergy question and keeps the answer', async ({ page, seeds }) => {
  await page.goto(menusPath(seeds.tables.londonNoBill));
  await expect(page).toHaveURL(/\/menus\/EN\/gb-pub-menu$/);
  await answerNoAllergies(page);
  await expect(page.getByRole('link', { name: /Fish and chips/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'GB menu page');
  await page.reload();
  await expect(page.getByRole('link', { name: /Fish and chips/ }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Do you have any food allergies?' })).toBeHidden();
});

test('(3) at the FIXED_AMOUNT pre-authorisation venue: authorise with 3-D Secure, then the order is placed', async ({ page }) => {
  const venue = orderingSeedIds.venues.preAuthFixed;
  await page.goto(menusPath(venue));
  await answerNoAllergies(page);
  await page
    .getByRole('link', { name: /Steak and ale pie/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Add item/ }).click();
  await page.getByRole('link', { name: /View basket \(1\)/ }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/tables/${venue.deviceId}/authorization$`));
  await expect(page.getByRole('heading', { name: 'Pre-authorisation' })).toBeVisible();
  await expect(page.getByText(/temporary hold of £20\.00/)).toBeVisible();
  await expectNoAxeViolations(page, 'pre-authorisation page');
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Authorise my card' }).click();

  await expect(page.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await expectNoAxeViolations(page, '3-D Secure challenge');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Pre-authorisation successful' })).toBeVisible();
  await expectNoAxeViolations(page, 'pre-authorisation success');

  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Send my order now' }).click();
  await expect(page).toHaveURL(new RegExp(`/tables/${venue.deviceId}/bills$`));
  await expect(page.getByRole('region', { name: 'My orders' })).toContainText('Steak and ale pie');
});

test('(5) a static PDF menu, and a venue that only links out to an external menu', async ({ page }) => {
  const pdfVenue = orderingSeedIds.venues.staticPdf;
  await page.goto(`/venues/${pdfVenue.venueId}/tables/${pdfVenue.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/tables/${pdfVenue.deviceId}/menus$`));
  await expect(page.getByRole('heading', { name: 'La carte' })).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Open the menu La carte (PDF)' }).last();
  await expect(pdfLink).toHaveAttribute('href', orderingSeedIds.staticMenuPdf);
  const pdf = await page.request.get(orderingSeedIds.staticMenuPdf);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoAxeViolations(page, 'static PDF menu');

  const linkOut = orderingSeedIds.venues.linkOut;
  await page.goto(`/venues/${linkOut.venueId}/tables/${linkOut.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/tables/${linkOut.deviceId}/menus$`));
  const external = page.getByRole('link', { name: 'Our menu' });
  await expect(external).toHaveAttribute('href', 'https://example.com/linked-arms/menu');
  await expect(external).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'external menu link');
});

test('(7) the menu landing of a table without a bill: tile grid, language picker and the bottom tab bar', async ({ page, seeds }) => {
  const table = seeds.tables.newYorkNoBill;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page.getByRole('heading', { name: 'There is no check for this table yet' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'What would you like?' });
  await expect(tiles.getByRole('link').first()).toBeVisible();
  const tabBar = page.getByRole('navigation', { name: 'Table menu' });
  await expect(tabBar.getByRole('link', { name: 'Menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'menu landing');
  await tiles.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/tables/${table.deviceId}/menus/[A-Z]+/[^/]+`));
});

test('(4) open a tab: authorise the card, register the names, reach the tab’s bill', async ({ page }) => {
  const venue = orderingSeedIds.venues.tab;
  await page.goto(`/venues/${venue.venueId}/tab/new`);
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await expectNoAxeViolations(page, 'new tab page');
  await page.getByRole('link', { name: 'Open a tab' }).click();

  await expect(page).toHaveURL(new RegExp(`/venues/${venue.venueId}/tab/authorize$`));
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByText(/temporary hold of £20\.00/)).toBeVisible();
  await expectNoAxeViolations(page, 'tab authorise page');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Register my card' }).click();

  await expect(page).toHaveURL(new RegExp(`/venues/${venue.venueId}/tab/[^/]+/register$`));
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel('First name').fill(' ');
  await expect(page.getByText('Cannot be blank')).toBeVisible();
  await page.getByLabel('First name').fill('');
  await expect(page.getByText('required')).toBeVisible();
  await expectNoAxeViolations(page, 'tab register page');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Open my tab' }).click();

  await expect(page.getByRole('heading', { name: 'Your card is registered for this tab' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/venues/${venue.venueId}/bills/[^/]+$`), { timeout: 15_000 });
  await expect(page.getByText('TAB').first()).toBeVisible();
});
