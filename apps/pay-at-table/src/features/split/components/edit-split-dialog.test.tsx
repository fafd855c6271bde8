import { ok } from '@tableside/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { billDoc, issuedSplit, paidSplit, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(cleanup);

const BILL = '/venues/venue-1/bills/bill-1';
const docs = { 'bills/bill-1': billDoc(), 'venues/venue-1': venueDoc() };

describe('edit split modal (2-paying §2 "Edit split modal", §4 "Split edition")', () => {
  test.each([
    [
      '"Editing can change the type": the split is dropped and the new split page opens on that type',
      'Divide the check equally',
      { droppedSplitId: 'split-1', splitType: 'share' },
    ],
    ['"… or delete the split; the split is then dropped and the user returns to the split page"', 'Delete my split', { droppedSplitId: 'split-1' }],
  ])('%s', async (_rule, button, state) => {
    const cancelSplit = vi.fn(async () => ok(undefined));
    const { router } = await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      api: { billing: { getSplit: async () => ok(issuedSplit('split-1', 'guest-me', 20)), cancelSplit } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit my split' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit my split' });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BILL}/splits/new`));
    expect(cancelSplit).toHaveBeenCalledWith('bill-1', 'split-1');
    expect(router.state.location.state).toEqual(state);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('"Closing it goes to the split page"', async () => {
    const { router } = await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      api: { billing: { getSplit: async () => ok(issuedSplit('split-1', 'guest-me', 20)) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit my split' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`${BILL}/splits/split-1`);
  });

  test('a paid split can no longer be edited: its split page is its success page', async () => {
    const { router } = await renderApp({
      path: `${BILL}/splits/split-1`,
      docs,
      api: { billing: { getSplit: async () => ok(paidSplit('split-1', 'guest-me', 20)) } },
    });
    expect(await screen.findByText('You paid €20.00')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BILL}/splits/split-1/success`);
    expect(screen.queryByRole('button', { name: 'Edit my split' })).toBeNull();
  });
});
