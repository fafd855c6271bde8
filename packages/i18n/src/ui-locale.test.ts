import { describe, expect, test } from 'vitest';
import { UI_LOCALES, UI_LOCALE_NAMES } from './ui-locale.js';

describe("UI_LOCALE_NAMES: the language picker's static names", () => {
  test('names every interface language, and no other', () => {
    expect(Object.keys(UI_LOCALE_NAMES).sort()).toEqual([...UI_LOCALES].sort());
    for (const locale of UI_LOCALES) expect(UI_LOCALE_NAMES[locale].trim()).not.toBe('');
  });

  test('tells every locale apart, the three Englishes and the two Dutch and French included', () => {
    expect(new Set(Object.values(UI_LOCALE_NAMES)).size).toBe(UI_LOCALES.length);
  });
});
