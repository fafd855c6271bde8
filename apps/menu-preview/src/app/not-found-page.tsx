import { ErrorState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import classes from '../features/menu-preview/components/preview.module.css';

/** The catch-all page, and the error element of a route whose URL does not parse. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <ErrorState title={t('error.pageNotFound')} />
    </main>
  );
}
