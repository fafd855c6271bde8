import { MAX_GUESTS, MIN_GUESTS } from '@tableside/billing-domain';
import { Banner, Button } from '@tableside/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../lib/styles/payment-page.module.css';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { issueShareSplit } from '../api/issue-share-split.js';
import { shareSplitModel } from '../api/share-split-model.js';
import type { useIssueSplit } from '../../../lib/operations/use-issue-split.js';

/** A whole number typed in a field, or undefined while it is not one. */
function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** By share: guests and shares, the diner's amount from billing-domain, the join view of an ongoing division. */
export function ShareSplitForm({ bill, flow }: { bill: BillDocument; flow: ReturnType<typeof useIssueSplit> }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [guests, setGuests] = useState<string | undefined>(undefined);
  const [shares, setShares] = useState<string | undefined>(undefined);
  const ids = { guests: useId(), shares: useId() };
  const model = shareSplitModel(bill, {
    numberOfGuests: guests === undefined ? undefined : wholeNumber(guests),
    numberOfShares: shares === undefined ? undefined : wholeNumber(shares),
  });
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!model.amount.ok) return;
        const choice = { numberOfShares: model.numberOfShares, numberOfGuests: model.numberOfGuests, baseAmount: model.baseAmount };
        void flow.issue(bill, { type: 'SHARE', amount: model.amount.value, ...choice }, (services) => issueShareSplit(services, bill.id, choice));
      }}
    >
      {model.guestsLocked ? (
        <Banner tone="info">{t('app.split.share.ongoing', { count: model.numberOfGuests, amount: format(model.baseAmount) })}</Banner>
      ) : null}
      <div className={classes.row}>
        <div className={classes.field}>
          <label htmlFor={ids.guests}>{t('app.split.share.guests')}</label>
          <input
            id={ids.guests}
            className={classes.input}
            type="number"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            disabled={model.guestsLocked}
            value={guests ?? String(model.numberOfGuests)}
            onChange={(event) => setGuests(event.target.value)}
          />
        </div>
        <div className={classes.field}>
          <label htmlFor={ids.shares}>{t('app.split.share.shares')}</label>
          <input
            id={ids.shares}
            className={classes.input}
            type="number"
            min={1}
            max={Math.max(model.maximumShares, 1)}
            value={shares ?? String(model.numberOfShares)}
            onChange={(event) => setShares(event.target.value)}
          />
        </div>
      </div>
      <p className={classes.summary} aria-live="polite">
        {model.amount.ok
          ? t('app.tips.for', { amount: format(model.amount.value) })
          : t('app.split.share.invalid', { minimum: MIN_GUESTS, maximum: MAX_GUESTS })}
      </p>
      <Button type="submit" fullWidth disabled={!model.amount.ok} loading={flow.state === 'issuing'} loadingLabel={t('app.loading')}>
        {t('app.split.confirm')}
      </Button>
    </form>
  );
}
