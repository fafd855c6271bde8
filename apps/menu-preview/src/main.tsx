import '@tableside/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { parseEnv } from './app/env.js';
import { previewRoutes } from './app/routes.js';
import { createServices } from './app/services.js';
import { ServicesProvider } from './lib/services-context.js';
import { createI18n } from './i18n/i18n.js';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const services = createServices(parseEnv(import.meta.env, window.location.origin));
const i18n = await createI18n(navigator.languages);
document.documentElement.lang = i18n.language;
const router = createBrowserRouter(previewRoutes(services));

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nextProvider>
  </StrictMode>,
);
