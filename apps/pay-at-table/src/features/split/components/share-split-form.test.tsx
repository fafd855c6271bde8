import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, eur, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const NEW = '/venues/venue-1/bills/bill-1/splits/new';

describe('split by share (2-paying §4 "By share", §5)', () => {
  test('divides between the guests, clamps the shares and issues the split by share', async () => {
    const issueByShare = vi.fn(async () => ok({ splitId: 'split-share', billSplitAmount: eur(37.66667) }));
    const { router } = await renderApp({ path: NEW, docs: { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() }, api: { billing: { issueByShare } } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Divide the check equally' }));
    expect((screen.getByRole('radio', { name: 'Divide the check equally' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your share: €28.25')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number of guests'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Shares you pay'), { target: { value: '2' } });
    expect(screen.getByText('Your share: €37.67')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my share' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/venue-1/bills/bill-1/splits/split-share/tips'));
    expect(issueByShare).toHaveBeenCalledWith({
      billId: 'bill-1',
      consumer: { guestId: 'guest-me' },
      numberOfShares: 2,
      numberOfGuests: 3,
      baseAmount: eur(56.5),
    });
  });

  test('"guests 2 to 32": an out-of-range guest count disables confirm and says why', async () => {
    await renderApp({ path: NEW, docs: { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Divide the check equally' }));
    fireEvent.change(screen.getByLabelText('Number of guests'), { target: { value: '40' } });
    expect(screen.getByText(/Choose between 2 and 32 guests/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm my share' })).toHaveProperty('disabled', true);
  });

  test('"An ongoing split by share on the bill shows a join view": guests locked once shares are paid', async () => {
    const bill = billDoc({ leftToPay: eur(90), forecastedLeftToPay: eur(90), ongoingSplitByShare: { baseAmount: eur(120), numberOfGuests: 4, shares: 1 } });
    await renderApp({ path: NEW, docs: { 'bills/bill-1': bill, 'venues/venue-1': venueDoc() } });
    expect(await screen.findByText('The check of €120.00 is already being divided between 4 guests.')).toBeTruthy();
    expect(screen.getByLabelText('Number of guests')).toHaveProperty('disabled', true);
    expect(screen.getByText('Your share: €30.00')).toBeTruthy();
  });
});
