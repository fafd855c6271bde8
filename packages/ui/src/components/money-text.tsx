import { toDisplayUnits, type Money } from '@tableside/billing-domain';

export interface MoneyTextProps {
  readonly amount: Money;
  /** A BCP 47 locale, e.g. `fr` or `en-GB`. */
  readonly locale: string;
  readonly className?: string;
}

/** One `Intl.NumberFormat` per locale and currency, built on first use (issue 12 "Cached `Intl` formatters"). */
const currencyFormats = new Map<string, Intl.NumberFormat>();

/** The currency formatter of a locale, reused across calls and renders. */
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/** Formats scale-5 money with `Intl.NumberFormat` for the locale and the amount's currency. */
export function formatMoneyText(amount: Money, locale: string): string {
  return currencyFormat(locale, amount.currency).format(toDisplayUnits(amount));
}

/** An amount of money, formatted at the edge for the diner's locale. */
export function MoneyText({ amount, locale, className }: MoneyTextProps) {
  return <span className={className}>{formatMoneyText(amount, locale)}</span>;
}
