import { translationKeyIn, type Resources, type TranslationKey } from './resources.js';
import { pluralRulesOf } from './intl-cache.js';
import type { UiLocale } from './ui-locale.js';

/** The CLDR plural category of `count` in `locale` (`one`, `other`, and `many` for large numbers in fr, es, pt, ca, it). */
export function pluralCategory(count: number, locale: UiLocale): Intl.LDMLPluralRule {
  return pluralRulesOf(locale).select(count);
}

/**
 * The key of a plural string, i18next style (`base_one`, `base_other`): the category's key when the resources
 * have it, otherwise `base_other`, which every plural string has.
 */
export function pluralKey(base: string, count: number, locale: UiLocale, resources: Resources): TranslationKey {
  const key = translationKeyIn(resources, `${base}_${pluralCategory(count, locale)}`) ?? translationKeyIn(resources, `${base}_other`);
  if (key === undefined) throw new Error(`No plural strings for "${base}"`);
  return key;
}
