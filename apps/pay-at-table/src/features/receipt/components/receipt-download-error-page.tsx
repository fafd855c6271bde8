import { Button, ErrorState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';

/** The receipt download error page (2-paying §2, §8: 'receipt.error.title', 'receipt.error.download.subtitle'). */
export function ReceiptDownloadErrorPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const navigate = useNavigate();
  return (
    <ErrorState
      title={t('receipt.error.title')}
      message={t('receipt.error.download.subtitle')}
      action={
        <Button fullWidth onClick={() => navigate(paths.bill(venueId, billId))}>
          {t('app.paymentError.back')}
        </Button>
      }
    />
  );
}
