import { venueSchema } from '@tableside/billing-domain';
import { Spinner, Toast } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useBillParams } from '../../../app/route-params.js';
import { billDocumentSchema } from '../../bill/api/bill-document-schema.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import classes from '../../payment/components/payment-page.module.css';
import tipClasses from '../../tips/components/tips-page.module.css';
import { useDocument } from '../../realtime/hooks/use-document.js';
import { useIssueSplit } from '../hooks/use-issue-split.js';
import { AmountSplitForm } from './amount-split-form.js';
import { ShareSplitForm } from './share-split-form.js';

type SplitKind = 'share' | 'amount';

/**
 * The new split page (2-paying §2, §4 "Split edition"): "The user chooses a type … Each is offered only if the
 * venue enables it", then confirms through the split issue flow (anomalies first).
 */
export function NewSplitPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const format = useFormatMoney();
  const bill = useDocument(`bills/${billId}`, billDocumentSchema);
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  const flow = useIssueSplit(venueId, billId);
  const [chosen, setChosen] = useState<SplitKind | undefined>(undefined);
  if (bill.status !== 'success' || venue.status !== 'success') return <Spinner label={t('table.fetching')} />;

  const flags = venue.data.configuration;
  const offered: SplitKind[] = [...(flags.SPLIT_BY_SHARE_ENABLED ? ['share' as const] : []), ...(flags.SPLIT_BY_CUSTOM_AMOUNT_ENABLED ? ['amount' as const] : [])];
  // An ongoing split by share offers the join view first (2-paying §4).
  const kind = chosen ?? (bill.data.ongoingSplitByShare && offered.includes('share') ? 'share' : offered[0]);

  return (
    <>
      {flow.state === 'failed' ? (
        <Toast tone="error" onDismiss={flow.dismiss} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.bill.back')}
      </Link>
      <h1>{t('app.split.new.title')}</h1>
      <p className={classes.muted}>
        {t('app.bill.leftToPay')}: {format(bill.data.leftToPay)}
      </p>
      {offered.length > 1 ? (
        <fieldset className={tipClasses.options}>
          <legend>{t('app.split.type.label')}</legend>
          {offered.map((option) => (
            <label key={option} className={tipClasses.option}>
              <input type="radio" name="split-type" className={tipClasses.radio} checked={kind === option} onChange={() => setChosen(option)} />
              {option === 'share' ? t('app.split.type.share') : t('app.split.type.amount')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {kind === 'share' ? <ShareSplitForm bill={bill.data} flow={flow} /> : null}
      {kind === 'amount' ? <AmountSplitForm bill={bill.data} flow={flow} /> : null}
      {kind === undefined ? <p>{t('app.split.unavailable')}</p> : null}
    </>
  );
}
