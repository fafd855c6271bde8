import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

// Issue 14, journey 4 at the table: a payment the venue's terminal (PDQ) takes shows live on the bill the diners have
// open — a smart-terminal split (2-paying: a split with PDQ origin) listed under "Already paid", and left to pay lowered.
// The landing and receipt steps of the journey are apps/terminal-receipts' e2e/terminal-receipts.spec.ts.

const venueId = 'venue-london-pub';
const tableId = 'terminal-payment-table';
const openedOrderSchema = z.object({ billId: z.string() });
const terminalPaymentSchema = z.object({ transactionId: z.string().regex(/^pay_/), billId: z.string() });

test('(4) a terminal payment taken on the POS shows live on the bill at the table as paid on a card terminal', async ({ page }) => {
  const opened = await page.request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'gb-fish', quantity: 2 }] },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { billId } = openedOrderSchema.parse(await opened.json());
  await page.goto(`/venues/${venueId}/bills/${billId}`);
  const leftToPay = page.locator('#bill-left-to-pay + p');
  // Two fish and chips at £16.50 and the pub's service charge.
  await expect(leftToPay).toContainText('£');
  const pounds = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
  const before = pounds(await leftToPay.innerText());
  expect(before).toBeGreaterThan(33);
  const alreadyPaid = page.getByRole('list', { name: 'Already paid' });
  await expect(alreadyPaid).toHaveCount(0);

  // The terminal takes £12.50 while the bill is open (no reload): the bill document is republished to the table.
  const taken = await page.request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/terminal-payments`, { data: { amount: '12.50' } });
  expect(taken.status(), await taken.text()).toBe(201);
  expect(terminalPaymentSchema.parse(await taken.json()).billId).toBe(billId);

  await expect(alreadyPaid).toBeVisible();
  await expect(alreadyPaid.getByRole('listitem').filter({ hasText: 'Paid on a card terminal' })).toContainText('12.50');
  await expect(leftToPay).toHaveText(`£${(before - 12.5).toFixed(2)}`);
  await expectNoAxeViolations(page, 'the bill with a terminal payment');
});
