import { describe, expect, test } from 'vitest';
import { pluralCategory, pluralKey } from './plural.js';
import { DEFAULT_RESOURCES } from './resources.js';
import type { UiLocale } from './ui-locale.js';

describe('plural strings with Intl.PluralRules', () => {
  test.each<[UiLocale, number, string, string]>([
    ['en-US', 1, 'one', 'split.alreadyPaidItemsModal.count_one'],
    ['en-US', 0, 'other', 'split.alreadyPaidItemsModal.count_other'],
    ['en-US', 2, 'other', 'split.alreadyPaidItemsModal.count_other'],
    ['fr', 0, 'one', 'split.alreadyPaidItemsModal.count_one'],
    ['fr', 1, 'one', 'split.alreadyPaidItemsModal.count_one'],
    ['fr', 1_000_000, 'many', 'split.alreadyPaidItemsModal.count_other'],
    ['de-DE', 1, 'one', 'split.alreadyPaidItemsModal.count_one'],
  ])('%s %i is %s → %s', (locale, count, category, key) => {
    expect(pluralCategory(count, locale)).toBe(category);
    expect(pluralKey('split.alreadyPaidItemsModal.count', count, locale, DEFAULT_RESOURCES)).toBe(key);
  });

  test('a base without plural strings is a broken invariant', () => {
    expect(() => pluralKey('error.defaultTitle', 2, 'en-US', DEFAULT_RESOURCES)).toThrow('No plural strings for "error.defaultTitle"');
  });
});
