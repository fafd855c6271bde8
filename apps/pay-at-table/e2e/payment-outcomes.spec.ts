import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

const tablePath = (table: { venueId: string; deviceId: string }) => `/venues/${table.venueId}/tables/${table.deviceId}`;

const amountSchema = z.object({ amount: z.number().int(), currency: z.string() });
/** The bill document as the realtime route returns it: the amounts this journey checks. */
const billSnapshotSchema = z.object({ data: z.object({ leftToPay: amountSchema, forecastedLeftToPay: amountSchema, totalBillAmount: amountSchema }) });

async function scan(page: Page, table: { venueId: string; deviceId: string; billId: string | null }) {
  await page.goto(tablePath(table));
  await expect(page).toHaveURL(new RegExp(`/venues/${table.venueId}/bills/${table.billId}$`));
  await expect(page.getByText('Left to pay')).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** From an issued split to the payment page: the split page's Continue, no tip where offered, no coin. */
async function throughTips(page: Page) {
  await expect(page).toHaveURL(/\/splits\/(?!new)[^/]+(\/tips|\/payment-intents\/new)?$/);
  for (let step = 0; step < 6 && !page.url().endsWith('/payment-intents/new'); step += 1) {
    const next = page
      .getByRole('button', { name: 'Continue', exact: true })
      .or(page.getByRole('button', { name: 'No thanks' }))
      .or(page.getByRole('button', { name: 'Keep my tip' }))
      .or(page.getByRole('heading', { name: 'Confirm payment' }))
      .or(page.getByRole('heading', { name: 'Payment method' }));
    await expect(next.first()).toBeVisible();
    if (page.url().endsWith('/payment-intents/new')) break;
    const noTip = page.getByRole('radio', { name: 'No tip' });
    // US smart tips ask to confirm a tip below the lowest suggestion, so only the other venues take no tip here.
    if (page.url().endsWith('/tips') && !page.url().includes('new-york') && (await noTip.count()) > 0 && !(await noTip.isChecked())) await noTip.check();
    await next.first().click();
    await page.waitForTimeout(300);
  }
}

/** Asks for a custom amount from the bill page and reaches the payment intent page. */
async function customAmountToPayment(page: Page, amount: string, currency: string) {
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Split bill' }).click();
  await expect(page).toHaveURL(/\/splits\/new$/);
  await page.getByRole('radio', { name: 'Pay a custom amount' }).check();
  await page.getByLabel(`Amount in ${currency}`).fill(amount);
  await page.getByRole('button', { name: 'Confirm my share' }).click();
  await throughTips(page);
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
}

async function readBill(request: APIRequestContext, billId: string) {
  const response = await request.get(`/realtime/docs/bills/${billId}`);
  expect(response.ok()).toBe(true);
  return billSnapshotSchema.parse(await response.json()).data;
}

test('(4) a custom amount with the WELCOME10 voucher, then a bad voucher code shows its message', async ({ page, seeds }) => {
  const table = seeds.tables.parisPartiallyPaid;
  await scan(page, table);
  await customAmountToPayment(page, '10', 'EUR');
  const breakdown = page.getByRole('region', { name: 'Payment details' });
  await expect(breakdown).toContainText('Subtotal');
  await expectNoAxeViolations(page, 'payment intent page with its breakdown');

  await page.getByRole('button', { name: 'Add a voucher code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a voucher' });
  await dialog.getByLabel('Voucher code').fill('welcome10');
  await expect(dialog.getByLabel('Voucher code')).toHaveValue('WELCOME10');
  await expectNoAxeViolations(page, 'voucher code modal');
  await dialog.getByRole('button', { name: 'Apply the voucher' }).click();
  await expect(dialog).toBeHidden();
  await expect(breakdown).toContainText('Voucher WELCOME10');
  await expect(breakdown).toContainText('-€1.00');
  await expect(page.getByRole('button', { name: 'Pay €9.00' })).toBeVisible();

  await page.getByRole('button', { name: 'Change the voucher code' }).click();
  await dialog.getByLabel('Voucher code').fill('EXPIRED2024');
  await dialog.getByRole('button', { name: 'Apply the voucher' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This voucher expired on');
  await expectNoAxeViolations(page, 'voucher code modal with an error');
  await dialog.getByLabel('Voucher code').fill('NOPE');
  await dialog.getByRole('button', { name: 'Apply the voucher' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This voucher code does not exist.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €9.00' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
  await expectNoAxeViolations(page, 'success page after a voucher');
});

test('(8) a declined card leads to the recoverable failure, and the retry with 4242 succeeds', async ({ page, seeds }) => {
  const table = seeds.tables.newYorkFresh;
  await scan(page, table);
  await customAmountToPayment(page, '5', 'USD');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();

  const failure = page.getByRole('dialog', { name: 'Your payment did not go through' });
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expectNoAxeViolations(page, 'recoverable failure modal');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('You paid $5.00')).toBeVisible();
  await expectNoAxeViolations(page, 'success page after a retry');
});

test('(9) another payment lands first: the engage refusal opens the anomaly recovery and nothing is overpaid', async ({ page, request, seeds }) => {
  const table = seeds.tables.parisPartiallyPaid;
  await scan(page, table);
  const before = await readBill(request, table.billId ?? '');
  // The amount field takes a decimal; the forecast is whole cents at scale 5, so the integer split is exact.
  const cents = before.forecastedLeftToPay.amount / 1000;
  const left = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  await customAmountToPayment(page, left, 'EUR');

  // Another diner pays part of the same check first (at the till, through the POS simulator).
  const paid = await request.post(`/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/payments`, { data: { amount: '5.00' } });
  expect(paid.ok()).toBe(true);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/splits\/new\/anomaly$/);
  const dialog = page.getByRole('dialog', { name: 'Your amount is more than what is left to pay' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'split anomaly recovery modal');
  await dialog.getByRole('button', { name: /^Pay only what is left/ }).click();

  await throughTips(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);

  await expect.poll(async () => (await readBill(request, table.billId ?? '')).leftToPay.amount).toBe(0);
  const after = await readBill(request, table.billId ?? '');
  expect(after.leftToPay.amount).toBeGreaterThanOrEqual(0);
  expect(after.totalBillAmount.amount).toBe(before.totalBillAmount.amount);
});
