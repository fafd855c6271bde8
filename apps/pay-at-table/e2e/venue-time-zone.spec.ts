import { expect, expectNoAxeViolations, test } from './fixtures.js';
import { startStack, type Stack } from './stack.js';

/**
 * The Paris bistro's home layout has a brunch layout on sundays from 10:00 to 15:00, Paris time. The browser's
 * clock is fixed and its time zone set elsewhere: the landing follows the venue's zone (Europe/Paris), not the
 * device's.
 */
const cases = [
  // Sunday 11:00 in Paris, still 02:00 in Los Angeles: brunch.
  { at: '2026-11-29T10:00:00Z', timezoneId: 'America/Los_Angeles', title: 'Bienvenue (brunch)' },
  // Sunday 03:00 in Paris, already 11:00 in Tokyo: not brunch yet.
  { at: '2026-11-29T02:00:00Z', timezoneId: 'Asia/Tokyo', title: 'Bienvenue' },
] as const;

// A stack of its own: the table must have no bill, whatever the other journeys ordered at it on the shared stack.
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.close();
});

for (const { at, timezoneId, title } of cases) {
  test.describe(`a diner whose phone is set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`at ${at} the Paris menu landing shows "${title}" (Paris time decides)`, async ({ page, seeds }) => {
      await page.clock.setFixedTime(new Date(at));
      const table = seeds.tables.parisNoBill;
      await page.goto(`${stack.url}/venues/${table.venueId}/tables/${table.deviceId}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `menu landing at ${at}`);
    });
  });
}
