import { UI_LOCALES, type UiLocale } from '@tableside/i18n';
import { useTranslation } from 'react-i18next';

/** The active UI locale (i18next's language, one of the 12). */
export function useUiLocale(): UiLocale {
  const { i18n } = useTranslation();
  return (UI_LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as UiLocale) : 'en-US';
}
