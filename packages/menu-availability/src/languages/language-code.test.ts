import { describe, expect, test } from 'vitest';
import { LANGUAGE_ENDONYMS, LANGUAGE_PICKER_CODES, SUPPORTED_LANGUAGE_CODES, normaliseLanguageCode } from './language-code.js';

describe('"Supported language codes for menus and news (trimmed, upper-cased; GB maps to EN)" (3-menus §1, §5)', () => {
  test('"FR, EN, ES, DE, ZH, JA, IT, NL, PT, PL, CS, SK, SV, DA, NO, FI, HU, EL, UK, SL, HR, BS, SR, MK, BG, RO, RU, TR, KO, US"', () => {
    expect(SUPPORTED_LANGUAGE_CODES.join(', ')).toBe(
      'FR, EN, ES, DE, ZH, JA, IT, NL, PT, PL, CS, SK, SV, DA, NO, FI, HU, EL, UK, SL, HR, BS, SR, MK, BG, RO, RU, TR, KO, US',
    );
    expect(SUPPORTED_LANGUAGE_CODES).toHaveLength(30);
  });

  test.each([
    ['fr', 'FR', 'upper-cased'],
    ['  de ', 'DE', 'trimmed'],
    [' gb', 'EN', 'GB maps to EN'],
    ['En', 'EN', 'upper-cased'],
    ['us', 'US', 'matched against the supported list'],
    ['ko', 'KO', 'matched against the supported list'],
  ])('%j → %s (%s)', (input, code) => {
    expect(normaliseLanguageCode(input)).toEqual({ ok: true, value: code });
  });

  test.each([['xx'], ['english'], [''], ['en-GB']])('%j is not supported', (input) => {
    expect(normaliseLanguageCode(input)).toEqual({ ok: false, error: { code: 'unsupported-language-code', input } });
  });

  test('the picker lists every supported code but US, Ukrainian (UK) included', () => {
    expect(LANGUAGE_PICKER_CODES).toHaveLength(29);
    expect(LANGUAGE_PICKER_CODES).toContain('UK');
    expect(LANGUAGE_PICKER_CODES.every((code) => SUPPORTED_LANGUAGE_CODES.includes(code))).toBe(true);
    expect(SUPPORTED_LANGUAGE_CODES.filter((code) => !LANGUAGE_PICKER_CODES.includes(code))).toEqual(['US']);
  });

  test('every language the picker lists has a name of its own in the static list, Ukrainian as Українська', () => {
    const names = LANGUAGE_PICKER_CODES.map((code) => LANGUAGE_ENDONYMS[code]);
    expect(names.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(LANGUAGE_PICKER_CODES.length);
    expect(LANGUAGE_ENDONYMS.UK).toBe('Українська');
    expect(LANGUAGE_ENDONYMS.FR).toBe('Français');
  });
});
