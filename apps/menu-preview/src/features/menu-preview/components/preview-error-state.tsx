import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { Button, ErrorState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import type { PreviewError } from '../api/preview-error.js';

function messageKey(error: PreviewError): string {
  switch (error.code) {
    case 'venue-not-found':
      return 'error.venueNotFound';
    case 'menu-not-found':
      return 'error.menuNotFound';
    case 'product-not-found':
      return 'error.productNotFound';
    case 'block-not-found':
      return 'error.blockNotFound';
    case 'unavailable':
      return 'error.unavailable';
    default:
      return exhaustiveSwitchError(error);
  }
}

/** The page's error: a title, the reason and a retry that reloads (3-menus §8 "a go-back button that reloads"). */
export function PreviewErrorState({ error, onRetry = () => window.location.reload() }: { readonly error: PreviewError; readonly onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main>
      <ErrorState title={t('error.title')} message={t(messageKey(error))} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
    </main>
  );
}
