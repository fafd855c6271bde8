import { exhaustiveSwitchError, venueSchema } from '@tableside/billing-domain';
import { recoveryFor, type RecoveryOption } from '@tableside/split-anomalies';
import { Button, Dialog, Spinner, Toast } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useBillParams } from '../../../app/route-params.js';
import { useServices } from '../../../app/services-context.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import type { PaymentRouteState } from '../../payment/api/payment-route-state.js';
import { useDocument } from '../../realtime/hooks/use-document.js';
import classes from '../../payment/components/payment-page.module.css';
import { readAnomalyRouteState } from '../api/anomaly-route-state.js';
import { issueAmountSplit } from '../api/issue-amount-split.js';

/**
 * The split anomaly page (1-core §2, 2-paying §4 "Anomalies and recovery"): the anomaly dialog from navigation
 * state with split-anomalies' recovery options; back to the bill when no anomaly is in state.
 */
export function SplitAnomalyPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const services = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const anomaly = readAnomalyRouteState(location.state);
  if (!anomaly) return <Navigate to={paths.bill(venueId, billId)} replace />;
  if (venue.status === 'pending') return <Spinner label={t('app.loading')} />;
  const tippingEnabled = venue.status === 'success' && venue.data.tipsSuggestion.configuration.tippingEnabled;
  const recovery = recoveryFor(anomaly, { tippingEnabled });
  const backToBill = () => navigate(paths.bill(venueId, billId), { replace: true });
  const changeSplit = () => navigate(paths.newSplit(venueId, billId), { replace: true, state: { chosenToChangeSplitTypeAfterSplitAnomaly: true } });

  async function payAmount(option: Extract<RecoveryOption, { kind: 'pay-only-bill-left-to-pay' | 'turn-overpayment-into-tips' }>) {
    setBusy(true);
    const issued = await issueAmountSplit(services, billId, option.amount);
    setBusy(false);
    if (!issued.ok) {
      setFailed(true);
      return;
    }
    const { splitId } = issued.value;
    if (option.kind === 'turn-overpayment-into-tips') {
      const state: PaymentRouteState = { tip: option.tip };
      navigate(paths.newPaymentIntent(venueId, billId, splitId), { replace: true, state });
      return;
    }
    navigate(paths.tips(venueId, billId, splitId), { replace: true });
  }

  function label(option: RecoveryOption): string {
    switch (option.kind) {
      case 'edit-split':
        return t('split.anomaly.action.editSplit');
      case 'drop-already-paid-items':
        return t('split.anomaly.action.dropAlreadyPaidItems');
      case 'cancel-split':
        return t('split.anomaly.action.cancelSplit');
      case 'pay-only-bill-left-to-pay':
        return t('split.anomaly.action.payOnlyBillLeftToPay', { amount: format(option.amount) });
      case 'turn-overpayment-into-tips':
        return t('split.anomaly.action.turnOverpaymentIntoTips', { amount: format(option.tip) });
      case 'start-new-split':
        return t('split.anomaly.action.startNewSplit');
      case 'retry':
        return t('split.anomaly.action.retry');
      default:
        return exhaustiveSwitchError(option);
    }
  }

  function choose(option: RecoveryOption) {
    switch (option.kind) {
      case 'pay-only-bill-left-to-pay':
      case 'turn-overpayment-into-tips':
        void payAmount(option);
        return;
      case 'cancel-split':
        // The anomaly was found before the split was issued: there is nothing to delete on the server.
        backToBill();
        return;
      case 'edit-split':
      case 'drop-already-paid-items':
      case 'start-new-split':
      case 'retry':
        changeSplit();
        return;
      default:
        exhaustiveSwitchError(option);
    }
  }

  return (
    <>
      {failed ? (
        <Toast tone="error" onDismiss={() => setFailed(false)} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <h1>{t('app.split.new.title')}</h1>
      <Dialog open title={t(recovery.titleKey)} onClose={backToBill} closeLabel={t('app.close')}>
        <div className={classes.form}>
          {recovery.options.map((option) => (
            <Button key={option.kind} fullWidth variant={option.kind === 'cancel-split' ? 'secondary' : 'primary'} loading={busy} loadingLabel={t('app.loading')} onClick={() => choose(option)}>
              {label(option)}
            </Button>
          ))}
        </div>
      </Dialog>
    </>
  );
}
