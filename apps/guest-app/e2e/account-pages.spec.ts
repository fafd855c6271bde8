import { expect, test } from '@playwright/test';
import { logIn } from './account.js';
import { baseUrl, expectNoAxeViolations } from './axe.js';

const APP = '/guest-app/guest-app-london-pub';

test('profile → reservations: the empty state, then the table booked at Le Petit Zinc; receipts and the burger menu of an account', async ({ page }) => {
  const session = await logIn(page, baseUrl());
  await page.goto(`${baseUrl()}${APP}?burgerMenuOpen=true`);
  const menu = page.getByRole('dialog', { name: 'The Crown Collective' });
  for (const name of ['My profile', 'Loyalty', 'My receipts']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeFocused();
  await expectNoAxeViolations(page, 'profile');

  await page.getByRole('link', { name: 'My reservations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My reservations' })).toBeFocused();
  await expect(page.getByText('You have no reservations yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'reservations, empty');

  const booked = await page.request.post(`${baseUrl()}/marketing/api/v1/reservations?appId=guest-app-london-pub`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { venueId: 'venue-paris-bistro', partySize: 4, startsAt: Date.parse('2027-03-12T19:30:00Z') },
  });
  expect(booked.status()).toBe(201);
  await page.reload();
  const reservation = page.getByRole('listitem').filter({ hasText: 'Le Petit Zinc' });
  await expect(reservation).toContainText('4 guests');
  await expect(reservation).toContainText('Confirmed');
  await expect(reservation).toContainText('8:30');
  await expectNoAxeViolations(page, 'reservations');

  await page.goto(`${baseUrl()}${APP}/receipts`);
  await expect(page.getByRole('heading', { level: 1, name: 'My receipts' })).toBeFocused();
  await expect(page.getByText('You have no receipts yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'receipts');
});
