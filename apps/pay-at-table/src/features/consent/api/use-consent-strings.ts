import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import strings from '../locales/en-US.json';

/**
 * Adds the consent feature's en-US strings (the default and fallback language) when one of its dialogs or pages
 * first renders: none of them is on the bill route's first render (lib/i18n/load-locale.ts). Other locales load
 * with the rest of the app's strings when the diner picks them.
 */
export function useConsentStrings(): void {
  const { i18n } = useTranslation();
  addDefaultStrings(i18n, strings);
}
