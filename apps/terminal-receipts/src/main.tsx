import '@tableside/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { terminalRoutes } from './app/routes.js';
import { ApiProvider } from './lib/api-context.js';
import { createI18n } from './lib/i18n.js';
import { createTerminalApi } from './lib/terminal-api.js';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const api = createTerminalApi();
const i18n = await createI18n(navigator.languages);
document.documentElement.lang = i18n.language;
document.title = i18n.t('app.title');
const router = createBrowserRouter(terminalRoutes(api));

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </I18nextProvider>
  </StrictMode>,
);
