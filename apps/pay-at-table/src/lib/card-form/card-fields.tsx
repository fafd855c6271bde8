import type { Money } from '@tableside/billing-domain';
import type { CardFields as ProviderCardFields, CollectedCard } from '@tableside/payments';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale.js';
import { useServices } from '../services-context.js';
import classes from './card-fields.module.css';

/** What a page holds to read the card: the provider's `collect`, once its fields are mounted. */
export type CardFieldsRef = RefObject<ProviderCardFields | undefined>;

/** Reads the card from mounted fields; `card-frame-unavailable` while they are not mounted yet. */
export function collectCard(fields: CardFieldsRef): Promise<CollectedCard> {
  return fields.current ? fields.current.collect() : Promise.resolve({ ok: false, code: 'card-frame-unavailable' });
}

export interface CardFieldsProps {
  /** Filled with the mounted fields (and emptied when they go). */
  readonly fieldsRef: CardFieldsRef;
  readonly amount: Money;
  readonly captureMethod?: 'automatic' | 'manual';
  /** "Venue FR: card form autofocus is off" (2-paying §9). */
  readonly autofocus?: boolean;
  /** Enter in a card field: the page submits its form. */
  readonly onSubmit?: () => void;
}

/**
 * The card fields of the payment provider, mounted from its own origin (issue 11, PCI SAQ A): the sandbox's card
 * page in an iframe, or Stripe's Payment Element. The app never sees the card number: `collect` gives the payment
 * method the provider tokenized.
 */
export function CardFields({ fieldsRef, amount, captureMethod, autofocus = false, onSubmit }: CardFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { payments } = useServices();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ amount, captureMethod, onSubmit });
  useEffect(() => {
    latest.current = { amount, captureMethod, onSubmit };
  });
  const title = t('app.payment.cardFrame');
  // The mounted fields and the amount they were last given: a tip (or voucher, or reward) changing the charge after
  // mounting goes to the fields (Stripe's Payment Element needs the charge it confirms).
  const current = useRef<{ fields: ProviderCardFields; amount: Money } | undefined>(undefined);
  const syncAmount = useCallback(() => {
    const mounted = current.current;
    const wanted = latest.current.amount;
    if (!mounted || (mounted.amount.amount === wanted.amount && mounted.amount.currency === wanted.currency)) return;
    mounted.amount = wanted;
    void mounted.fields.updateAmount?.(wanted);
  }, []);

  useEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    let active = true;
    let mounted: ProviderCardFields | undefined;
    const { amount: mountAmount, captureMethod: mountCapture } = latest.current;
    void payments
      .mountCardFields(target, {
        locale,
        title,
        amount: mountAmount,
        ...(mountCapture ? { captureMethod: mountCapture } : {}),
        autofocus,
        onSubmit: () => latest.current.onSubmit?.(),
      })
      .then((fields) => {
        if (!active) {
          fields.destroy();
          return;
        }
        mounted = fields;
        fieldsRef.current = fields;
        current.current = { fields, amount: mountAmount };
        syncAmount();
      });
    return () => {
      active = false;
      mounted?.destroy();
      if (fieldsRef.current === mounted) fieldsRef.current = undefined;
      if (current.current?.fields === mounted) current.current = undefined;
    };
  }, [payments, locale, title, autofocus, fieldsRef, syncAmount]);

  useEffect(syncAmount, [amount.amount, amount.currency, syncAmount]);

  return <div ref={container} className={classes.frame} />;
}
