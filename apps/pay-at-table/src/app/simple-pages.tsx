import { EmptyState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';

/** `/`: the app opens from a table's QR code, so home explains that. */
export function HomePage() {
  const { t } = useTranslation();
  return <EmptyState title={t('app.home.title')} description={t('app.home.message')} />;
}

/** `/not-found`, also the catch-all (1-core §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <EmptyState title={t('app.notFound.title')} description={t('app.notFound.message')} />;
}
