import { useTranslation } from 'react-i18next';
import { addDefaultStrings } from '../../../lib/i18n/default-strings.js';
import strings from '../locales/en-US.json';

/**
 * Adds the news feature's en-US strings when its section first renders: it is a lazy part of the venue landing
 * page, never on the bill route's first render (lib/i18n/load-locale.ts). Other locales load with the rest of the
 * app's strings when the diner picks them.
 */
export function useNewsStrings(): void {
  const { i18n } = useTranslation();
  addDefaultStrings(i18n, strings);
}
