import type { Money } from '@tableside/billing-domain';
import type { CardFields as ProviderCardFields, PaymentMethodInput } from '@tableside/payments';
import { Button } from '@tableside/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields, collectCard } from './card-fields.js';
import classes from './card-hold-form.module.css';

export interface CardHoldFormProps {
  readonly submitLabel: string;
  readonly loading: boolean;
  /** The hold's amount. */
  readonly amount: Money;
  /** The card the provider tokenized in its own frame (the app never reads the number). */
  readonly onSubmit: (paymentMethod: PaymentMethodInput) => void;
  /** The provider's card frame could not be reached. */
  readonly onUnavailable: () => void;
}

/** The card of a hold (pre-authorisation or tab): the provider's card fields, held with manual capture. */
export function CardHoldForm({ submitLabel, loading, amount, onSubmit, onUnavailable }: CardHoldFormProps) {
  const { t } = useTranslation();
  const fields = useRef<ProviderCardFields | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const [collecting, setCollecting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (collecting || loading) return;
    setCollecting(true);
    const card = await collectCard(fields);
    setCollecting(false);
    // An invalid card is marked in the provider's frame; the diner corrects it there.
    if (card.ok) onSubmit(card.paymentMethod);
    else if (card.code === 'card-frame-unavailable') onUnavailable();
  }

  return (
    <form ref={form} className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
      <CardFields fieldsRef={fields} amount={amount} captureMethod="manual" onSubmit={() => form.current?.requestSubmit()} />
      <Button type="submit" fullWidth loading={loading || collecting} loadingLabel={t('app.preauth.authorizing')}>
        {submitLabel}
      </Button>
    </form>
  );
}
