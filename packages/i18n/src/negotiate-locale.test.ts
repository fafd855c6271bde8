import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { negotiateLocale } from './negotiate-locale.js';
import { UI_LOCALES, type UiLocale } from './ui-locale.js';

describe('negotiateLocale: "Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE. The default is en-US." (1-core §1)', () => {
  test.each<[string, string[], UiLocale]>([
    ['an exact supported tag', ['fr-BE', 'en-US'], 'fr-BE'],
    ['case and underscore do not matter', ['NL_be'], 'nl-BE'],
    ['a bare language with a regional default', ['de'], 'de-DE'],
    ['another region of a supported language', ['de-AT'], 'de-DE'],
    ['French from Canada falls back to fr', ['fr-CA'], 'fr'],
    ['English from Australia falls back to en-US', ['en-AU'], 'en-US'],
    ['Brazilian Portuguese falls back to pt-PT', ['pt-BR'], 'pt-PT'],
    ['Catalan with a region', ['ca-ES'], 'ca'],
    ['Italian bare', ['it'], 'it-IT'],
    ['Dutch bare', ['nl'], 'nl-NL'],
    ['Spanish from Mexico', ['es-MX'], 'es'],
    ['English from Canada', ['en-CA'], 'en-CA'],
    ['an unsupported language is skipped for the next preference', ['ja-JP', 'es-ES'], 'es'],
    ['nothing usable: the default en-US', ['ja', 'zh-CN'], 'en-US'],
    ['no preferences: the default en-US', [], 'en-US'],
    ['an empty tag is skipped', ['', 'en-GB'], 'en-GB'],
  ])('%s', (_case, languages, expected) => {
    expect(negotiateLocale(languages)).toBe(expected);
  });

  test('property: always a supported locale, and a supported first preference always wins', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.constantFrom(...UI_LOCALES), (languages, first) => {
        expect(UI_LOCALES).toContain(negotiateLocale(languages));
        expect(negotiateLocale([first, ...languages])).toBe(first);
      }),
    );
  });
});
