import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCloseOnBack } from './use-close-on-back.js';

afterEach(cleanup);

describe('"Browser back closes it" (3 §2, the loyalty login dialog)', () => {
  test('opening pushes an entry with the router state kept; back pops it and closes the dialog', async () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '');
    const onClose = vi.fn();
    const { rerender } = renderHook(({ open }) => useCloseOnBack(open, onClose), { initialProps: { open: false } });
    const before = window.history.length;
    rerender({ open: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 0 });

    act(() => window.history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
    rerender({ open: false });
    // Closed by back: no second back is taken.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('closed another way, the dialog pops its own entry, so the next back leaves the page', async () => {
    window.history.replaceState({ key: 'k2' }, '');
    const onClose = vi.fn();
    const { rerender } = renderHook(({ open }) => useCloseOnBack(open, onClose), { initialProps: { open: true } });
    expect(window.history.state).toMatchObject({ key: 'k2', tablesideDialog: expect.any(String) as unknown });
    rerender({ open: false });
    await waitFor(() => expect(window.history.state).toEqual({ key: 'k2' }));
    // Its own back does not call onClose (the dialog is already closed).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a navigation away while open leaves the new entry alone', async () => {
    window.history.replaceState({ key: 'k3' }, '');
    const onClose = vi.fn();
    const { unmount } = renderHook(() => useCloseOnBack(true, onClose));
    window.history.pushState({ key: 'k4' }, '', '/elsewhere');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.history.state).toEqual({ key: 'k4' });
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
