import '@tableside/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { guestAppRoutes } from './app/routes.js';
import { ServicesProvider, type Services } from './lib/api-context.js';
import { createGuestAppApi } from './lib/guest-app-api.js';
import { createI18n } from './lib/i18n.js';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const services: Services = {
  api: createGuestAppApi(),
  storage: globalThis.localStorage,
  now: () => Date.now(),
  geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
};
const i18n = await createI18n(navigator.languages);
document.documentElement.lang = i18n.language;
document.title = i18n.t('app.title');
const router = createBrowserRouter(guestAppRoutes(services));

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nextProvider>
  </StrictMode>,
);
