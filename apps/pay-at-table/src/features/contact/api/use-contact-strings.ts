import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import strings from '../locales/en-US.json';

/**
 * Adds the contact feature's en-US strings when its page or banner first renders: neither is on the bill route's
 * first render (lib/i18n/load-locale.ts). Other locales load with the rest of the app's strings.
 */
export function useContactStrings(): void {
  const { i18n } = useTranslation();
  addDefaultStrings(i18n, strings);
}
