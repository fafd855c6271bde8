import { parseSplitAmount, venueSchema } from '@tableside/billing-domain';
import { decideSplitIssue, detectSplitAnomaly, type AnomalySplit } from '@tableside/split-anomalies';
import { Button, Spinner, Toast } from '@tableside/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useBillParams } from '../../../app/route-params.js';
import { useServices } from '../../../app/services-context.js';
import { billDocumentSchema } from '../../bill/api/bill-document-schema.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import { useDocument } from '../../realtime/hooks/use-document.js';
import classes from '../../payment/components/payment-page.module.css';
import { useDeviceStore } from '../../identity/use-device-store.js';
import { issueAmountSplit } from '../api/issue-amount-split.js';

/**
 * The new split page (2-paying §2, §4 "Split edition"), by custom amount when the venue enables it: "confirm is
 * enabled only when the amount is above 0 and finite" (billing-domain's parseSplitAmount).
 */
export function NewSplitPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const services = useServices();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const bill = useDocument(`bills/${billId}`, billDocumentSchema);
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const [value, setValue] = useState('');
  const [issuing, setIssuing] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputId = useId();
  if (bill.status !== 'success' || venue.status !== 'success') return <Spinner label={t('table.fetching')} />;

  const currency = bill.data.leftToPay.currency;
  const amount = parseSplitAmount(value, currency);
  const byAmount = venue.data.configuration.SPLIT_BY_CUSTOM_AMOUNT_ENABLED;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!amount.ok || bill.status !== 'success') return;
    // "Check for anomalies first. If one exists, navigate to the anomaly screen with it in state" (2-paying §4).
    const split: AnomalySplit = { type: 'AMOUNT', amount: amount.value, ...(guestId ? { consumer: { guestId } } : {}) };
    const step = decideSplitIssue(detectSplitAnomaly({ bill: bill.data, split, user: { deviceId: guestId ?? '' } }), split, { venueId, billId });
    if (step.kind === 'show-anomaly') {
      navigate(step.path, { state: step.state });
      return;
    }
    setIssuing(true);
    const result = await issueAmountSplit(services, billId, amount.value);
    setIssuing(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    navigate(paths.tips(venueId, billId, result.value.splitId));
  }

  return (
    <>
      {failed ? (
        <Toast tone="error" onDismiss={() => setFailed(false)} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.bill.back')}
      </Link>
      <h1>{t('app.split.new.title')}</h1>
      <p className={classes.muted}>{t('app.bill.leftToPay')}: {format(bill.data.leftToPay)}</p>
      {byAmount ? (
        <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
          <div className={classes.field}>
            <label htmlFor={inputId}>{t('app.split.amount', { currency })}</label>
            <input id={inputId} className={classes.input} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
          </div>
          <Button type="submit" fullWidth disabled={!amount.ok} loading={issuing} loadingLabel={t('app.loading')}>
            {t('app.split.confirm')}
          </Button>
        </form>
      ) : (
        <p>{t('app.split.unavailable')}</p>
      )}
    </>
  );
}
