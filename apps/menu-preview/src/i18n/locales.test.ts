import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createI18n } from './i18n.js';
import { DEFAULT_LOCALE, UI_LOCALES } from '@tableside/i18n';

const dir = join(import.meta.dirname, '..', 'locales');
const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const reference = read(DEFAULT_LOCALE);
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locale files: "Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE" (1-core §1)', () => {
  test('there is one file per UI locale and no other', () => {
    expect(
      readdirSync(dir)
        .map((file) => file.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...UI_LOCALES].sort());
  });

  test.each(UI_LOCALES.map((locale) => [locale]))('%s has every key of en-US, none empty, with the same variables', (locale) => {
    const resource = read(locale);
    expect(Object.keys(resource).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(resource)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(variables(text), `${locale} ${key}`).toEqual(variables(reference[key] ?? ''));
    }
  });

  test('non-English locales are translated, not copies of en-US', () => {
    for (const locale of UI_LOCALES.filter((l) => !l.startsWith('en'))) expect(read(locale)['menu.showResults']).not.toBe(reference['menu.showResults']);
  });
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
