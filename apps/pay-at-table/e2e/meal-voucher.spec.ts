import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });

/**
 * Meal vouchers (issue 10 "Missing pieces diners look for"): the Paris bistro enables Edenred and Conecs, so its
 * payment page offers them beside the card; paying with Edenred goes through the sandbox's payment simulator with
 * no card form and no tip modal ("if the payment method is a meal voucher, submit payment directly", 2-paying §4),
 * and the bill counts the payment.
 */
test('meal voucher: a Paris diner pays the full bill with an Edenred meal voucher', async ({ page, seeds }) => {
  const venueId = seeds.tables.parisFresh.venueId;
  const opened = await page.request.post(`/sandbox/admin/venues/${venueId}/tables/meal-voucher-table/orders`, {
    data: { numberOfGuests: 1, items: [{ posProductId: 'fr-croque', quantity: 1 }] },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { billId } = openedOrderSchema.parse(await opened.json());

  await page.goto(`/venues/${venueId}/bills/${billId}`);
  await expect(page.getByText('Left to pay')).toBeVisible();
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay (the full check|full bill|what's left)$/ })
    .click();
  await expect(page).toHaveURL(/\/tips$/);
  // The payment page, as the diner reaches it when they move on without deciding a tip.
  await page.goto(page.url().replace(/\/tips$/, '/payment-intents/new'));
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();

  await expect(page.getByRole('radio', { name: 'Conecs meal voucher' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sodexo meal voucher' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Edenred meal voucher' }).check();
  await expect(page.locator('iframe[src*="/sandbox-payments/card-frame"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'payment page with a meal voucher');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get(`/realtime/docs/bills/${billId}`)).json()).data.leftToPay.amount, { timeout: 30_000 }).toBe(0);
});
