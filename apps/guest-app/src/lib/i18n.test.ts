import { localeFileProblems } from '@tableside/i18n/i18next';
import { describe, expect, test } from 'vitest';
import { createI18n } from './i18n.js';

test('locale files: one per UI locale of 1-core §1, each complete (every key of en-US, none empty, the same variables) and translated', () => {
  expect(localeFileProblems(import.meta.glob('../locales/*.json', { eager: true }))).toEqual([]);
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
