import { Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import classes from '../lib/pages.module.css';

/** The shell of every page: the page, and a status while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <>
      {navigation.state === 'loading' ? <Spinner label={t('common.loading')} size="small" /> : null}
      <Outlet />
    </>
  );
}

/** Shown while the first page's data loads. */
export function InitialLoading() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <Spinner label={t('common.loading')} showLabel />
    </main>
  );
}
