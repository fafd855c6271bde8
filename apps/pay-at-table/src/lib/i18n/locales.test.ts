import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RESOURCES, UI_LOCALES } from '@tableside/i18n';
import { describe, expect, test } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..');
/** Every folder that owns app strings (`features/<feature>/locales/`, `lib/<module>/locales/`). */
const localeFolders = ['features', 'lib']
  .flatMap((area) => readdirSync(join(srcDir, area)).map((name) => join(srcDir, area, name, 'locales')))
  .filter((folder) => existsSync(folder));
/** Words of real text, placeholders and punctuation left out. */
const words = (text: string) =>
  text
    .replace(/\{\{\w+\}\}/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function strings(folder: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'));
}
const folderCases = localeFolders.map((folder) => [folder.slice(srcDir.length + 1), folder] as const);

describe('app locale files', () => {
  test.each(folderCases)(
    '"Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE" (1-core §1): %s has one file each',
    (_name, folder) => {
      expect(
        readdirSync(folder)
          .map((file) => file.replace(/\.json$/, ''))
          .sort(),
      ).toEqual([...UI_LOCALES].sort());
    },
  );

  const cases = folderCases.flatMap(([name, folder]) => UI_LOCALES.map((locale) => [name, locale, folder] as const));
  test.each(cases)('%s/%s has every key of en-US, and no other, each non-empty with the placeholders of en-US', (_name, locale, folder) => {
    const reference = strings(folder, 'en-US');
    const values = strings(folder, locale);
    expect(Object.keys(values).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, english] of Object.entries(reference)) {
      const value = values[key] ?? '';
      expect(value.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  const translatedCases = cases.filter(([, locale]) => !locale.startsWith('en-'));
  test.each(translatedCases)('%s/%s is translated: no sentence of three words or more is a copy of en-US', (_name, locale, folder) => {
    const reference = strings(folder, 'en-US');
    const values = strings(folder, locale);
    const copies = Object.entries(reference).filter(([key, english]) => words(english) >= 3 && values[key] === english);
    expect(copies.map(([key]) => key)).toEqual([]);
  });

  test('no key is defined by two features, nor shadows a shared key of @tableside/i18n', () => {
    const seen = new Map<string, string>(Object.keys(DEFAULT_RESOURCES).map((key) => [key, '@tableside/i18n']));
    const clashes: string[] = [];
    for (const [name, folder] of folderCases) {
      for (const key of Object.keys(strings(folder, 'en-US'))) {
        const owner = seen.get(key);
        if (owner) clashes.push(`${key}: ${owner} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  test("every app key used in the source exists in some feature's en-US", () => {
    const known = new Set(folderCases.flatMap(([, folder]) => Object.keys(strings(folder, 'en-US'))));
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(path, 'utf8').matchAll(/'(app\.[A-Za-z0-9.]+)'/g)) if (match[1]) used.add(match[1]);
        }
      }
    };
    walk(srcDir);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
