import type { Money } from '@tableside/billing-domain';
import { Button, Dialog } from '@tableside/ui';
import { canConfirmTip, customTipAmount, parseCustomTipAmount, parseCustomTipPercent, type CustomTip } from '@tableside/tips-engine';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import classes from './tips-page.module.css';

type Mode = 'percent' | 'amount';

/** The custom tip read from the field, or the key of the message to show. */
export function readCustomTip(mode: Mode, text: string, base: Money): { ok: true; custom: CustomTip; amount: Money } | { ok: false; errorKey: string } {
  if (mode === 'percent') {
    const rate = parseCustomTipPercent(text);
    if (!rate.ok) return { ok: false, errorKey: rate.error.code === 'error.amountIsInfinite' ? 'tips.custom.infinityJoke' : rate.error.code };
    const custom: CustomTip = { kind: 'rate', rate: rate.value };
    return { ok: true, custom, amount: customTipAmount(custom, base) };
  }
  const amount = parseCustomTipAmount(text, base.currency);
  if (!amount.ok) return { ok: false, errorKey: amount.error.code === 'error.amountIsInfinite' ? 'tips.custom.infinityJoke' : amount.error.code };
  return { ok: true, custom: { kind: 'amount', amount: amount.value }, amount: amount.value };
}

/**
 * The custom tip modal (2-paying §2, §5): a percent or amount toggle; whole percents; amounts with two decimals,
 * comma or dot; 'error.amountMustBeANumber' and the infinity joke; confirm disabled while the tip is zero.
 */
export function CustomTipDialog({
  open,
  title,
  base,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  base: Money;
  onClose: () => void;
  onConfirm: (custom: CustomTip) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [mode, setMode] = useState<Mode>('percent');
  const [text, setText] = useState('');
  const ids = { input: useId(), error: useId() };
  const read = readCustomTip(mode, text, base);
  const confirmable = read.ok && canConfirmTip(read.amount);
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={t('app.close')}>
      <fieldset className={classes.toggle}>
        <legend>{t('app.tips.custom.mode')}</legend>
        {(['percent', 'amount'] as const).map((value) => (
          <label key={value} className={classes.option}>
            <input
              type="radio"
              name="custom-tip-mode"
              className={classes.radio}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setText('');
              }}
            />
            {value === 'percent' ? t('app.tips.custom.percent') : t('app.tips.custom.amount')}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.input}>
        {mode === 'percent' ? t('app.tips.custom.percentLabel') : t('app.tips.custom.amountLabel', { currency: base.currency })}
      </label>
      <input
        id={ids.input}
        className={classes.input}
        inputMode={mode === 'percent' ? 'numeric' : 'decimal'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={!read.ok}
        aria-describedby={read.ok ? undefined : ids.error}
      />
      {read.ok ? (
        <p className={classes.muted}>{t('app.tips.custom.preview', { amount: format(read.amount) })}</p>
      ) : (
        <p id={ids.error} role="alert" className={classes.error}>
          {t(read.errorKey)}
        </p>
      )}
      <Button fullWidth disabled={!confirmable} onClick={() => read.ok && onConfirm(read.custom)}>
        {t('app.tips.custom.confirm')}
      </Button>
    </Dialog>
  );
}
