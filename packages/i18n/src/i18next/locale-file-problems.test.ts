import { describe, expect, test } from 'vitest';
import { UI_LOCALES } from '../ui-locale.js';
import { localeFileProblems } from './index.js';

const enUS = { 'menu.title': 'Menu', 'menu.price': 'from {{price}}' };
const french = { 'menu.title': 'Carte', 'menu.price': 'à partir de {{price}}' };
const files = (override: Record<string, unknown> = {}) => {
  const all: Record<string, unknown> = Object.fromEntries(UI_LOCALES.map((locale) => [locale, locale.startsWith('en') ? enUS : french]));
  return Object.fromEntries(Object.entries({ ...all, ...override }).map(([locale, resource]) => [`../locales/${locale}.json`, { default: resource }]));
};

describe('localeFileProblems (1-core §1: every UI locale, each complete and translated)', () => {
  test('none when there is one complete, translated file per UI locale', () => {
    expect(localeFileProblems(files())).toEqual([]);
  });

  test('a missing file and a file for another locale', () => {
    const { '../locales/ca.json': _ca, ...rest } = files({ ja: french });
    expect(localeFileProblems(rest)).toEqual(['ca: no file', 'ja: not a UI locale']);
  });

  test('missing, unknown and empty keys, and variables that differ from en-US', () => {
    expect(
      localeFileProblems(files({ es: { 'menu.title': ' ', 'menu.other': 'Otro' }, 'it-IT': { 'menu.title': 'Menù', 'menu.price': 'da {{prezzo}}' } })),
    ).toEqual(['es menu.price: missing', 'es menu.title: empty', 'es menu.other: not a key of en-US', 'it-IT menu.price: variables differ from en-US']);
  });

  test('non-English files are translations: every key, or only the keys named', () => {
    const copied = files({ 'nl-NL': { ...french, 'menu.title': 'Menu' } });
    expect(localeFileProblems(copied)).toEqual(['nl-NL menu.title: copied from en-US']);
    expect(localeFileProblems(copied, { translatedKeys: ['menu.price'] })).toEqual([]);
    expect(localeFileProblems(files({ 'en-GB': enUS }), { translatedKeys: ['menu.absent'] })).toEqual(['en-US menu.absent: missing']);
  });

  test('a file that is not a JSON module is an error', () => {
    expect(() => localeFileProblems({ '../locales/fr.json': 'text' })).toThrow();
  });
});
