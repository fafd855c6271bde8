import * as z from 'zod/mini';
import { DEFAULT_LOCALE, UI_LOCALES } from '../ui-locale.js';
import { localeOfFile } from './create-i18n.js';

const localeModuleSchema = z.object({ default: z.record(z.string(), z.unknown()) });

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

export interface LocaleFileRules {
  /** The keys a non-English file must translate (not copy from en-US); every key unless given. */
  readonly translatedKeys?: readonly string[];
}

/**
 * What is wrong with an app's locale files (`import.meta.glob('../locales/*.json', { eager: true })`), one line each;
 * empty when all is well. 1-core §1: one file per UI locale and no other; each has every key of en-US and no other,
 * none empty, with the same `{{variables}}`; non-English files are translations, not copies of en-US.
 */
export function localeFileProblems(files: Readonly<Record<string, unknown>>, { translatedKeys }: LocaleFileRules = {}): string[] {
  const resources = new Map(Object.entries(files).map(([path, module]) => [localeOfFile(path), z.parse(localeModuleSchema, module).default]));
  const problems = [
    ...UI_LOCALES.filter((locale) => !resources.has(locale)).map((locale) => `${locale}: no file`),
    ...[...resources.keys()].filter((locale) => !(UI_LOCALES as readonly string[]).includes(locale)).map((locale) => `${locale}: not a UI locale`),
  ];
  const reference = resources.get(DEFAULT_LOCALE) ?? {};
  const referenceKeys = Object.keys(reference);
  for (const key of translatedKeys ?? []) if (!(key in reference)) problems.push(`${DEFAULT_LOCALE} ${key}: missing`);
  for (const locale of UI_LOCALES) {
    const resource = resources.get(locale);
    if (!resource) continue;
    for (const key of referenceKeys) if (!(key in resource)) problems.push(`${locale} ${key}: missing`);
    for (const [key, text] of Object.entries(resource)) {
      const english = reference[key];
      if (english === undefined) problems.push(`${locale} ${key}: not a key of ${DEFAULT_LOCALE}`);
      else if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} ${key}: empty`);
      else if (variables(text).join() !== variables(String(english)).join()) problems.push(`${locale} ${key}: variables differ from ${DEFAULT_LOCALE}`);
      else if (!locale.startsWith('en') && (translatedKeys ?? referenceKeys).includes(key) && text === english)
        problems.push(`${locale} ${key}: copied from ${DEFAULT_LOCALE}`);
    }
  }
  return problems;
}
