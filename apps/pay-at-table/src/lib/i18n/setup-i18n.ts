import { DEFAULT_LOCALE, type UiLocale } from '@tableside/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_STRINGS, loadLocale } from './load-locale.js';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates the i18next instance. Keys are flat and verbatim from the specs (`split.issueSplit.failed`), so
 * neither dots nor colons separate anything.
 */
export async function setupI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: DEFAULT_STRINGS } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Loads a locale on first use (its own chunk) and switches to it; no document involved (the server renders with it too). */
export async function switchLanguage(instance: i18n, locale: UiLocale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadLocale(locale, wait));
  }
  await instance.changeLanguage(locale);
}

/** Loads a locale on first use (its own chunk), then switches to it and sets the document language. */
export async function changeLocale(instance: i18n, locale: UiLocale): Promise<void> {
  await switchLanguage(instance, locale);
  document.documentElement.lang = locale;
}
