import { subtract, toDisplayUnits } from '@tableside/billing-domain';
import { ProgressBar } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import classes from './bill-page.module.css';

/** "The bill amount with a progress bar" (1-core §2): left to pay, the total, and how much is paid. */
export function BillAmount({ bill }: { bill: BillDocument }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const paid = subtract(bill.totalBillAmount, bill.leftToPay);
  const total = toDisplayUnits(bill.totalBillAmount);
  // A display ratio for the bar only; every amount shown is formatted from scale-5 money.
  const ratio = total > 0 ? toDisplayUnits(paid) / total : 1;
  return (
    <section className={classes.amount} aria-labelledby="bill-left-to-pay">
      <p id="bill-left-to-pay" className={classes.muted}>
        {t('app.bill.leftToPay')}
      </p>
      <p className={classes.leftToPay}>{format(bill.leftToPay)}</p>
      <ProgressBar
        value={ratio}
        label={t('app.bill.progress')}
        valueText={t('app.bill.progressValue', { paid: format(paid), total: format(bill.totalBillAmount) })}
      />
      <p className={classes.muted}>{t('app.bill.total', { total: format(bill.totalBillAmount) })}</p>
    </section>
  );
}
