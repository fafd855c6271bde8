import { exhaustiveSwitchError, parseSplitAmount, type AmountSplitError } from '@tableside/billing-domain';
import { Button } from '@tableside/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../lib/styles/payment-page.module.css';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { issueAmountSplit } from '../api/issue-amount-split.js';
import type { useIssueSplit } from '../../../lib/operations/use-issue-split.js';

/**
 * By amount: "confirm is enabled only when the amount is above 0 and finite" (2-paying §4), in whole cents and at
 * least the minimum amount (billing-domain's parseSplitAmount). A refused amount says why, next to the field.
 */
export function AmountSplitForm({ bill, flow }: { bill: BillDocument; flow: ReturnType<typeof useIssueSplit> }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [value, setValue] = useState('');
  const inputId = useId();
  const errorId = useId();
  const currency = bill.leftToPay.currency;
  const amount = parseSplitAmount(value, currency, { leftToPay: bill.forecastedLeftToPay });
  // An empty field is not an error yet: confirm is only disabled.
  const refusal = !amount.ok && value.trim() !== '' ? amount.error : undefined;

  function reason(error: AmountSplitError): string {
    switch (error.code) {
      case 'amount-not-a-number':
        return t('app.split.amount.error.notANumber');
      case 'amount-not-finite':
        return t('app.split.amount.error.notFinite');
      case 'amount-not-positive':
        return t('app.split.amount.error.notPositive');
      case 'amount-too-precise':
        return t('app.split.amount.error.tooPrecise');
      case 'amount-below-minimum':
        return t('app.split.amount.error.belowMinimum', { minimum: format(error.minimum) });
      default:
        return exhaustiveSwitchError(error);
    }
  }

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
        <input
          id={inputId}
          className={classes.input}
          inputMode="decimal"
          value={value}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {refusal ? (
          <p id={errorId} className={classes.fieldError}>
            {reason(refusal)}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth disabled={!amount.ok} loading={flow.state === 'issuing'} loadingLabel={t('app.loading')}>
        {t('app.split.confirm')}
      </Button>
    </form>
  );
}
