import { ErrorState } from '@tableside/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageClasses as classes } from '@tableside/ui/app-shell';

/** A full-page state whose heading takes the focus (the page changed). */
function StatePage({ title, message }: { title: string; message: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, []);
  return (
    <main className={classes.page} ref={ref}>
      <ErrorState title={title} message={message} />
    </main>
  );
}

/** The not-found page: an unknown path, or a link whose transaction, enrollment, business, venue or bill is unknown. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatePage title={t('notFound.title')} message={t('notFound.text')} />;
}

/** A route's error: a 404 is the not-found page; anything else says the page could not load. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <StatePage title={t('error.title')} message={t('error.text')} />;
}
