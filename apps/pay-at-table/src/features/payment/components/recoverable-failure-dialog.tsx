import { Button, Dialog } from '@tableside/ui';
import { useTranslation } from 'react-i18next';

/**
 * The recoverable failure modal (2-paying §4 "Initiation failure, processing failure, failed → Recoverable failure
 * modal"): the payment did not go through, nothing was charged, and the diner can try again on this page.
 */
export function RecoverableFailureDialog({ open, onRetry }: { readonly open: boolean; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('paymentError.title')} onClose={onRetry} closeLabel={t('app.close')}>
      <p>{t('paymentError.message')}</p>
      <Button fullWidth onClick={onRetry}>
        {t('app.payment.recoverable.retry')}
      </Button>
    </Dialog>
  );
}
