import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { InitialLoading, RootLayout, pageClasses } from './index.js';

afterEach(cleanup);

async function renderShell(pendingClassName?: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: { 'common.loading': 'Chargement…' } } }, keySeparator: false });
  let release: () => void = () => undefined;
  const slow = new Promise<null>((resolve) => (release = () => resolve(null)));
  const router = createMemoryRouter(
    [
      {
        Component: () => <RootLayout pendingClassName={pendingClassName} />,
        HydrateFallback: InitialLoading,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'next', loader: () => slow, element: <h1>Next</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, release };
}

describe('RootLayout', () => {
  test('renders the page, and a small status in the app language while the next page loads', async () => {
    const { router, release } = await renderShell();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    void router.navigate('/next');
    expect((await screen.findByRole('status')).textContent).toBe('Chargement…');
    release();
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('puts that status in the box it is given', async () => {
    const { router } = await renderShell('corner');
    await screen.findByRole('heading', { name: 'Home' });
    void router.navigate('/next');
    expect((await screen.findByRole('status')).parentElement?.className).toBe('corner');
  });
});

describe('InitialLoading', () => {
  test.each([
    [{ className: pageClasses.page }, pageClasses.page, true],
    [{ className: 'preview', showLabel: false }, 'preview', false],
  ])('is a page (main) with a loading status in the app language (%o)', async (props, className, labelShown) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: { fr: { translation: { 'common.loading': 'Chargement…' } } } });
    render(
      <I18nextProvider i18n={i18n}>
        <InitialLoading {...props} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('main').className).toBe(className);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Chargement…');
    expect(status.className.includes('loadingState')).toBe(labelShown);
  });
});
