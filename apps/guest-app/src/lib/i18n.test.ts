import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, UI_LOCALES } from '@tableside/i18n';
import { describe, expect, test } from 'vitest';
import { createI18n } from './i18n.js';

const dir = join(import.meta.dirname, '..', 'locales');
const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const reference = read(DEFAULT_LOCALE);
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locale files: one per UI locale of 1-core §1, each complete', () => {
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
    for (const locale of UI_LOCALES.filter((l) => !l.startsWith('en'))) {
      const resource = read(locale);
      const copied = Object.keys(reference).filter((key) => resource[key] === reference[key]);
      expect(copied, locale).toEqual([]);
    }
  });
});

describe('createI18n', () => {
  test('negotiates the locale with @tableside/i18n (fr-CA → fr, de → de-DE) and interpolates', async () => {
    const fr = await createI18n(['fr-CA']);
    expect([fr.language, fr.t('onboarding.title', { name: 'Le Petit Zinc' })]).toEqual(['fr', 'Bienvenue chez Le Petit Zinc']);
    expect(fr.t('locator.count', { count: 2 })).toBe('2 restaurants trouvés');
    expect((await createI18n(['de'])).language).toBe('de-DE');
  });

  test('en-US by default', async () => {
    const i18n = await createI18n(['ja']);
    expect([i18n.language, i18n.t('locator.title')]).toEqual(['en-US', 'Find a restaurant']);
  });
});
