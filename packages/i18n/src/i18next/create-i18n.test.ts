import type { ThirdPartyModule } from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import { UI_LOCALES } from '../ui-locale.js';
import { createI18n, localeOfFile } from './index.js';

const enUS = { 'landing.title': 'Welcome to {{name}}', 'landing.only': 'Only in English' };
const translated: Record<string, Record<string, string>> = {
  fr: { 'landing.title': 'Bienvenue chez {{name}}' },
  'de-DE': { 'landing.title': 'Willkommen bei {{name}}' },
};
const loads: string[] = [];
const localeFiles = Object.fromEntries(
  UI_LOCALES.map((locale) => [
    `../locales/${locale}.json`,
    async () => {
      loads.push(locale);
      return { default: translated[locale] ?? enUS };
    },
  ]),
);

describe('createI18n', () => {
  test('negotiates the locale (fr-CA → fr, de → de-DE), loads only that file and interpolates without escaping', async () => {
    loads.length = 0;
    const fr = await createI18n({ preferred: ['fr-CA'], defaultResource: enUS, localeFiles });
    expect([fr.language, fr.t('landing.title', { name: 'Le <Petit> Zinc' })]).toEqual(['fr', 'Bienvenue chez Le <Petit> Zinc']);
    expect((await createI18n({ preferred: ['de'], defaultResource: enUS, localeFiles })).language).toBe('de-DE');
    expect(loads).toEqual(['fr', 'de-DE']);
  });

  test('flat keys: dots and colons separate nothing; a key missing from the locale falls back to en-US', async () => {
    const fr = await createI18n({ preferred: ['fr'], defaultResource: { ...enUS, 'a.b:c': 'Flat' }, localeFiles });
    expect([fr.t('a.b:c'), fr.t('landing.only')]).toEqual(['Flat', 'Only in English']);
  });

  test('en-US by default, loading no file', async () => {
    loads.length = 0;
    const i18n = await createI18n({ preferred: ['ja'], defaultResource: enUS, localeFiles: {} });
    expect([i18n.language, i18n.t('landing.title', { name: 'Zinc' })]).toEqual(['en-US', 'Welcome to Zinc']);
    expect(loads).toEqual([]);
  });

  test('uses the given modules (such as the React binding) before initialising', async () => {
    const init = vi.fn();
    const module: ThirdPartyModule = { type: '3rdParty', init };
    const i18n = await createI18n({ preferred: [], defaultResource: enUS, localeFiles, modules: [module] });
    expect(init).toHaveBeenCalledWith(i18n);
  });

  test('a negotiated locale with no file, or a file that is not flat strings, is an error', async () => {
    await expect(createI18n({ preferred: ['es'], defaultResource: enUS, localeFiles: {} })).rejects.toThrow('No locale file for es');
    await expect(createI18n({ preferred: ['es'], defaultResource: enUS, localeFiles: { '/es.json': async () => ({ default: { a: 1 } }) } })).rejects.toThrow();
    await expect(createI18n({ preferred: [], defaultResource: { a: { b: 'nested' } }, localeFiles })).rejects.toThrow();
  });

  test('localeOfFile reads the locale from the file name', () => {
    expect([localeOfFile('../locales/fr-BE.json'), localeOfFile('ca.json')]).toEqual(['fr-BE', 'ca']);
  });
});
