import { toDisplayUnits, toEpochMilliseconds, type Money } from '@tableside/billing-domain';
import { dateTimeFormat, numberFormat } from './intl-cache.js';
import type { UiLocale } from './ui-locale.js';

/**
 * Formats scale-5 money for display with a cached `Intl.NumberFormat` (DESIGN "formatting happens only at the edge"):
 * the currency's own decimals and symbol placement for the locale.
 */
export function formatMoney(amount: Money, locale: UiLocale): string {
  return moneyFormat(amount.currency, locale).format(toDisplayUnits(amount));
}

const moneyFormat = (currency: string, locale: UiLocale) => numberFormat(locale, { style: 'currency', currency });

/**
 * Builds now the formatter that `formatMoney` uses for `currency` in `locale`. The first `Intl.NumberFormat` a page
 * builds loads the runtime's number data (25–35 ms in Chromium at 4× CPU slowdown): a page that knows its currency
 * before its first render calls this in a task of its own, so that cost is not part of the render.
 */
export function prepareMoneyFormat(currency: string, locale: UiLocale): void {
  moneyFormat(currency, locale);
}

/** Formats a percentage stored in hundredths of a percent (1250 → 12.5 %), as the spec stores rates. */
export function formatPercent(rateInHundredthsOfPercent: number, locale: UiLocale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateInHundredthsOfPercent / 10_000);
}

/** Date formatting options: the time zone is passed in so the output never depends on the machine. */
export interface DateFormatOptions {
  timeZone: string;
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  timeStyle?: 'full' | 'long' | 'medium' | 'short';
}

/**
 * Formats a wire timestamp (seconds or milliseconds: "A timestamp above 9999999999 is treated as milliseconds",
 * 2-paying §5) with `Intl.DateTimeFormat`.
 */
export function formatDate(timestamp: number, locale: UiLocale, options: DateFormatOptions): string {
  const { timeZone, dateStyle = 'medium', timeStyle } = options;
  return dateTimeFormat(locale, { timeZone, dateStyle, ...(timeStyle ? { timeStyle } : {}) }).format(toEpochMilliseconds(timestamp));
}
