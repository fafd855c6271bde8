import { Button } from '@tableside/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCardForm, type CardFormField, type CardInput } from '../../../lib/card-form/parse-card-form.js';
import classes from './preauth.module.css';

export interface CardHoldFormProps {
  readonly submitLabel: string;
  readonly loading: boolean;
  readonly onSubmit: (card: CardInput) => void;
}

/** The card of a hold (pre-authorisation or tab): number, expiry and CVC, each marked when invalid. */
export function CardHoldForm({ submitLabel, loading, onSubmit }: CardHoldFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [invalid, setInvalid] = useState<readonly CardFormField[]>([]);
  const errorId = `${id}-error`;
  const field = (name: CardFormField) => (invalid.includes(name) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const card = parseCardForm({ number: String(data.get('cardNumber') ?? ''), expiry: String(data.get('expiry') ?? ''), cvc: String(data.get('cvc') ?? '') });
    if (!card.ok) {
      setInvalid(card.error.fields);
      return;
    }
    setInvalid([]);
    onSubmit(card.value);
  }

  return (
    <form className={classes.form} noValidate onSubmit={submit}>
      <label className={classes.field}>
        {t('app.payment.cardNumber')}
        <input name="cardNumber" className={classes.input} inputMode="numeric" autoComplete="cc-number" {...field('number')} />
      </label>
      <label className={classes.field}>
        {t('app.payment.expiry')}
        <input name="expiry" className={classes.input} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
      </label>
      <label className={classes.field}>
        {t('app.payment.cvc')}
        <input name="cvc" className={classes.input} inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />
      </label>
      {invalid.length > 0 ? (
        <p id={errorId} role="alert">
          {t('app.payment.invalidCard')}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={loading} loadingLabel={t('app.preauth.authorizing')}>
        {submitLabel}
      </Button>
    </form>
  );
}
