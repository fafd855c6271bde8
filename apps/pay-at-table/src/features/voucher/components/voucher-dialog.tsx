import { formatDate } from '@tableside/i18n';
import { Button, Dialog } from '@tableside/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { VoucherDialogProps } from '../../../lib/payment-page-parts.js';
import { appliedVoucherOf, normaliseVoucherCode } from '../../../lib/route-state/applied-voucher.js';
import { voucherErrorMessage, type VoucherErrorMessage } from '../api/voucher-error-message.js';
import classes from './voucher-dialog.module.css';

/**
 * The voucher code modal (2-paying §2, §4 "Voucher"): the code is upper-cased and evaluated against the base amount
 * and business (`POST /payment/vouchers/{code}`); applied, or shown the error of its code (2-paying §5).
 */
export function VoucherDialog({ open, onClose, baseAmount, businessId, split, onApplied }: VoucherDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const locale = useLocale();
  const format = useFormatMoney();
  const [code, setCode] = useState('');
  const ids = { input: useId(), error: useId() };
  const evaluate = useMutation({
    mutationFn: (normalised: string) =>
      api.vouchers.evaluateVoucher({
        code: normalised,
        amount: baseAmount,
        businessId,
        ...(split ? { billId: split.billId, splitId: split.splitId } : {}),
      }),
    onSuccess: (result) => {
      const applied = result.ok ? appliedVoucherOf(result.value, baseAmount) : undefined;
      if (!applied) return;
      setCode('');
      onApplied(applied);
    },
  });

  const errorOf = (result: Awaited<ReturnType<typeof api.vouchers.evaluateVoucher>>): VoucherErrorMessage | undefined => {
    if (result.ok && appliedVoucherOf(result.value, baseAmount)) return undefined;
    const error = result.ok ? ({ message: 'Voucher unexpected error', code: 'UNEXPECTED' } as const) : result.error;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return voucherErrorMessage(error, baseAmount.currency, { date: (ms) => formatDate(ms, locale, { timeZone }), money: format });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalised = normaliseVoucherCode(code);
    if (normalised === '') return;
    evaluate.mutate(normalised);
  };

  const error = evaluate.isSuccess ? errorOf(evaluate.data) : undefined;
  return (
    <Dialog open={open} title={t('app.voucher.title')} onClose={onClose} closeLabel={t('app.close')}>
      <form className={classes.form} noValidate onSubmit={submit}>
        <label htmlFor={ids.input}>{t('app.voucher.code')}</label>
        <input
          id={ids.input}
          className={classes.input}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => setCode(normaliseVoucherCode(event.target.value))}
          aria-invalid={error !== undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <p id={ids.error} role="alert" className={classes.error}>
            {t(error.key, error.values)}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={code.trim() === ''} loading={evaluate.isPending} loadingLabel={t('app.voucher.checking')}>
          {t('app.voucher.apply')}
        </Button>
      </form>
    </Dialog>
  );
}
