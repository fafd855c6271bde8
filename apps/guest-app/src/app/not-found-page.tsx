import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatePage } from '../lib/state-page.js';

/** The not-found page: an unknown path, or a link whose guest app, business group or brand is unknown. */
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
