import * as z from 'zod/mini';
import { exhaustiveLocale } from '../exhaustive-locale.js';
import { loadResources } from '../load-resources.js';
import type { Resources, TranslationKey } from '../resources.js';
import type { UiLocale } from '../ui-locale.js';
import enUS from './locales/en-US.json' with { type: 'json' };

/**
 * Strings only the server words: receipt PDFs, e-mails, the login SMS and the e-mail verification page. They live
 * apart from the UI strings so that no diner's browser downloads them with the app.
 */
export type ServerOnlyKey = keyof typeof enUS;
/** Every key a server text may use: the UI strings and the server-only ones. */
export type ServerTranslationKey = TranslationKey | ServerOnlyKey;
export type ServerResources = Resources & Record<ServerOnlyKey, string>;

function isServerOnlyKey(key: string): key is ServerOnlyKey {
  return Object.hasOwn(enUS, key);
}

/** The server-only keys, in the reference order of en-US. */
export const SERVER_ONLY_KEYS: readonly ServerOnlyKey[] = Object.keys(enUS).filter(isServerOnlyKey);

const shape = Object.fromEntries(SERVER_ONLY_KEYS.map((key) => [key, z.string().check(z.minLength(1))])) as Record<ServerOnlyKey, z.ZodMiniString>;
const serverOnlySchema = z.strictObject(shape);

async function importServerLocale(locale: UiLocale): Promise<unknown> {
  switch (locale) {
    case 'en-US':
      return enUS;
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

/** Checks a server-only locale file at the boundary: exactly the reference keys, each a non-empty string. */
export function parseServerOnlyResources(locale: UiLocale, data: unknown): Record<ServerOnlyKey, string> {
  const parsed = serverOnlySchema.safeParse(data);
  if (!parsed.success) throw new Error(`Locale ${locale} server resources are invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Loads one locale's UI strings and server-only strings, checked, as one table. */
export async function loadServerResources(locale: UiLocale): Promise<ServerResources> {
  const [ui, server] = await Promise.all([loadResources(locale), importServerLocale(locale)]);
  return { ...ui, ...parseServerOnlyResources(locale, server) };
}
