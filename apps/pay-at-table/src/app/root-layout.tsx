import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@tableside/ui';
import { LocalePicker } from '../lib/i18n/locale-picker.js';
import { lazyWithQueryClient } from '../lib/query/lazy-with-query-client.js';
import { useNativeChangeTable } from './native-change-table.js';
import classes from './root-layout.module.css';
import { RouteAnnouncer, useRouteFocus } from './route-focus.js';

/**
 * The header's burger button and login or avatar link: one chunk, loaded after the page with the app's query client
 * (not on the bill route's critical path).
 */
const HeaderChrome = lazyWithQueryClient(async () => (await import('./header-chrome.js')).HeaderChrome);

/** The frame of every page: the language picker, then the page in `<main>`; focus moves to each new page's heading. */
export function RootLayout({ onRendered }: { onRendered: () => void }) {
  const { t } = useTranslation();
  useEffect(onRendered, [onRendered]);
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(main);
  useNativeChangeTable();
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <div className={classes.chrome}>
          <Suspense fallback={null}>
            <HeaderChrome />
          </Suspense>
        </div>
        <LocalePicker />
      </header>
      <RouteAnnouncer announcement={announcement} />
      <main ref={main} className={classes.main}>
        <Suspense fallback={<Spinner label={t('app.loading')} showLabel />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
