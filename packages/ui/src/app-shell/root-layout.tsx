import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '../components/spinner.js';

export interface RootLayoutProps {
  /** A box around the status shown while the next page loads (to pin it in a corner, say); none unless given. */
  readonly pendingClassName?: string | undefined;
}

/** The shell of every page of a small app: the page, and a status while the next page loads (`common.loading` of the app's strings). */
export function RootLayout({ pendingClassName }: RootLayoutProps) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const status = <Spinner label={t('common.loading')} size="small" />;
  return (
    <>
      {navigation.state !== 'loading' ? null : pendingClassName ? <div className={pendingClassName}>{status}</div> : status}
      <Outlet />
    </>
  );
}

export interface InitialLoadingProps {
  /** The page's class (the shared `pageClasses.page`, or the app's own). */
  readonly className?: string | undefined;
  /** Shows the label under the spinner (true unless given); hidden, screen readers still announce it. */
  readonly showLabel?: boolean;
}

/** Shown while the first page's data loads (the router's `HydrateFallback`). */
export function InitialLoading({ className, showLabel = true }: InitialLoadingProps) {
  const { t } = useTranslation();
  return (
    <main className={className}>
      <Spinner label={t('common.loading')} showLabel={showLabel} />
    </main>
  );
}
