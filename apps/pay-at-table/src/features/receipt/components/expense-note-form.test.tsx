import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, paidSplit, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const FORM = '/venues/venue-1/bills/bill-1/splits/split-1/receipt-email-form';
const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };
const getSplit = async () => ok(paidSplit('split-1', 'guest-me', 10));

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('expense note on the receipt e-mail page (2-paying §5, §7)', () => {
  test('refuses a missing company and a bad number of guests with messages tied to the fields, then sends the form', async () => {
    const sendExpenseNoteToEmail = vi.fn(async () => ok(undefined));
    await renderApp({ path: FORM, docs, api: { billing: { getSplit }, receipts: { sendExpenseNoteToEmail } } });
    expect(await screen.findByRole('heading', { name: 'Expense note' })).toBeTruthy();
    fill('Number of guests', 'two');
    fireEvent.click(screen.getByRole('button', { name: 'Send the expense note by email' }));
    const guests = screen.getByLabelText('Number of guests');
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(guests.getAttribute('aria-describedby') && document.getElementById(guests.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a number of guests from 1 to 1000.',
    );
    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the company name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(guests);
    expect(sendExpenseNoteToEmail).not.toHaveBeenCalled();

    fill('Number of guests', '3');
    fill("Guests' names", 'Ada, Grace');
    fill('Business purpose', 'Quarterly review');
    fill('Company name', 'Acme SAS');
    fill('Street', '1 rue de la Paix');
    fill('ZIP code', '75002');
    fill('City', 'Paris');
    fill('Country', 'France');
    fill("Recipient's email", 'accounts@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send the expense note by email' }));
    expect(await screen.findByText('We sent the expense note to accounts@example.test.')).toBeTruthy();
    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('false');
    expect(sendExpenseNoteToEmail).toHaveBeenCalledWith(
      'payment-split-1',
      'accounts@example.test',
      {
        guestsNumber: 3,
        guestsNames: 'Ada, Grace',
        businessPurpose: 'Quarterly review',
        company: { name: 'Acme SAS', address: { streetName: '1 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'France' } },
      },
      'en-US',
    );
  });

  test('downloads without an e-mail address; empty optional fields travel as empty strings; a failure says so', async () => {
    const downloadExpenseNote = vi
      .fn()
      .mockResolvedValueOnce({ ok: false as const, error: { type: 'network' as const, message: 'down', timedOut: false } })
      .mockResolvedValueOnce(ok(new Blob(['%PDF-'], { type: 'application/pdf' })));
    const createObjectURL = vi.fn(() => 'blob:expense-note');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await renderApp({ path: FORM, docs, api: { billing: { getSplit }, receipts: { downloadExpenseNote } } });
    await screen.findByLabelText('Number of guests');
    fill('Number of guests', '1');
    fill('Company name', 'Acme SAS');
    fireEvent.click(screen.getByRole('button', { name: 'Download the expense note' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't make your expense note. Please try again.");
    fireEvent.click(screen.getByRole('button', { name: 'Download the expense note' }));
    expect(await screen.findByText('Your expense note is downloaded.')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(downloadExpenseNote).toHaveBeenLastCalledWith(
      'payment-split-1',
      { guestsNumber: 1, guestsNames: '', businessPurpose: '', company: { name: 'Acme SAS', address: { streetName: '', zipCode: '', city: '', country: '' } } },
      'en-US',
    );
  });
});
