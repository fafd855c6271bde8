import { DEFAULT_LOCALE, negotiateLocale, type UiLocale } from '@tableside/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import enUS from '../locales/en-US.json';

const resourceSchema = z.record(z.string(), z.string());

// Non-default locales are separate chunks, loaded only when active.
const loaders = import.meta.glob<{ default: unknown }>('../locales/*.json');

async function loadResource(locale: UiLocale): Promise<Record<string, string>> {
  if (locale === DEFAULT_LOCALE) return resourceSchema.parse(enUS);
  const loader = loaders[`../locales/${locale}.json`];
  if (!loader) throw new Error(`No locale file for ${locale}`);
  return resourceSchema.parse((await loader()).default);
}

/** The i18next instance for the locale negotiated by @tableside/i18n, with en-US as fallback. Keys are flat (`landing.title`). */
export async function createI18n(preferred: readonly string[]): Promise<i18n> {
  const locale = negotiateLocale(preferred);
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, string> }> = { [DEFAULT_LOCALE]: { translation: resourceSchema.parse(enUS) } };
  if (locale !== DEFAULT_LOCALE) resources[locale] = { translation: await loadResource(locale) };
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
