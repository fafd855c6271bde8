import { DEFAULT_LOCALE } from '@tableside/i18n';
import type { i18n } from 'i18next';

/**
 * Adds en-US strings (the default and fallback language) that are not in the app's first bundle: features whose
 * pages are never on the bill route's first render ship their en-US strings with their lazy routes
 * (`app/ordering-strings.ts`, `features/account/api/use-account-strings.ts`). Other locales load every feature's
 * strings when the diner picks them (`load-locale.ts`).
 */
export function addDefaultStrings(instance: i18n, strings: Readonly<Record<string, string>>): void {
  const missing = Object.keys(strings).some((key) => instance.getResource(DEFAULT_LOCALE, 'translation', key) === undefined);
  if (missing) instance.addResources(DEFAULT_LOCALE, 'translation', strings);
}
