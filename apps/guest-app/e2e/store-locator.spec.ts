import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseUrl, expectNoAxeViolations } from './axe.js';

// Journeys 1 and 9 of issue 14: guest-app home → store locator (list, search by city, sorted by distance with a
// granted geolocation) → a venue → its menu, in English, French and German.

const APP = '/guest-app/guest-app-london-pub';

interface Texts {
  locale: string;
  find: string;
  search: string;
  nearest: string;
  sorted: string;
  closed: string;
  menuOf: (name: string) => string;
  count: (n: number) => string;
}

const texts: Texts[] = [
  {
    locale: 'en-US',
    find: 'Find a restaurant',
    search: 'Search by name or city',
    nearest: 'Sort by distance from me',
    sorted: 'Nearest first',
    closed: 'Closed',
    menuOf: (name) => `See the menu of ${name}`,
    count: (n) => `${n} restaurant${n === 1 ? '' : 's'} found`,
  },
  {
    locale: 'fr',
    find: 'Trouver un restaurant',
    search: 'Rechercher par nom ou ville',
    nearest: 'Trier par distance',
    sorted: "Les plus proches d'abord",
    closed: 'Fermé',
    menuOf: (name) => `Voir le menu de ${name}`,
    count: (n) => `${n} restaurant${n === 1 ? ' trouvé' : 's trouvés'}`,
  },
  {
    locale: 'de-DE',
    find: 'Restaurant finden',
    search: 'Nach Name oder Stadt suchen',
    nearest: 'Nach Entfernung sortieren',
    sorted: 'Die nächsten zuerst',
    closed: 'Geschlossen',
    menuOf: (name) => `Speisekarte von ${name} ansehen`,
    count: (n) => `${n} Restaurant${n === 1 ? '' : 's'}`,
  },
];

const venueNames = (page: Page) => page.getByRole('list', { name: /./ }).last().getByRole('heading', { level: 2 });

async function journey(page: Page, context: BrowserContext, t: Texts): Promise<void> {
  await page.goto(`${baseUrl()}${APP}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the pub' })).toBeFocused();
  await expectNoAxeViolations(page, `${t.locale} home`);

  await page.getByRole('link', { name: t.find }).first().click();
  await expect(page).toHaveURL(/\/store-locator\?mode=list$/);
  await expect(page.getByRole('heading', { level: 1, name: t.find })).toBeFocused();
  await expect(venueNames(page)).toHaveText(['The Crown & Anchor', 'Le Petit Zinc', 'Liberty Diner']);
  await expect(page.getByRole('article').filter({ hasText: 'Liberty Diner' }).getByText(t.closed)).toBeVisible();
  await expectNoAxeViolations(page, `${t.locale} store locator`);

  // Search by city.
  await page.getByLabel(t.search).fill('paris');
  await expect(venueNames(page)).toHaveText(['Le Petit Zinc']);
  await expect(page.getByText(t.count(1))).toBeVisible();
  await page.getByLabel(t.search).fill('');
  await expect(venueNames(page)).toHaveText(['The Crown & Anchor', 'Le Petit Zinc', 'Liberty Diner']);

  // Nearest first once the diner taps and the browser gives a position (Lyon: Paris, then London, then New York).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 45.764, longitude: 4.8357 });
  await page.getByRole('button', { name: t.nearest }).click();
  await expect(page.getByText(t.sorted)).toBeVisible();
  await expect(venueNames(page)).toHaveText(['Le Petit Zinc', 'The Crown & Anchor', 'Liberty Diner']);
  await expect(page.getByRole('article').filter({ hasText: 'Le Petit Zinc' }).getByText(/39\d/)).toBeVisible();
  await expectNoAxeViolations(page, `${t.locale} store locator by distance`);

  // A venue → its menu (pay-at-table's venue menus).
  await page.getByRole('link', { name: t.menuOf('Le Petit Zinc') }).click();
  await expect(page).toHaveURL(/\/venues\/venue-paris-bistro\/menus/);
  await expect(page.getByRole('article').filter({ hasText: 'Tarte Tatin' }).first()).toBeVisible();
}

for (const t of texts) {
  test.describe(`store locator journey (${t.locale})`, () => {
    test.use({ locale: t.locale });
    test(`home → store locator → search, nearest first → a venue's menu (${t.locale})`, async ({ page, context }) => {
      await journey(page, context, t);
    });
  });
}

test('without a location the list stays usable; a refused location says so', async ({ page }) => {
  await page.goto(`${baseUrl()}${APP}/store-locator?mode=list&brand=brand-zinc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Le Petit Zinc restaurants' })).toBeVisible();
  await expect(venueNames(page)).toHaveText(['Le Petit Zinc']);
  await page.getByRole('button', { name: 'Sort by distance from me' }).click();
  await expect(page.getByText(/You did not allow your location|Your location is not available/)).toBeVisible();
  await expect(venueNames(page)).toHaveText(['Le Petit Zinc']);
});

test('the business group store locator', async ({ page }) => {
  await page.goto(`${baseUrl()}/business-groups/group-crown-collective/locations/`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Crown Collective: our restaurants' })).toBeFocused();
  await expect(venueNames(page)).toHaveCount(3);
  await expectNoAxeViolations(page, 'business group locations');
});
