/** "Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE. The default is en-US" (1-core §1). */
export const UI_LOCALES = ['en-US', 'en-GB', 'en-CA', 'fr', 'es', 'ca', 'it-IT', 'pt-PT', 'de-DE', 'fr-BE', 'nl-NL', 'nl-BE'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'en-US';

function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * The UI locale for the browser's preferred languages: an exact match first, then the first locale of the same
 * language (fr-CA → fr, de → de-DE), else en-US.
 */
export function negotiateLocale(preferred: readonly string[]): UiLocale {
  for (const tag of preferred) {
    const exact = UI_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = UI_LOCALES.find((locale) => locale.split('-')[0] === language);
    if (sameLanguage && isUiLocale(sameLanguage)) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
