import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import strings from '../locales/en-US.json';

/**
 * Adds the branding feature's en-US strings when the venue branding first renders: it loads after the page, with the
 * header's controls, so its strings are not on the bill route's first render. Other locales load with the rest of
 * the app's strings.
 */
export function useBrandingStrings(): void {
  const { i18n } = useTranslation();
  addDefaultStrings(i18n, strings);
}
