import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from './ui-locale.js';

/** The locale a bare language falls back to when no region matches. */
const LANGUAGE_DEFAULTS: Readonly<Record<string, UiLocale>> = {
  en: 'en-US',
  fr: 'fr',
  es: 'es',
  ca: 'ca',
  it: 'it-IT',
  pt: 'pt-PT',
  de: 'de-DE',
  nl: 'nl-NL',
};

const byLowerCase = new Map<string, UiLocale>(UI_LOCALES.map((locale) => [locale.toLowerCase(), locale]));

function normalise(tag: string): string {
  return tag.trim().replaceAll('_', '-').toLowerCase();
}

/**
 * Picks the interface locale from the browser's preferred languages (`navigator.languages`, passed in), in the
 * user's order: an exact supported tag first (`fr-BE`), else that language's default (`de-AT` → `de-DE`,
 * `en-AU` → `en-US`), else the next preference; with none usable, en-US (1-core §1 "The default is en-US").
 */
export function negotiateLocale(preferred: readonly string[]): UiLocale {
  for (const tag of preferred) {
    const normalised = normalise(tag);
    const exact = byLowerCase.get(normalised);
    if (exact !== undefined) return exact;
    const language = normalised.split('-')[0] ?? '';
    const fallback = LANGUAGE_DEFAULTS[language];
    if (fallback !== undefined) return fallback;
  }
  return DEFAULT_LOCALE;
}
