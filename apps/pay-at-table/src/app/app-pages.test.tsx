import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, venueDoc } from '../test/fixtures.js';
import { renderApp } from '../test/render-app.js';

afterEach(cleanup);

describe('general pages (1-core §2)', () => {
  test('home explains the QR code', async () => {
    await renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Scan the QR code on your table' })).toBeTruthy();
  });

  test.each(['/not-found', '/anything/else'])('%s is the not-found page (also the catch-all)', async (path) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  test('the language picker switches the interface and remembers the choice', async () => {
    const { device } = await renderApp({ path: '/' });
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'fr' } });
    expect(await screen.findByRole('heading', { name: 'Scannez le QR code de votre table' })).toBeTruthy();
    expect(device.getState().preferredLocale).toBe('fr');
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'en-US' } });
    expect(await screen.findByRole('heading', { name: 'Scan the QR code on your table' })).toBeTruthy();
  });
});

describe('venue landing page (1-core §2)', () => {
  test.each([
    ['FR', true, 'View menu and order', false],
    ['GB', false, 'View menu', true],
  ])('in %s with ordering %s: "%s", pay-securely footer %s', async (countryCode, enabled, label, paySecurely) => {
    const venue = venueDoc({
      countryCode,
      menuExposedType: 'STATIC_MENU',
      ordering: { enabled, filterConfiguration: 'ALL_PRODUCTS', openBillEnabled: false },
      externalUrl: { label: 'Menu', url: 'https://example.test/menu' },
    });
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venue } });
    expect(await screen.findByRole('heading', { name: 'Le Petit Zinc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: label }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Pay securely') !== null).toBe(paySecurely);
  });

  test('an unknown venue says the QR code is not associated with a venue', async () => {
    await renderApp({ path: '/venues/nowhere' });
    expect(await screen.findByRole('alert', { name: 'The QR code is not associated with a venue' })).toBeTruthy();
  });
});

describe('new split page by custom amount (2-paying §4, §5)', () => {
  const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };

  test.each([
    ['', true],
    ['0', true],
    ['abc', true],
    ['Infinity', true],
    ['12,50', false],
  ])('"confirm is enabled only when the amount is above 0 and finite": %j disabled=%s', async (value, disabled) => {
    await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value } });
    expect(screen.getByRole('button', { name: 'Confirm my share' })).toHaveProperty('disabled', disabled);
  });

  test('confirming issues a split by amount and goes to tips; a failure shows the toast', async () => {
    const issueByAmount = vi.fn(async () => ok({ splitId: 'split-9', billSplitAmount: eur(12.5) }));
    const { router } = await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs, api: { billing: { issueByAmount } } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/bills/bill-1/splits/split-9/tips'));
    expect(issueByAmount).toHaveBeenCalledWith({ billId: 'bill-1', consumer: { guestId: 'guest-me' }, splitAmount: eur(12.5) });
  });

  test('a failed issue shows "split.issueSplit.failed"', async () => {
    const issueByAmount = vi.fn(async () => ({ ok: false as const, error: { code: 'BILL_SPLIT_REJECTED' as const, type: 'x', status: 400 } }));
    await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs, api: { billing: { issueByAmount } } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't create your split/);
  });

  test('without any split flag no split type is offered', async () => {
    const venue = venueDoc({ configuration: { SPLIT_BY_ITEMS_ENABLED: false, SPLIT_BY_SHARE_ENABLED: false, SPLIT_BY_CUSTOM_AMOUNT_ENABLED: false } });
    await renderApp({ path: '/venues/venue-1/bills/bill-1/splits/new', docs: { ...docs, 'venues/venue-1': venue } });
    expect(await screen.findByText('Splitting is not available at this venue.')).toBeTruthy();
  });

  test('a diner without an identity gets one before the split is issued', async () => {
    const issueByAmount = vi.fn(async () => ok({ splitId: 'split-9', billSplitAmount: eur(5) }));
    const createAnonymousGuest = vi.fn(async () => ok({ guestId: 'guest-new', token: 'guest-new.sig', createdAt: 1_800_000_000_000 }));
    const { device } = await renderApp({
      path: '/venues/venue-1/bills/bill-1/splits/new',
      docs,
      identity: null,
      api: { billing: { issueByAmount }, identity: { createAnonymousGuest } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay a custom amount' }));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() => expect(issueByAmount).toHaveBeenCalledWith(expect.objectContaining({ consumer: { guestId: 'guest-new' } })));
    expect(device.getState().identity?.guestId).toBe('guest-new');
  });
});
