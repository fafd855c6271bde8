import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });

/** A fresh bill on a table of its own (POS simulator's admin route), so no other journey touches it. */
async function openBill(request: APIRequestContext, venueId: string, tableId: string, items: { posProductId: string; quantity: number }[]): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, { data: { numberOfGuests: 2, items } });
  expect(response.ok(), await response.text()).toBe(true);
  const { billId } = openedOrderSchema.parse(await response.json());
  return `/venues/${venueId}/bills/${billId}`;
}

async function openBillPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('Left to pay').first()).toBeVisible();
}

/** Opens the pay-or-split choice of the bill page and picks one of its two buttons. */
async function choose(page: Page, name: RegExp) {
  await page.getByRole('button', { name: /^Pay or split the/ }).click();
  await page.getByRole('dialog').getByRole('button', { name }).click();
}

const PAY_FULL = /^Pay (the )?full (bill|check)$/;

async function withSecondDiner(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('(H1) two diners tap "Pay full bill" at once: the second gets the anomaly recovery saying another guest is paying, not a stuck toast', async ({
  browser,
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-h1-race`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await withSecondDiner(browser, async (other) => {
    await openBillPage(other, bill);
    await openBillPage(page, bill);
    // The first tap wins the bill; the second diner's page still shows the whole bill as left to pay.
    await choose(page, PAY_FULL);
    await expect(page).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);

    await choose(other, PAY_FULL);
    await expect(other).toHaveURL(/\/splits\/new\/anomaly$/);
    const dialog = other.getByRole('dialog', { name: 'Your amount is more than what is left to pay' });
    await expect(dialog).toContainText('Another guest is already paying the rest of the check');
    await expect(other.getByText("We couldn't create your split")).toHaveCount(0);
    // Nothing is left: no tip on a split of 0, no "pay only what is left"; the diner goes back to the bill.
    await expect(dialog.getByRole('button', { name: /as a tip/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Pay only what is left/ })).toHaveCount(0);
    await expectNoAxeViolations(other, 'anomaly recovery after losing the race');
    await dialog.getByRole('button', { name: 'Back to the check' }).click();
    await expect(other).toHaveURL(new RegExp(`${bill}$`));
  });
});

test('(H2) the loser of a same-items race is told which items another diner chose, and the AlreadyPaidItems recovery pays the rest', async ({
  browser,
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-h2-items-race`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-steak', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await withSecondDiner(browser, async (other) => {
    // Diner A chooses three items and waits.
    await openBillPage(page, bill);
    await choose(page, /^Split (the )?(bill|check)$/);
    const itemsOfA = page.getByRole('list', { name: 'Items' });
    await itemsOfA.getByRole('checkbox', { name: /Croque-monsieur/ }).check();
    await itemsOfA.getByRole('checkbox', { name: /Steak frites/ }).check();
    await itemsOfA.getByRole('checkbox').last().check();

    // Diner B confirms two of the same items first; they are chosen, not paid.
    await openBillPage(other, bill);
    await choose(other, /^Split (the )?(bill|check)$/);
    const itemsOfB = other.getByRole('list', { name: 'Items' });
    await itemsOfB.getByRole('checkbox', { name: /Croque-monsieur/ }).check();
    await itemsOfB.getByRole('checkbox', { name: /Steak frites/ }).check();
    await other.getByRole('button', { name: 'Confirm my share' }).click();
    await expect(other).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);

    // A's page says so live, and does not call them paid.
    await expect(page.getByText('Items chosen by another guest in the meantime: 2')).toBeVisible();
    await expect(page.getByText(/Items paid in the meantime/)).toHaveCount(0);
    await expect(itemsOfA.getByRole('checkbox', { name: /Croque-monsieur.*Chosen by another guest/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'items page after losing a same-items race');

    await page.getByRole('button', { name: 'Confirm my share' }).click();
    await expect(page).toHaveURL(/\/splits\/new\/anomaly$/);
    const dialog = page.getByRole('dialog', { name: 'Some items have already been paid' });
    await expect(dialog).toContainText('Items in your selection chosen by another guest in the meantime: 2');
    // None of them was paid: the paid count does not show.
    await expect(dialog.getByText(/in your selection ha(s|ve) already been paid/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'AlreadyPaidItems recovery after a same-items race');
    await dialog.getByRole('button', { name: 'Pay only the remaining items' }).click();
    await expect(page).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);
  });
});

test('(H3, H4) the success page shows what was charged with the tip and its breakdown; Back and the old tips and payment links of the paid split lead to it', async ({
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-h3-tip`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await openBillPage(page, bill);
  await choose(page, PAY_FULL);
  await expect(page).toHaveURL(/\/tips$/);
  const tipsUrl = page.url();
  const share = /(€[\d.,]+)/.exec(await page.getByText(/^Your share: /).innerText())?.[1];
  const tip = page.getByRole('group', { name: 'Add a tip' }).getByRole('radio', { name: /%/ }).first();
  await tip.check();
  const tipAmount = /· (€[\d.,]+)/.exec(await page.getByText(/% · €/).first().innerText())?.[1];
  expect(share).toBeDefined();
  expect(tipAmount).toBeDefined();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  const paymentUrl = page.url();
  const payButton = page.getByRole('button', { name: /^Pay / });
  const charged = /(€[\d.,]+)/.exec(await payButton.innerText())?.[1];
  expect(charged, 'the pay button names the charge').toBeDefined();
  await fillCard(page, '4242 4242 4242 4242');
  await payButton.click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(`You paid ${charged}`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Payment details' });
  await expect(details.getByText('Tip')).toBeVisible();
  await expect(
    details
      .getByRole('definition')
      .filter({ hasText: tipAmount ?? '' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(`You paid ${share}`)).toHaveCount(0);
  await expect(details.getByRole('definition').last()).toHaveText(charged ?? '');
  await expectNoAxeViolations(page, 'success page with the tip and breakdown');

  // Back after paying: never the paid split's payment or tips page again.
  await page.goBack();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(`You paid ${charged}`)).toBeVisible();
  for (const url of [tipsUrl, paymentUrl]) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByText(`You paid ${charged}`)).toBeVisible();
    await expect(page.getByText(/did not go through/)).toHaveCount(0);
  }
});

test('(H5) custom amounts: refused amounts say why with aria-invalid; 0.001 never becomes a split; above what is left the choices follow 2-paying §4', async ({
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;
  const bill = await openBill(request, venueId, `${venueId}-table-h5-amounts`, [
    { posProductId: 'fr-croque', quantity: 1 },
    { posProductId: 'fr-wine', quantity: 2 },
  ]);
  await openBillPage(page, bill);
  await choose(page, /^Split (the )?(bill|check)$/);
  await page.getByRole('radio', { name: 'Pay a custom amount' }).check();
  const input = page.getByLabel('Amount in EUR');
  const confirm = page.getByRole('button', { name: 'Confirm my share' });
  for (const [value, reason] of [
    ['0', 'The amount must be more than 0.'],
    ['-5', 'The amount must be more than 0.'],
    ['abc', 'Enter an amount in figures, for example 12.50.'],
    ['Infinity', 'That amount is too large: enter a real amount to pay.'],
    ['0.001', 'Use at most 2 decimal places.'],
    ['0.20', 'The minimum amount is €0.50.'],
  ] as const) {
    await input.fill(value);
    await expect(confirm).toBeDisabled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(reason);
  }
  await expectNoAxeViolations(page, 'custom amount with a refused amount');

  await input.fill('1000');
  await expect(input).not.toHaveAttribute('aria-invalid');
  await confirm.click();
  await expect(page).toHaveURL(/\/splits\/new\/anomaly$/);
  const dialog = page.getByRole('dialog', { name: 'Your amount is more than what is left to pay' });
  // The venue tips: the excess as a tip first, then only what is left, then giving up.
  await expect(dialog.getByRole('button')).toHaveText([/.+/, /^Add the extra €[\d.,]+ as a tip$/, /^Pay only what is left \(€[\d.,]+\)$/, 'Back to the check']);
  await expectNoAxeViolations(page, 'over-amount choices');
  await dialog.getByRole('button', { name: /^Pay only what is left/ }).click();
  await expect(page).toHaveURL(/\/splits\/[^/]+\/(tips|payment-intents\/new)$/);
});

test('(H6) express checkout at the New York venue offers the tips page tip for the same amount, 18 % in dollars, not cents', async ({
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.newYorkDiner;
  const items = [
    { posProductId: 'us-burger', quantity: 2 },
    { posProductId: 'us-shake', quantity: 2 },
    { posProductId: 'us-coffee', quantity: 1 },
  ];
  const express = await openBill(request, venueId, `${venueId}-table-h6-express`, items);
  const tipsPage = await openBill(request, venueId, `${venueId}-table-h6-tips`, items);

  // The tips page: 18 % of the whole check (its suggestions come from the tips prediction, so through "Adjust tip").
  await openBillPage(page, tipsPage);
  await choose(page, PAY_FULL);
  await expect(page).toHaveURL(/\/tips$/);
  await page.getByRole('button', { name: 'Adjust tip' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust tip' });
  await adjust.getByLabel('Tip in percent (whole number)').fill('18');
  const preview = adjust.getByText(/^Your tip: \$/);
  await expect(preview).toBeVisible();
  const suggested = /(\$[\d.,]+)/.exec(await preview.innerText())?.[1];
  expect(suggested, 'the tips page shows 18 %').toBeDefined();

  // Express checkout on the same amount: the payment page's tip line.
  await openBillPage(page, express);
  const region = page.getByRole('region', { name: 'Express checkout' });
  await expect(region).toContainText('plus a tip of 18%');
  await region.getByRole('button', { name: /^Pay .* now$/ }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  const details = page.getByRole('region', { name: 'Payment details' });
  const tipLine = details.locator('div').filter({ has: page.getByRole('term').filter({ hasText: /^Tip/ }) });
  await expect(tipLine.getByRole('definition')).toHaveText(suggested ?? 'missing');
  expect(Number((suggested ?? '$0').replace(/[$,]/g, ''))).toBeGreaterThan(1);
  await expectNoAxeViolations(page, 'express payment page with the fastCheckout tip');
});

test('(H8) a GB bill without a service charge shows the GB tip options, and the chosen tip is paid', async ({ page, seeds }) => {
  const table = seeds.tables.londonNoServiceCharge;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`/bills/${table.billId}$`));
  await expect(page.getByText(/Service Charge is applied/)).toHaveCount(0);
  await choose(page, /^Pay (the full check|full bill|what's left)$/);
  await expect(page).toHaveURL(/\/tips$/);
  const options = page.getByRole('group', { name: 'Add a tip' });
  const tip = options.getByRole('radio', { name: /% · £/ }).nth(1);
  const tipAmount = /£[\d.,]+/.exec((await tip.getAttribute('aria-label')) ?? (await page.getByText(/% · £/).nth(1).innerText()))?.[0];
  expect(tipAmount, 'the GB tips page offers amounts').toBeDefined();
  await expectNoAxeViolations(page, 'GB tips page');
  await tip.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  const payButton = page.getByRole('button', { name: /^Pay / });
  const charged = /£[\d.,]+/.exec(await payButton.innerText())?.[0];
  await fillCard(page, '4242 4242 4242 4242');
  await payButton.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(`You paid ${charged ?? 'missing'}`)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Payment details' })
      .getByRole('definition')
      .filter({ hasText: tipAmount ?? 'missing' })
      .first(),
  ).toBeVisible();
});
