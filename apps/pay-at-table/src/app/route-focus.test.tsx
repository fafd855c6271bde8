import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app.js';

afterEach(cleanup);

describe('focus on navigation (issue 10)', () => {
  test('the first page keeps the browser focus; after a route change the new h1 has focus and is announced', async () => {
    const { router } = await renderApp({ path: '/' });
    const home = await screen.findByRole('heading', { level: 1, name: 'Scan the QR code on your table' });
    expect(document.activeElement).not.toBe(home);

    await act(() => router.navigate('/not-found'));
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.activeElement).toBe(notFound));
    expect(notFound.getAttribute('tabindex')).toBe('-1');
    const live = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    expect(live?.textContent).toBe('Page not found');
  });

  test('a hash change on the same page does not move focus', async () => {
    const { router } = await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Scan the QR code on your table' });
    await act(() => router.navigate('/#somewhere'));
    expect(document.activeElement).toBe(document.body);
  });
});
