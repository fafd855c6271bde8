import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

const leftToPay = (page: Page) => page.locator('#bill-left-to-pay + p');

test('(second tab) the same table opened in 6 tabs of one browser: each shows the bill, and each gets its live updates', async ({ page, request, seeds }) => {
  // Chromium allows 6 connections per host over HTTP/1.1: with one live-update connection per subscription, the
  // second tab never loaded. Every subscription of a tab now rides one stream, shared by the tabs of the origin.
  const table = seeds.tables.londonShareOngoing;
  const tablePath = `/venues/${table.venueId}/tables/${table.deviceId}`;
  const billUrl = new RegExp(`/venues/${table.venueId}/bills/${table.billId}$`);
  const tabs = [page];
  for (let i = 1; i < 6; i += 1) tabs.push(await page.context().newPage());

  // A diner rescanning the QR code opens a new tab each time; the earlier tabs stay open.
  for (const tab of tabs) {
    await tab.goto(tablePath);
    await expect(tab).toHaveURL(billUrl);
    await expect(tab.getByText('Left to pay')).toBeVisible();
    await expect(tab.getByRole('list', { name: 'Products', exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(tabs[5] ?? page, 'bill page in the sixth tab');

  const before = await leftToPay(page).innerText();
  const paid = await request.post(`/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/payments`, { data: { amount: '1.00', kind: 'TILL' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  for (const tab of tabs) await expect(leftToPay(tab)).not.toHaveText(before);

  // Closing the first tab (the one that held the shared stream) hands the stream to another tab.
  await page.close();
  const rest = tabs.slice(1);
  const still = await leftToPay(rest[0] ?? page).innerText();
  const again = await request.post(`/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/payments`, { data: { amount: '1.00', kind: 'TILL' } });
  expect(again.ok(), await again.text()).toBe(true);
  for (const tab of rest) await expect(leftToPay(tab)).not.toHaveText(still);
});
