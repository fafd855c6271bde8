import { parseSplitAmount } from '@tableside/billing-domain';
import { Button } from '@tableside/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../payment/components/payment-page.module.css';
import type { BillDocument } from '../../bill/api/bill-document-schema.js';
import { issueAmountSplit } from '../api/issue-amount-split.js';
import type { useIssueSplit } from '../hooks/use-issue-split.js';

/** By amount: "confirm is enabled only when the amount is above 0 and finite" (2-paying §4, billing-domain's parseSplitAmount). */
export function AmountSplitForm({ bill, flow }: { bill: BillDocument; flow: ReturnType<typeof useIssueSplit> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const inputId = useId();
  const currency = bill.leftToPay.currency;
  const amount = parseSplitAmount(value, currency);
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!amount.ok) return;
        const splitAmount = amount.value;
        void flow.issue(bill, { type: 'AMOUNT', amount: splitAmount }, (services) => issueAmountSplit(services, bill.id, splitAmount));
      }}
    >
      <div className={classes.field}>
        <label htmlFor={inputId}>{t('app.split.amount', { currency })}</label>
        <input id={inputId} className={classes.input} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <Button type="submit" fullWidth disabled={!amount.ok} loading={flow.state === 'issuing'} loadingLabel={t('app.loading')}>
        {t('app.split.confirm')}
      </Button>
    </form>
  );
}
