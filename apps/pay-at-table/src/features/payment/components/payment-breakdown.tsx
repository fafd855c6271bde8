import { exhaustiveSwitchError, type PaymentBreakdownLine, type PaymentBreakdownLineKind } from '@tableside/billing-domain';
import { Button, Dialog } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import classes from './payment-breakdown.module.css';

type Explained = 'taxesAndFees' | 'digitalFee';

export interface PaymentBreakdownProps {
  readonly lines: readonly PaymentBreakdownLine[];
  /** The applied voucher's code, shown on the voucher line. */
  readonly voucherCode?: string | undefined;
}

/**
 * The payment breakdown (2-paying §2, §9): subtotal, service charge, tip, digital fee, taxes and fees, voucher,
 * loyalty discount and total, with the taxes-and-fees and digital-fee explanation modals.
 */
export function PaymentBreakdown({ lines, voucherCode }: PaymentBreakdownProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [explained, setExplained] = useState<Explained | undefined>(undefined);

  function label(kind: PaymentBreakdownLineKind): string {
    switch (kind) {
      case 'subtotal':
        return t('app.payment.breakdown.subtotal');
      case 'serviceCharge':
        return t('app.payment.breakdown.serviceCharge');
      case 'tip':
        return t('app.payment.breakdown.tip');
      case 'digitalFee':
        return t('app.payment.breakdown.digitalFee');
      case 'taxesAndFees':
        return t('app.payment.breakdown.taxesAndFees');
      case 'voucher':
        return voucherCode ? t('app.payment.breakdown.voucherWithCode', { code: voucherCode }) : t('app.payment.breakdown.voucher');
      case 'loyaltyDiscount':
        return t('app.payment.breakdown.loyaltyDiscount');
      case 'total':
        return t('app.payment.breakdown.total');
      default:
        return exhaustiveSwitchError(kind);
    }
  }

  return (
    <section aria-labelledby="payment-breakdown-title">
      <h2 id="payment-breakdown-title" className={classes.title}>
        {t('app.payment.breakdown.title')}
      </h2>
      <dl className={classes.list}>
        {lines.map((line) => (
          <div key={line.kind} className={line.kind === 'total' ? `${classes.line} ${classes.total}` : classes.line}>
            <dt>
              {label(line.kind)}
              {line.kind === 'taxesAndFees' || line.kind === 'digitalFee' ? (
                <Button variant="secondary" className={classes.info} onClick={() => setExplained(line.kind === 'digitalFee' ? 'digitalFee' : 'taxesAndFees')}>
                  {t('app.payment.breakdown.whatIsThis', { line: label(line.kind) })}
                </Button>
              ) : null}
            </dt>
            <dd>{format(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <Dialog
        open={explained !== undefined}
        title={explained === 'digitalFee' ? t('app.payment.breakdown.digitalFee') : t('app.payment.breakdown.taxesAndFees')}
        onClose={() => setExplained(undefined)}
        closeLabel={t('app.close')}
      >
        <p>{explained === 'digitalFee' ? t('app.payment.breakdown.digitalFeeExplanation') : t('app.payment.breakdown.taxesAndFeesExplanation')}</p>
      </Dialog>
    </section>
  );
}
