import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });

/** Opens an order served by `staffPosId` on a table of its own (the POS simulator's admin route); returns the bill id. */
async function openBillServedBy(request: APIRequestContext, venueId: string, tableId: string, staffPosId: string): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'fr-croque', quantity: 1 }], staffPosId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

const cases = [
  { staffPosId: 'fr-1', name: 'a waiter with a linked account: the tips page asks for a tip', tipsShown: true },
  { staffPosId: 'fr-2', name: 'a waiter without an account: no tips page, straight to the payment', tipsShown: false },
] as const;

for (const { staffPosId, name, tipsShown } of cases) {
  test(`waiter link (2-paying §4, §7) ${staffPosId}: ${name}`, async ({ page, request, seeds }) => {
    const venueId = seeds.venues.parisBistro;
    const billId = await openBillServedBy(request, venueId, `${venueId}-table-waiter-${staffPosId}`, staffPosId);
    await page.goto(`/venues/${venueId}/bills/${billId}`);
    await expect(page.getByText('Left to pay').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay or split the check' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pay (the )?full (bill|check)$/ })
      .click();
    if (tipsShown) {
      await expect(page).toHaveURL(/\/tips$/);
      await expect(page.getByRole('heading', { name: 'Add a tip' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/payment-intents\/new$/);
      await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    }
    await expectNoAxeViolations(page, `after the waiter link check (${staffPosId})`);
  });
}
