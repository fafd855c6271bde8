import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { z } from 'zod';
import { expect, expectNoAxeViolations, payFullBill, test } from './fixtures.js';

const openedOrderSchema = z.object({ billId: z.string() });
const outboxSchema = z.object({
  messages: z.array(z.object({ recipient: z.string(), body: z.string(), attachment: z.object({ name: z.string() }).nullable() })),
});

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Opens a new order on a table of its own through the POS simulator's admin route; returns the bill id. */
async function openBill(request: APIRequestContext, venueId: string, tableId: string): Promise<string> {
  const response = await request.post(`/sandbox/admin/venues/${venueId}/tables/${tableId}/orders`, {
    data: { numberOfGuests: 2, items: [{ posProductId: 'fr-croque', quantity: 1 }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return openedOrderSchema.parse(await response.json()).billId;
}

test('(13) expense note: fill the form on the receipt e-mail page, download a valid PDF naming the company, send it to the outbox', async ({
  page,
  request,
  seeds,
}) => {
  const venueId = seeds.venues.parisBistro;
  const billId = await openBill(request, venueId, `${venueId}-table-expense-note`);
  await payFullBill(page, venueId, billId);
  await page.getByRole('link', { name: 'Get my receipt by email' }).click();
  const section = page.getByRole('region', { name: 'Expense note' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Download the expense note' }).click();
  await expect(section.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText('Enter the company name.')).toBeVisible();
  await expect(section.getByText('Enter a number of guests from 1 to 1000.')).toBeVisible();
  await expectNoAxeViolations(page, 'expense note form with errors');

  await section.getByLabel('Number of guests').fill('3');
  await section.getByLabel("Guests' names").fill('Ada Lovelace, Grace Hopper');
  await section.getByLabel('Business purpose').fill('Quarterly review');
  await section.getByLabel('Company name').fill('Acme Expense SAS');
  await section.getByLabel('Street').fill('1 rue de la Paix');
  await section.getByLabel('ZIP code').fill('75002');
  await section.getByLabel('City').fill('Paris');
  await section.getByLabel('Country').fill('France');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download the expense note' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^expense_note_.+\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(file)).toContain('Acme Expense SAS');
  await expect(section.getByText('Your expense note is downloaded.')).toBeVisible();
  await expect(section.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'false');

  await section.getByLabel("Recipient's email").fill('accounts@example.test');
  await section.getByRole('button', { name: 'Send the expense note by email' }).click();
  await expect(section.getByText('We sent the expense note to accounts@example.test.')).toBeVisible();
  await expectNoAxeViolations(page, 'expense note sent');

  const outbox = outboxSchema.parse(await (await request.get('/sandbox/outbox.json')).json());
  const sent = outbox.messages.find((message) => message.recipient === 'accounts@example.test');
  expect(sent?.body).toContain('Acme Expense SAS');
  expect(sent?.attachment?.name).toMatch(/^expense_note_.+\.pdf$/);
});
