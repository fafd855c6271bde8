import { DEFAULT_RESOURCES, loadResources, type UiLocale } from '@tableside/i18n';
import { z } from 'zod';
import enUS from './locales/en-US.json';

/** The app's own strings; en-US is the reference key list. */
export type AppKey = keyof typeof enUS;
export const APP_KEYS = Object.keys(enUS);

const appResourcesSchema = z.record(z.string(), z.string().min(1));

/** The app strings of a locale, one chunk per locale (only en-US is in the entry). */
async function importAppStrings(locale: UiLocale): Promise<unknown> {
  if (locale === 'en-US') return enUS;
  const modules = import.meta.glob<{ default: unknown }>(['./locales/*.json', '!./locales/en-US.json']);
  const load = modules[`./locales/${locale}.json`];
  if (!load) throw new Error(`No app strings for locale ${locale}`);
  return (await load()).default;
}

/** "A translation load is retried once after 500 ms" (1-core §8, §9). */
export const TRANSLATION_RETRY_MS = 500;

async function once(locale: UiLocale): Promise<Record<string, string>> {
  const [shared, app] = await Promise.all([locale === 'en-US' ? DEFAULT_RESOURCES : loadResources(locale), importAppStrings(locale)]);
  return { ...shared, ...appResourcesSchema.parse(app) };
}

/**
 * Every string of a locale: the shared resources of @tableside/i18n (the spec's keys) plus the app's own. A failed
 * load is retried once after 500 ms; `wait` is injected so tests do not sleep.
 */
export async function loadLocale(locale: UiLocale, wait: (ms: number) => Promise<void>): Promise<Record<string, string>> {
  try {
    return await once(locale);
  } catch {
    await wait(TRANSLATION_RETRY_MS);
    return once(locale);
  }
}

/** The default locale's strings, bundled so the first render never waits. */
export const DEFAULT_STRINGS: Record<string, string> = { ...DEFAULT_RESOURCES, ...enUS };
