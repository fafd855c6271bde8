import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES } from '@tableside/i18n';
import { describe, expect, test } from 'vitest';
import enUS from './locales/en-US.json';

const folder = join(import.meta.dirname, 'locales');
const reference = Object.keys(enUS).sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function strings(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'));
}

describe('app locale files', () => {
  test('"Interface languages: en-GB, en-US, en-CA, fr, es, ca, it-IT, pt-PT, de-DE, fr-BE, nl-NL, nl-BE" (1-core §1): one file each', () => {
    expect(readdirSync(folder).map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...UI_LOCALES].sort());
  });

  test.each(UI_LOCALES)('%s has every key of en-US, and no other', (locale) => {
    expect(Object.keys(strings(locale)).sort()).toEqual(reference);
  });

  test.each(UI_LOCALES)('%s: every string is non-empty and keeps the placeholders of en-US', (locale) => {
    const values = strings(locale);
    for (const key of reference) {
      const value = values[key] ?? '';
      expect(value.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(enUS[key as keyof typeof enUS]));
    }
  });

  test('every app key used in the source exists in en-US', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          for (const match of readFileSync(path, 'utf8').matchAll(/'(app\.[A-Za-z.]+)'/g)) if (match[1]) used.add(match[1]);
        }
      }
    };
    walk(join(import.meta.dirname, '..', '..'));
    expect([...used].filter((key) => !reference.includes(key))).toEqual([]);
  });
});
