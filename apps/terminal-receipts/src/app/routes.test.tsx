import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { i18n } from 'i18next';
import { ApiProvider } from '../lib/api-context.js';
import { createI18n } from '../lib/i18n.js';
import type { TerminalApi } from '../lib/terminal-api.js';
import { transaction } from '../test/fixtures.js';
import { terminalRoutes } from './routes.js';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n(['en-GB']);
});

const ids = `${transaction.venue.enrollmentId}/transaction/${transaction.transactionId}`;
const receipts = `/enrollments/${ids}/bills/${transaction.billId}/receipts`;

function fakeApi(overrides: Partial<TerminalApi> = {}): TerminalApi {
  return {
    transaction: vi.fn(async (_owner, id) => (id === transaction.transactionId ? { found: true as const, data: transaction } : { found: false as const })),
    business: vi.fn(async (id) =>
      id === 'business-london-pub' ? { found: true as const, data: { businessId: id, venues: [transaction.venue] } } : { found: false as const },
    ),
    enrollment: vi.fn(async (id) => (id === 'enrollment-london-pub' ? { found: true as const, data: transaction.venue } : { found: false as const })),
    hasLoyalty: vi.fn(async () => true),
    receiptPdf: vi.fn(async () => new Blob(['%PDF-'], { type: 'application/pdf' })),
    emailReceipt: vi.fn(async () => true),
    ...overrides,
  };
}

function open(path: string, api: TerminalApi = fakeApi()) {
  const router = createMemoryRouter(terminalRoutes(api), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the landings (1-core §2 "Terminal landings")', () => {
  test.each([
    [`/venue/venue-london-pub/transaction/${transaction.transactionId}/landing`, { kind: 'venue', venueId: 'venue-london-pub' }],
    [`/businesses/business-london-pub/transaction/${transaction.transactionId}/landing`, { kind: 'business', businessId: 'business-london-pub' }],
    [`/enrollments/${ids}/landing`, { kind: 'enrollment', enrollmentId: 'enrollment-london-pub' }],
  ])('%s shows the payment, the receipt link, the venue and the loyalty prompt', async (path, owner) => {
    const api = fakeApi();
    open(path, api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.transaction).toHaveBeenCalledWith(owner, transaction.transactionId);
    expect(screen.getByText('£12.50')).toBeDefined();
    expect(screen.getByText('The Crown & Anchor')).toBeDefined();
    expect(screen.getByRole('link', { name: 'See your receipt' }).getAttribute('href')).toBe(receipts);
    expect(screen.getByRole('heading', { name: 'Join the loyalty programme at The Crown & Anchor' })).toBeDefined();
  });

  test('no loyalty prompt where the business has no loyalty', async () => {
    open(`/enrollments/${ids}/landing`, fakeApi({ hasLoyalty: vi.fn(async () => false) }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' });
    expect(screen.queryByRole('link', { name: 'Join the loyalty programme' })).toBeNull();
  });

  test.each([
    ['an unknown transaction', `/enrollments/enrollment-london-pub/transaction/pay_unknown/landing`],
    ['an unknown enrollment', `/enrollments/nope`],
    ['an unknown business', `/businesses/nope`],
    ['an unknown bill', `/enrollments/${ids}/bills/other/receipts`],
    ['an unknown path', `/somewhere/else`],
  ])('%s is the not-found page', async (_name, path) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
  });

  test('a server fault is the error page, not a crash', async () => {
    open(
      `/enrollments/${ids}/landing`,
      fakeApi({
        transaction: vi.fn(async () => {
          throw new Error('500');
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
  });
});

describe('the receipt pages (1-core §2 "Terminal receipts")', () => {
  test('download saves the PDF', async () => {
    const api = fakeApi();
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open(receipts, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Download the receipt (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.receiptPdf).toHaveBeenCalledWith({ enrollmentId: 'enrollment-london-pub', transactionId: transaction.transactionId, billId: 'bill-1' }, 'en-GB');
    click.mockRestore();
  });

  test('a failed download goes to /download/error, with a way back', async () => {
    const router = open(receipts, fakeApi({ receiptPdf: vi.fn(async () => undefined) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download the receipt (PDF)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The receipt could not be downloaded' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`${receipts}/download/error`);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(receipts);
  });

  test('an invalid e-mail is refused in place; a valid one is sent and goes to /sent', async () => {
    const api = fakeApi();
    const router = open(receipts, api);
    const field = await screen.findByLabelText('E-mail address');
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a valid e-mail address, such as name@example.com.');
    expect(api.emailReceipt).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'diner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt sent' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`${receipts}/sent`);
    expect(api.emailReceipt).toHaveBeenCalledWith(expect.objectContaining({ billId: 'bill-1' }), 'diner@example.com', 'en-GB');
  });

  test('a refused sending goes to /error', async () => {
    open(receipts, fakeApi({ emailReceipt: vi.fn(async () => false) }));
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'diner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The receipt could not be sent' })).toBeDefined();
  });
});

describe('the identity pages', () => {
  test('a business lists its venues', async () => {
    open('/businesses/business-london-pub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our venues' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Venues' }).textContent).toContain('The Crown & Anchor');
  });

  test('an enrollment shows its venue and address', async () => {
    open('/enrollments/enrollment-london-pub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to The Crown & Anchor' })).toBeDefined();
    expect(screen.getByText('22 Long Acre')).toBeDefined();
  });
});
