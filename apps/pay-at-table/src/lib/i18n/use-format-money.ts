import type { Money } from '@tableside/billing-domain';
import { formatMoney } from '@tableside/i18n';
import { useCallback } from 'react';
import { useLocale } from './use-locale.js';

/** Formats scale-5 money for the active locale with `Intl.NumberFormat` (via @tableside/i18n). */
export function useFormatMoney(): (amount: Money) => string {
  const locale = useLocale();
  return useCallback((amount: Money) => formatMoney(amount, locale), [locale]);
}
