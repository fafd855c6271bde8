import { z } from 'zod';

/** The interface languages (1-core §1 "en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE"). */
export const UI_LOCALES = ['en-GB', 'en-US', 'en-CA', 'fr', 'es', 'ca', 'it-IT', 'pt-PT', 'de-DE', 'fr-BE', 'nl-NL', 'nl-BE'] as const;

export const uiLocaleSchema = z.enum(UI_LOCALES);
export type UiLocale = z.infer<typeof uiLocaleSchema>;

/** "The default is en-US" (1-core §1). */
export const DEFAULT_LOCALE: UiLocale = 'en-US';
