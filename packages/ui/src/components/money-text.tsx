import { toDisplayUnits, type Money } from '@tableside/billing-domain';

export interface MoneyTextProps {
  readonly amount: Money;
  /** A BCP 47 locale, e.g. `fr` or `en-GB`. */
  readonly locale: string;
  readonly className?: string;
}

/** Formats scale-5 money with `Intl.NumberFormat` for the locale and the amount's currency. */
export function formatMoneyText(amount: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(toDisplayUnits(amount));
}

/** An amount of money, formatted at the edge for the diner's locale. */
export function MoneyText({ amount, locale, className }: MoneyTextProps) {
  return <span className={className}>{formatMoneyText(amount, locale)}</span>;
}
