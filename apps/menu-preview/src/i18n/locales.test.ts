import { localeFileProblems } from '@tableside/i18n/i18next';
import { describe, expect, test } from 'vitest';
import { createI18n } from './i18n.js';

test('locale files: "Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE" (1-core §1), each complete and translated', () => {
  expect(localeFileProblems(import.meta.glob('../locales/*.json', { eager: true }), { translatedKeys: ['menu.showResults'] })).toEqual([]);
});

describe('createI18n', () => {
  test('loads the negotiated locale with flat keys and interpolation', async () => {
    const i18n = await createI18n(['fr-FR']);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('menu.fromPrice', { price: '8,00 €' })).toBe('à partir de 8,00 €');
  });

  test('negotiates with @tableside/i18n: a regional tag falls back to its language (de-AT → de-DE)', async () => {
    expect((await createI18n(['ja', 'de-AT'])).language).toBe('de-DE');
  });

  test('en-US by default', async () => {
    const i18n = await createI18n(['ja']);
    expect([i18n.language, i18n.t('menu.calories', { value: 650 })]).toEqual(['en-US', '650 kcals']);
  });
});
