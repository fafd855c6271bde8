import { DEFAULT_RESOURCES, parseResources, type Resources } from './resources.js';
import { exhaustiveLocale } from './exhaustive-locale.js';
import type { UiLocale } from './ui-locale.js';

async function importLocale(locale: UiLocale): Promise<unknown> {
  // One dynamic import per file, so each non-default locale is its own chunk, loaded only when chosen.
  switch (locale) {
    case 'en-US':
      return DEFAULT_RESOURCES;
    case 'en-GB':
      return (await import('./locales/en-GB.json', { with: { type: 'json' } })).default;
    case 'en-CA':
      return (await import('./locales/en-CA.json', { with: { type: 'json' } })).default;
    case 'fr':
      return (await import('./locales/fr.json', { with: { type: 'json' } })).default;
    case 'fr-BE':
      return (await import('./locales/fr-BE.json', { with: { type: 'json' } })).default;
    case 'es':
      return (await import('./locales/es.json', { with: { type: 'json' } })).default;
    case 'ca':
      return (await import('./locales/ca.json', { with: { type: 'json' } })).default;
    case 'it-IT':
      return (await import('./locales/it-IT.json', { with: { type: 'json' } })).default;
    case 'pt-PT':
      return (await import('./locales/pt-PT.json', { with: { type: 'json' } })).default;
    case 'de-DE':
      return (await import('./locales/de-DE.json', { with: { type: 'json' } })).default;
    case 'nl-NL':
      return (await import('./locales/nl-NL.json', { with: { type: 'json' } })).default;
    case 'nl-BE':
      return (await import('./locales/nl-BE.json', { with: { type: 'json' } })).default;
    default:
      return exhaustiveLocale(locale);
  }
}

/** Loads and checks the resources of one locale (the default locale is already bundled). */
export async function loadResources(locale: UiLocale): Promise<Resources> {
  return parseResources(locale, await importLocale(locale));
}
