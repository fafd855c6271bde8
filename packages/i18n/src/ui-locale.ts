import * as z from 'zod/mini';

/** The interface languages (1-core §1 "en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE"). */
export const UI_LOCALES = ['en-GB', 'en-US', 'en-CA', 'fr', 'es', 'ca', 'it-IT', 'pt-PT', 'de-DE', 'fr-BE', 'nl-NL', 'nl-BE'] as const;

export const uiLocaleSchema = z.enum(UI_LOCALES);
export type UiLocale = z.infer<typeof uiLocaleSchema>;

/** "The default is en-US" (1-core §1). */
export const DEFAULT_LOCALE: UiLocale = 'en-US';

/**
 * Each interface language named in itself, as the language picker lists it: a static list (issue 12 "A static list
 * of language names"), the names `Intl.DisplayNames` gives for each locale in that locale, without building 12 of
 * them on every render.
 */
export const UI_LOCALE_NAMES: Readonly<Record<UiLocale, string>> = {
  'en-GB': 'British English',
  'en-US': 'American English',
  'en-CA': 'Canadian English',
  fr: 'français',
  es: 'español',
  ca: 'català',
  'it-IT': 'italiano (Italia)',
  'pt-PT': 'português europeu',
  'de-DE': 'Deutsch (Deutschland)',
  'fr-BE': 'français (Belgique)',
  'nl-NL': 'Nederlands (Nederland)',
  'nl-BE': 'Vlaams',
};
