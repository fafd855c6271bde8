import { DEFAULT_LOCALE } from '@tableside/i18n';
import { useTranslation } from 'react-i18next';
import strings from '../locales/en-US.json';

/**
 * Adds the account feature's en-US strings (the default and fallback language) when one of its pages first renders:
 * they are not in the app's first bundle (lib/i18n/load-locale.ts). Other locales load with the rest of the app's
 * strings when the diner picks them.
 */
export function useAccountStrings(): void {
  const { i18n } = useTranslation();
  if (i18n.getResource(DEFAULT_LOCALE, 'translation', 'app.account.login.title') === undefined) {
    i18n.addResources(DEFAULT_LOCALE, 'translation', strings);
  }
}
