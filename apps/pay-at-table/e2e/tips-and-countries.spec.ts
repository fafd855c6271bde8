import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { UiLocale } from '@tableside/i18n';
import { cardFrame, expect, expectNoAxeViolations, fillCard, test } from './fixtures.js';

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The paid-at stamps a receipt may carry for a payment in the last two minutes, in the venue's zone (Paris). */
function parisStamps(locale: string, paidOn: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
  const now = Date.now();
  return [0, 1, 2].map((minutes) => `${paidOn} ${format.format(now - minutes * 60_000).replace(/[\u00a0\u202f]/g, ' ')}`);
}

type Table = { venueId: string; deviceId: string; tableId: string; billId: string | null };

const billPath = (table: Table) => `/venues/${table.venueId}/bills/${table.billId}`;

/** Adds a line on the table's POS order through the sandbox admin routes, so the bill has something left to pay. */
async function addItem(request: APIRequestContext, table: Table, posProductId: string) {
  const response = await request.post(`/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/items`, { data: { posProductId, quantity: 1 } });
  expect(response.ok()).toBe(true);
}

/** The card page (the provider's frame) speaks the diner's language: its labels are checked, then the card typed in it. */
async function fillCardIn(page: Page, locale: UiLocale, labels: { number: string; expiry: string; cvc: string }) {
  for (const label of [labels.number, labels.expiry, labels.cvc]) await expect(cardFrame(page).getByLabel(label)).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242', { locale });
}

test('(5) GB venue: the service-charge notice on the bill, and no tips page with a service charge (ukNoTipsWhenServiceCharge)', async ({ page, seeds }) => {
  const table = seeds.tables.londonFresh;
  // Other journeys may hold the bill's left to pay in their own splits; a new line leaves something to pay here.
  await addItem(page.request, table, 'gb-cider');
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`${billPath(table)}$`));
  await expect(
    page.getByText(
      'Please note a 12.5% Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'GB bill page');
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay (the full check|full bill|what's left)$/ })
    .click();
  // The tips page redirects (replace) straight to payment: tipping is off with a service charge in GB.
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await expectNoAxeViolations(page, 'GB payment page');
});

test('(6) FR venue: the coin offer adds a euro coin as the tip', async ({ page, seeds }) => {
  const table = seeds.tables.parisPartiallyPaid;
  await addItem(page.request, table, 'fr-coffee');
  await page.goto(billPath(table));
  await expect(page.getByText('Left to pay')).toBeVisible();
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay (the full check|full bill|what's left)$/ })
    .click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect(page.getByRole('heading', { name: 'Add a tip' })).toBeVisible();
  await expectNoAxeViolations(page, 'FR tips page');
  await page.getByRole('button', { name: 'Leave a coin' }).click();
  const dialog = page.getByRole('dialog', { name: /coin for the team\?|Keep the change\?/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'FR coin modal');
  await dialog.getByRole('button', { name: /^Add / }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  // 92.50 left: "50 to under 100 offers 2 euro" (2-paying §5); the breakdown shows the tip.
  const details = page.getByRole('region', { name: 'Payment details' });
  await expect(details.getByRole('definition').filter({ hasText: /^€[12]\.00$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'FR payment page with the coin tip');
});

test('(7) US venue: express checkout with the fastCheckout tip, and the smart tip with the below-average confirmation', async ({ page, seeds }) => {
  const table = seeds.tables.newYorkFresh;
  await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
  await expect(page).toHaveURL(new RegExp(`${billPath(table)}$`));
  const express = page.getByRole('region', { name: 'Express checkout' });
  await expect(express).toBeVisible();
  await expectNoAxeViolations(page, 'US bill page');

  await express.getByRole('button', { name: /^Pay .* now$/ }).click();
  await expect(page).toHaveURL(/\/payment-intents\/new$/);
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await expectNoAxeViolations(page, 'express payment page');
  await fillCardIn(page, 'en-US', { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, your payment went through' })).toBeVisible();
  await expectNoAxeViolations(page, 'express success page');

  // The express payment settled the bill; a new line on the POS leaves something to pay for the smart tip.
  await addItem(page.request, table, 'us-coffee');
  await page.goto(billPath(table));
  await page.getByRole('button', { name: 'Pay or split the check' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay (the full check|full bill|what's left)$/ })
    .click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const options = page.getByRole('group', { name: 'Add a tip' });
  await expect(options.getByRole('radio').first()).toBeChecked();
  await expectNoAxeViolations(page, 'US smart tip page');
  await options.getByRole('radio', { name: 'No tip' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Your tip is below the usual amount' });
  await expect(confirmation).toBeVisible();
  await expectNoAxeViolations(page, 'below-average confirmation');
  await confirmation.getByRole('button', { name: 'Change my tip' }).click();
  await expect(confirmation).toBeHidden();
  await page.getByRole('button', { name: 'Adjust tip' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust tip' });
  await adjust.getByRole('textbox').fill('Infinity');
  await expect(adjust.getByRole('alert')).toHaveText('That is a very generous tip, but we cannot take infinity!');
  await expectNoAxeViolations(page, 'adjust-tip modal');
  await adjust.getByRole('button', { name: 'Close' }).click();
  await expect(adjust).toBeHidden();
});

test('(11) the POS goes offline and the bill page shows the POS-disconnected message', async ({ page, seeds }) => {
  const table = seeds.tables.parisStale;
  const response = await page.request.post(`/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/pos`, { data: { online: false } });
  expect(response.ok()).toBe(true);
  await page.goto(billPath(table));
  await expect(page.getByText(/can't reach the restaurant's till/)).toBeVisible();
  await expectNoAxeViolations(page, 'POS-disconnected bill page');
});

const mainJourney = [
  {
    locale: 'fr',
    leftToPay: 'Reste à payer',
    payOrSplit: "Payer ou partager l'addition",
    payChoice: /^(Payer toute l'addition|Payer le reste)$/,
    tipsTitle: 'Ajouter un pourboire',
    noTip: 'Pas de pourboire',
    continue: 'Continuer',
    paymentTitle: 'Confirmer le paiement',
    card: { number: 'Numéro de carte', expiry: "Date d'expiration (MM/AA)", cvc: 'Cryptogramme (CVC)' },
    pay: /^Payer /,
    success: 'Merci, votre paiement a été accepté',
    download: 'Télécharger mon reçu',
    receipt: ['Reçu', 'Moyen de paiement : Visa se terminant par 4242'],
    paidOn: 'Payé le',
  },
  {
    locale: 'de-DE',
    leftToPay: 'Noch zu zahlen',
    payOrSplit: 'Rechnung bezahlen oder teilen',
    payChoice: /^(Ganze Rechnung bezahlen|Restbetrag bezahlen)$/,
    tipsTitle: 'Trinkgeld hinzufügen',
    noTip: 'Kein Trinkgeld',
    continue: 'Weiter',
    paymentTitle: 'Zahlung bestätigen',
    card: { number: 'Kartennummer', expiry: 'Ablaufdatum (MM/JJ)', cvc: 'Sicherheitscode (CVC)' },
    pay: / bezahlen$/,
    success: 'Danke, Ihre Zahlung war erfolgreich',
    download: 'Meinen Beleg herunterladen',
    receipt: ['Beleg', 'Zahlungsart: Visa mit Endziffern 4242'],
    paidOn: 'Bezahlt am',
  },
] as const;

for (const text of mainJourney) {
  test.describe(`(12) main journey in ${text.locale}`, () => {
    test.use({ locale: text.locale });

    test(`scan, see the bill, pay in full with 4242 and succeed, in ${text.locale}; the receipt is in ${text.locale} and Paris time`, async ({
      page,
      seeds,
    }) => {
      const table = seeds.tables.parisPartiallyPaid;
      await addItem(page.request, table, 'fr-tarte');
      await page.goto(`/venues/${table.venueId}/tables/${table.deviceId}`);
      await expect(page).toHaveURL(new RegExp(`${billPath(table)}$`));
      await expect(page.getByText(text.leftToPay)).toBeVisible();
      await expectNoAxeViolations(page, `bill page (${text.locale})`);
      await page.getByRole('button', { name: text.payOrSplit }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.payChoice }).click();
      await expect(page).toHaveURL(/\/tips$/);
      await expect(page.getByRole('heading', { name: text.tipsTitle })).toBeVisible();
      await expectNoAxeViolations(page, `tips page (${text.locale})`);
      await page.getByRole('radio', { name: text.noTip }).check();
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page).toHaveURL(/\/payment-intents\/new$/);
      await expect(page.getByRole('heading', { name: text.paymentTitle })).toBeVisible();
      await expectNoAxeViolations(page, `payment page (${text.locale})`);
      await fillCardIn(page, text.locale, text.card);
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole('heading', { name: text.success })).toBeVisible();
      await expectNoAxeViolations(page, `success page (${text.locale})`);
      const downloading = page.waitForEvent('download');
      // The app asks in its own interface locale (not only through the browser's Accept-Language).
      const asked = page.waitForRequest((request) => request.url().includes('/receipt/receipts/v2/payments/'));
      await page.getByRole('button', { name: text.download }).click();
      expect(new URL((await asked).url()).searchParams.get('locale')).toBe(text.locale);
      const receipt = await pdfText(await (await downloading).path());
      for (const expected of text.receipt) expect(receipt).toContain(expected);
      expect(receipt).not.toContain('Receipt');
      expect(
        parisStamps(text.locale, text.paidOn).some((stamp) => receipt.includes(stamp)),
        receipt,
      ).toBe(true);
    });
  });
}

test('venue landing: header, the menu button by the venue rules, and the footer branding', async ({ page, seeds }) => {
  await page.goto(`/venues/${seeds.venues.londonPub}`);
  await expect(page.getByRole('heading', { name: 'The Crown & Anchor', level: 1 })).toBeVisible();
  // GB, dynamic menu, ordering enabled: "view menu and order" to the venue menu page; "pay securely" outside France.
  await expect(page.getByRole('link', { name: 'View menu and order' })).toHaveAttribute('href', `/venues/${seeds.venues.londonPub}/menus`);
  await expect(page.getByText('Pay securely')).toBeVisible();
  await expectNoAxeViolations(page, 'GB venue landing');
  await page.goto(`/venues/${seeds.venues.parisBistro}`);
  await expect(page.getByRole('heading', { name: 'Le Petit Zinc', level: 1 })).toBeVisible();
  await expect(page.getByText('Pay securely')).toHaveCount(0);
  await expectNoAxeViolations(page, 'FR venue landing');
});
