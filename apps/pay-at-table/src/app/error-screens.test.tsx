import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../lib/i18n/setup-i18n.js';
import { FallbackScreen, GenericErrorScreen } from './error-screens.js';

afterEach(cleanup);

function Boom(): never {
  throw new Error('boom');
}

async function renderCrash(errorElement: React.ReactNode) {
  const i18n = await setupI18n();
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement }]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('error screens (1-core §8)', () => {
  test('"Fallback screen" with its message and a "back" button; the crash is logged as "APP CRASHED"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCrash(<FallbackScreen />);
    expect(await screen.findByText(/Oops, an unexpected error occurred/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('APP CRASHED', expect.any(Error));
    log.mockRestore();
  });

  test('"Generic error screen: the default error title with a go-back button"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCrash(<GenericErrorScreen />);
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    log.mockRestore();
  });
});
