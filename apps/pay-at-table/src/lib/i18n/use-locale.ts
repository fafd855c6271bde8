import { uiLocaleSchema, DEFAULT_LOCALE, type UiLocale } from '@tableside/i18n';
import { useTranslation } from 'react-i18next';

/** The active interface locale (validated: i18next may report a language we do not ship). */
export function useLocale(): UiLocale {
  const { i18n } = useTranslation();
  const parsed = uiLocaleSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}
