import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@tableside/ui';
import { LocalePicker } from '../features/i18n/locale-picker.js';
import classes from './root-layout.module.css';

/** The frame of every page: the language picker, then the page in `<main>`. */
export function RootLayout({ onRendered }: { onRendered: () => void }) {
  const { t } = useTranslation();
  useEffect(onRendered, [onRendered]);
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <LocalePicker />
      </header>
      <main className={classes.main}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
