import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';

/** The one string, through i18next as the product's strings are. */
await i18next.init({ lng: 'en-US', resources: { 'en-US': { translation: { greeting: 'Your bill is ready' } } } });

const router = createBrowserRouter([{ path: '*', lazy: async () => ({ Component: (await import('./page.js')).Page }) }]);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
