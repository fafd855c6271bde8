import * as z from 'zod/mini';
import enUS from './locales/en-US.json' with { type: 'json' };
import type { UiLocale } from './ui-locale.js';

/** Every translation key; en-US, the default locale, is the reference list. Keys are flat and verbatim from the specs. */
export type TranslationKey = keyof typeof enUS;

/** True when `key` is a known translation key. */
export function isTranslationKey(key: string): key is TranslationKey {
  return Object.hasOwn(enUS, key);
}

/** The keys of every locale, in the reference order. */
export const TRANSLATION_KEYS: readonly TranslationKey[] = Object.keys(enUS).filter(isTranslationKey);

const shape = Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, z.string().check(z.minLength(1))])) as Record<TranslationKey, z.ZodMiniString>;

/** One locale's strings: every reference key, as i18next-style text (`{{count}}` placeholders). */
export const resourcesSchema = z.strictObject(shape);
export type Resources = z.infer<typeof resourcesSchema>;

/** The default locale's resources, bundled because the app renders with them first. */
export const DEFAULT_RESOURCES: Resources = resourcesSchema.parse(enUS);

/**
 * Checks a loaded locale file at the boundary: exactly the reference keys, each a non-empty string.
 * Throws on a broken file, which is a build error rather than a runtime condition.
 */
export function parseResources(locale: UiLocale, data: unknown): Resources {
  const parsed = resourcesSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Locale ${locale} resources are invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The resource key, when `key` names one; undefined otherwise. */
export function translationKeyIn(resources: Resources, key: string): TranslationKey | undefined {
  return isTranslationKey(key) && Object.hasOwn(resources, key) ? key : undefined;
}
