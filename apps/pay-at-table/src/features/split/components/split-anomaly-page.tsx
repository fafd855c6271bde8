import { ONE_QUANTITY, exhaustiveSwitchError, isPositive, isSettledSplitStatus, venueSchema } from '@tableside/billing-domain';
import { recoveryFor, type AnomalyRecovery, type RecoveryOption, type SplitAnomaly } from '@tableside/split-anomalies';
import { Button, Dialog, Spinner, Toast } from '@tableside/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { readAnomalyRecoveryState } from '../../../lib/anomaly/anomaly-recovery-state.js';
import { runRecovery } from '../../../lib/anomaly/run-recovery.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import classes from '../../../lib/styles/payment-page.module.css';
import { useSplit } from '../../../lib/data/use-split.js';

/** The message under the modal title: the invalid-share variants of the spec, else one line per anomaly. */
function useAnomalyMessage(anomaly: SplitAnomaly, recovery: AnomalyRecovery): string {
  const { t } = useTranslation();
  const format = useFormatMoney();
  switch (anomaly.type) {
    case 'InvalidSplitByShare':
      if (recovery.messageVariant === 'shares-differ') return t('split.byShare.invalid.modal.message.sharesDiffer');
      if (recovery.messageVariant === 'another-payment-exists') return t('split.byShare.invalid.modal.message.anotherPaymentExists');
      return t('split.byShare.invalid.modal.message');
    case 'AlreadyPaidItems': {
      // Items are counted per unit, paid apart from those another diner only chose (a same-items race).
      const units = (quantity: number) => Math.ceil(quantity / ONE_QUANTITY);
      const taken = anomaly.alreadyPaidItems.reduce((count, item) => count + units(item.takenByOthersQuantity), 0);
      const paid = anomaly.alreadyPaidItems.reduce((count, item) => count + units(item.selectedQuantity - item.unpaidQuantity - item.takenByOthersQuantity), 0);
      return [
        paid > 0 ? t('split.alreadyPaidItemsModal.count', { count: paid }) : '',
        taken > 0 ? t('app.anomaly.message.takenByOthers', { count: taken }) : '',
      ]
        .filter(Boolean)
        .join('. ');
    }
    case 'SplitPerItemsAmountExceedsForecastedLeftToPay':
    case 'SplitAmountExceedsForecastedLeftToPay':
      // Nothing left: another diner is paying the rest (two "Pay full bill" at once).
      if (!isPositive(anomaly.forecastedLeftToPay)) return t('app.anomaly.message.nothingLeft', { amount: format(anomaly.splitAmount) });
      return t('app.anomaly.message.leftToPay', { amount: format(anomaly.splitAmount), left: format(anomaly.forecastedLeftToPay) });
    case 'NotEnoughLeftToPay':
    case 'LeftToPayIncreasedWhenSplitTypeRemainingAmount':
      return t('app.anomaly.message.leftToPay', { amount: format(anomaly.splitAmount), left: format(anomaly.forecastedLeftToPay) });
    case 'SplitAmountChangedBetweenIssueAndEngage':
    case 'BillSplitTypeChangedBetweenIssueAndEngage':
      return t('app.anomaly.message.billChanged');
    case 'VirtualDiscountCouldNotBeBurnt':
      return t('app.anomaly.message.discountNotBurnt');
    default:
      return exhaustiveSwitchError(anomaly);
  }
}

function AnomalyDialog({ anomaly, splitId, tippingEnabled }: { anomaly: SplitAnomaly; splitId: string | undefined; tippingEnabled: boolean }) {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const services = useServices();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const recovery = recoveryFor(anomaly, { tippingEnabled });
  const message = useAnomalyMessage(anomaly, recovery);

  async function choose(option: RecoveryOption) {
    setBusy(true);
    const next = await runRecovery({ services, venueId, billId, splitId }, option);
    setBusy(false);
    if (!next.ok) {
      // A retry-type failure after the client's retries (2-paying §4 "Split issue flow" 4).
      setFailed(true);
      return;
    }
    navigate(next.value.to, { replace: true, state: next.value.state });
  }

  function label(option: RecoveryOption): string {
    switch (option.kind) {
      case 'edit-split':
        return t('split.anomaly.action.editSplit');
      case 'drop-already-paid-items':
        return t('split.anomaly.action.dropAlreadyPaidItems');
      case 'cancel-split':
        // Found before issuing, there is no split of the diner's to delete.
        return splitId ? t('split.anomaly.action.cancelSplit') : t('app.anomaly.action.backToBill');
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

  const close = () => void choose({ kind: 'cancel-split' });
  return (
    <>
      {failed ? (
        <Toast tone="error" onDismiss={() => setFailed(false)} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <Dialog open title={t(recovery.titleKey)} onClose={close} closeLabel={t('app.close')}>
        <div className={classes.form}>
          <p className={classes.muted}>{message}</p>
          {recovery.options.map((option) => (
            <Button
              key={option.kind}
              fullWidth
              variant={option.kind === 'cancel-split' ? 'secondary' : 'primary'}
              loading={busy}
              loadingLabel={t('app.loading')}
              onClick={() => void choose(option)}
            >
              {label(option)}
            </Button>
          ))}
        </div>
      </Dialog>
    </>
  );
}

/**
 * The split anomaly page (2-paying §2, §4 "Anomalies and recovery"): the anomaly dialog from navigation state with
 * split-anomalies' recovery options, each run through the billing calls; back to the bill when no anomaly is in
 * state. Closing the dialog deletes an issued split and returns to the bill.
 */
export function SplitAnomalyPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const location = useLocation();
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const state = readAnomalyRecoveryState(location.state);
  if (!state) return <Navigate to={paths.bill(venueId, billId)} replace />;
  if (venue.status === 'pending') return <Spinner label={t('app.loading')} />;
  // "Add the excess as a tip (only if tipping is enabled)" (2-paying §4).
  const tippingEnabled = venue.status === 'success' && venue.data.tipsSuggestion.configuration.tippingEnabled;
  const page = (
    <>
      <h1>{t('app.split.new.title')}</h1>
      <AnomalyDialog anomaly={state.anomaly} splitId={state.splitId} tippingEnabled={tippingEnabled} />
    </>
  );
  return state.splitId ? <UnlessSettled splitId={state.splitId}>{page}</UnlessSettled> : page;
}

/** An anomaly of a split that has since been paid (Back after paying) sends the diner to its success page. */
function UnlessSettled({ splitId, children }: { splitId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const query = useSplit(billId, splitId);
  if (query.status === 'pending') return <Spinner label={t('app.loading')} />;
  const split = query.status === 'success' && query.data.ok ? query.data.value : undefined;
  if (split && isSettledSplitStatus(split.status)) return <Navigate to={paths.success(venueId, billId, splitId)} replace />;
  return children;
}
