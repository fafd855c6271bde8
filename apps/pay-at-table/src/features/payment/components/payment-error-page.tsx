import { isPositive } from '@tableside/billing-domain';
import { Button, ErrorState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { billDocumentSchema } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';

/**
 * The payment error page (2-paying §2): the default error title, the payment error message, and "back to the bill
 * and pay {left to pay}" when money is left, else "back to the bill".
 */
export function PaymentErrorPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useSplitParams();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const bill = useLiveDocument(`bills/${billId}`, billDocumentSchema);
  const left = bill.status === 'success' && isPositive(bill.data.leftToPay) ? bill.data.leftToPay : undefined;
  return (
    <ErrorState
      title={t('error.defaultTitle')}
      message={`${t('paymentError.title')}. ${t('paymentError.message')}`}
      action={
        <Button fullWidth onClick={() => navigate(paths.bill(venueId, billId), { replace: true })}>
          {left ? t('app.paymentError.backAndPay', { amount: format(left) }) : t('app.paymentError.back')}
        </Button>
      }
    />
  );
}
