import { DEFAULT_LOCALE, DEFAULT_RESOURCES, UI_LOCALES } from '@tableside/i18n';
import { describe, expect, test, vi } from 'vitest';
import { DEFAULT_STRINGS, TRANSLATION_RETRY_MS, loadLocale } from './load-locale.js';

describe('loadLocale', () => {
  test('the default locale holds the shared spec keys and the app keys', async () => {
    expect(DEFAULT_STRINGS['split.issueSplit.failed']).toBe(DEFAULT_RESOURCES['split.issueSplit.failed']);
    expect(DEFAULT_STRINGS['app.payChoice.split']).toBe('Split the check');
    expect(await loadLocale('en-US', async () => undefined)).toEqual(DEFAULT_STRINGS);
  });

  test('a non-default locale is loaded with both sets of strings', async () => {
    const wait = vi.fn(async () => undefined);
    const strings = await loadLocale('fr', wait);
    expect(strings['app.payChoice.split']).toBe("Partager l'addition");
    expect(strings['error.defaultTitle']).toBeTruthy();
    expect(wait).not.toHaveBeenCalled();
  });

  const everyFeatureKey = Object.values(
    import.meta.glob<Record<string, string>>(['../../features/*/locales/en-US.json', '../*/locales/en-US.json'], { eager: true, import: 'default' }),
  ).flatMap((file) => Object.keys(file));
  test.each(UI_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    '%s loads the strings of every feature, lazy ones included, in one go',
    async (locale) => {
      const strings = await loadLocale(locale, async () => undefined);
      expect(everyFeatureKey.length).toBeGreaterThan(100);
      expect(everyFeatureKey.filter((key) => strings[key] === undefined)).toEqual([]);
    },
  );

  test('"A translation load is retried once after 500 ms" (1-core §8)', async () => {
    const wait = vi.fn(async () => undefined);
    const resources = await import('@tableside/i18n');
    const spy = vi.spyOn(resources, 'loadResources');
    spy.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(loadLocale('de-DE', wait)).resolves.toMatchObject({ 'app.tips.none': 'Kein Trinkgeld' });
    expect(wait).toHaveBeenCalledWith(TRANSLATION_RETRY_MS);
  });
});
