import { Button, EmptyState, ErrorState, ProgressBar } from '@tableside/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';
import { parseReceiptEmailFormParam, receiptRouteStateSchema } from '../api/receipt-email-form.js';
import { useReceiptDownload } from '../../../lib/receipt/use-receipt-download.js';

/** The receipt sent page (2-paying §2): a confirmation naming the address from the `form` query param. */
export function ReceiptEmailSentPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = parseReceiptEmailFormParam(search.get('form'));
  return (
    <EmptyState
      title={t('app.receiptEmail.sent.title')}
      {...(form ? { description: t('app.receiptEmail.sent.message', { email: form.email }) } : {})}
      action={
        <Button fullWidth onClick={() => navigate(paths.bill(venueId, billId))}>
          {t('app.paymentError.back')}
        </Button>
      }
    />
  );
}

/** The receipt e-mail error page (2-paying §2, §8): 'receipt.error.subtitle' with a download button. */
export function ReceiptEmailErrorPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = receiptRouteStateSchema.safeParse(location.state);
  const receipt = useReceiptDownload(state.success ? state.data.paymentId : undefined);
  useEffect(() => {
    if (receipt.state.status === 'error') navigate(paths.receiptDownloadError(venueId, billId));
  }, [receipt.state.status, navigate, venueId, billId]);
  return (
    <ErrorState
      title={t('receipt.error.title')}
      message={t('receipt.error.subtitle')}
      action={
        <>
          {receipt.state.status === 'downloading' ? <ProgressBar value={receipt.state.progress} label={t('app.receipt.progress')} /> : null}
          <Button
            fullWidth
            disabled={!state.success}
            loading={receipt.state.status === 'downloading'}
            loadingLabel={t('app.receipt.progress')}
            onClick={receipt.start}
          >
            {t('receipt.download')}
          </Button>
        </>
      }
    />
  );
}
