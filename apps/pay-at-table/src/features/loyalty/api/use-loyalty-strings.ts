import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import strings from '../locales/en-US.json';

/**
 * Adds the loyalty feature's en-US strings (the default and fallback language) when one of its parts first renders:
 * they are not in the app's first bundle (lib/i18n/load-locale.ts). Other locales load with the rest of the app's
 * strings when the diner picks them.
 */
export function useLoyaltyStrings(): void {
  const { i18n } = useTranslation();
  addDefaultStrings(i18n, strings);
}
