import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, issuedSplit, paidSplit, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const FORM = `${BILL}/splits/split-1/receipt-email-form`;
const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };

describe('receipt by e-mail (2-paying §2, §5, §8)', () => {
  test('sends the receipt and shows the sent page with the address from the form query param', async () => {
    const sendReceiptToEmail = vi.fn(async () => ok(undefined));
    const { router } = await renderApp({
      path: FORM,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 10)) }, receipts: { sendReceiptToEmail } },
    });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(sendReceiptToEmail).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'diner@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect(await screen.findByText('We sent it to diner@example.test.')).toBeTruthy();
    expect(sendReceiptToEmail).toHaveBeenCalledWith('payment-split-1', 'diner@example.test', 'en-US');
    expect(router.state.location.pathname).toBe(`${BILL}/receipt-email/sent`);
    expect(router.state.location.state).toEqual({ paymentId: 'payment-split-1' });
  });

  test('a failure shows the e-mail error page, which offers the download instead', async () => {
    const sendReceiptToEmail = vi.fn(async () => ({ ok: false as const, error: { type: 'network' as const, message: 'down', timedOut: false } }));
    const downloadReceipt = vi.fn(async () => ({ ok: false as const, error: { type: 'network' as const, message: 'down', timedOut: false } }));
    const { router } = await renderApp({
      path: FORM,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 10)) }, receipts: { sendReceiptToEmail, downloadReceipt } },
    });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'diner@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect(await screen.findByText(/couldn't send your receipt by email/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/receipt-download/error`));
    expect(downloadReceipt).toHaveBeenCalledWith('payment-split-1', 'en-US');
  });

  test('"Redirects to the bill if the split has no payment reference"', async () => {
    const { router } = await renderApp({ path: FORM, docs, api: { billing: { getSplit: async () => ok(issuedSplit('split-1', 'guest-me', 10)) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
  });

  test('the sent page without a valid form param still confirms', async () => {
    await renderApp({ path: `${BILL}/receipt-email/sent?form=%7Bbroken`, docs });
    expect(await screen.findByRole('heading', { name: 'Your receipt is on its way' })).toBeTruthy();
    expect(screen.queryByText(/We sent it to/)).toBeNull();
  });
});
