import { describe, expect, test } from 'vitest';
import { DEFAULT_RESOURCES, TRANSLATION_KEYS } from '../resources.js';
import { UI_LOCALES, type UiLocale } from '../ui-locale.js';
import { SERVER_ONLY_KEYS, loadServerResources, parseServerOnlyResources } from './server-resources.js';
import caJson from './locales/ca.json';
import deDEJson from './locales/de-DE.json';
import enCAJson from './locales/en-CA.json';
import enGBJson from './locales/en-GB.json';
import enUSJson from './locales/en-US.json';
import esJson from './locales/es.json';
import frBEJson from './locales/fr-BE.json';
import frJson from './locales/fr.json';
import itITJson from './locales/it-IT.json';
import nlBEJson from './locales/nl-BE.json';
import nlNLJson from './locales/nl-NL.json';
import ptPTJson from './locales/pt-PT.json';

/** The raw server-only files, read without the loader's checks, so a broken file fails here by name. */
const files: Record<UiLocale, Record<string, string>> = {
  'en-GB': enGBJson,
  'en-US': enUSJson,
  'en-CA': enCAJson,
  fr: frJson,
  es: esJson,
  ca: caJson,
  'it-IT': itITJson,
  'pt-PT': ptPTJson,
  'de-DE': deDEJson,
  'fr-BE': frBEJson,
  'nl-NL': nlNLJson,
  'nl-BE': nlBEJson,
};
const english = new Set(['en-GB', 'en-US', 'en-CA']);
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const isSentence = (text: string): boolean =>
  text
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .trim()
    .split(/\s+/).length >= 2;

describe('server-only strings (receipts, e-mails, the login SMS) stay out of the UI bundle', () => {
  test.each(['receiptDocument.', 'receiptEmail.', 'expenseNoteEmail.', 'loginSms.', 'emailVerification.', 'emailVerified.'])(
    '%s* keys are server-only, not UI keys',
    (prefix) => {
      expect(SERVER_ONLY_KEYS.some((key) => key.startsWith(prefix))).toBe(true);
      expect(TRANSLATION_KEYS.filter((key) => key.startsWith(prefix))).toEqual([]);
    },
  );
});

describe.each(UI_LOCALES)('server-only strings of %s', (locale) => {
  test('has exactly the reference keys, none missing, none extra', () => {
    expect(Object.keys(files[locale]).sort()).toEqual([...SERVER_ONLY_KEYS].sort());
  });

  test('keeps the same {{placeholders}} as en-US in every string', () => {
    for (const key of SERVER_ONLY_KEYS) expect(placeholders(files[locale][key] ?? ''), key).toEqual(placeholders(files['en-US'][key] ?? ''));
  });

  test.skipIf(english.has(locale))('translates every sentence instead of copying English', () => {
    const copied = SERVER_ONLY_KEYS.filter((key) => {
      const text = files[locale][key];
      return isSentence(files['en-US'][key] ?? '') && (text === files['en-US'][key] || text === files['en-GB'][key]);
    });
    expect(copied).toEqual([]);
  });

  test('loads with the UI strings through the checked loader', async () => {
    const resources = await loadServerResources(locale);
    for (const key of SERVER_ONLY_KEYS) expect(resources[key]).toBe(files[locale][key]);
    expect(Object.keys(resources)).toHaveLength(TRANSLATION_KEYS.length + SERVER_ONLY_KEYS.length);
  });
});

describe('parseServerOnlyResources checks a file at the boundary', () => {
  const [first] = SERVER_ONLY_KEYS;
  test.each<[string, unknown]>([
    ['a missing key', Object.fromEntries(Object.entries(enUSJson).filter(([key]) => key !== first))],
    ['an extra key', { ...enUSJson, 'made.up': 'x' }],
    ['a UI key', { ...enUSJson, 'error.defaultTitle': DEFAULT_RESOURCES['error.defaultTitle'] }],
    ['an empty string', { ...enUSJson, [first ?? '']: '' }],
    ['not an object', 'en'],
  ])('rejects %s', (_case, data) => {
    expect(() => parseServerOnlyResources('fr', data)).toThrow('Locale fr server resources are invalid');
  });

  test('an unknown locale is a broken invariant', async () => {
    await expect(loadServerResources('xx' as never)).rejects.toThrow('Unknown locale: "xx"');
  });
});
