import { isSuccessfulSplitStatus } from '@tableside/billing-domain';
import { Button, ProgressBar, Spinner } from '@tableside/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useSplitParams } from '../../../app/route-params.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import { useReceiptDownload } from '../../receipt/hooks/use-receipt-download.js';
import { useSplit } from '../../split/hooks/use-split.js';
import classes from './payment-page.module.css';

/** The payment success page (2-paying §2): what was paid and "Download receipt" for the diner's own payment. */
export function SuccessPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const query = useSplit(billId, splitId, { untilPaid: true });
  const split = query.data?.ok ? query.data.value : undefined;
  const paid = split !== undefined && isSuccessfulSplitStatus(split.status);
  const receipt = useReceiptDownload(split?.paymentId);

  useEffect(() => {
    if (receipt.state.status === 'error') navigate(paths.receiptDownloadError(venueId, billId));
  }, [receipt.state.status, navigate, venueId, billId]);

  if (!split || !paid) return <Spinner label={t('app.paymentAuth.checking')} />;
  const amount = split.actuallyPaidOnBill ?? split.billSplitAmount;
  return (
    <>
      <h1>{t('app.success.title')}</h1>
      <p className={classes.summary}>{t('app.success.amount', { amount: format(amount) })}</p>
      <div className={classes.progress}>
        {receipt.state.status === 'downloading' ? <ProgressBar value={receipt.state.progress} label={t('app.receipt.progress')} /> : null}
        {receipt.state.status === 'done' ? <ProgressBar value={1} label={t('app.receipt.progress')} /> : null}
        <Button fullWidth variant="secondary" loading={receipt.state.status === 'downloading'} loadingLabel={t('app.receipt.progress')} onClick={receipt.start}>
          {t('receipt.download')}
        </Button>
      </div>
      <Link className={classes.link} to={paths.receiptEmailForm(venueId, billId, splitId)}>
        {t('app.success.receiptByEmail')}
      </Link>
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.success.backToBill')}
      </Link>
    </>
  );
}
