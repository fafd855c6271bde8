import * as z from 'zod/mini';
import { err, ok, type Result } from '@tableside/billing-domain';

/** "Supported language codes for menus and news" (3-menus §1), in the spec's order. */
export const SUPPORTED_LANGUAGE_CODES = [
  'FR',
  'EN',
  'ES',
  'DE',
  'ZH',
  'JA',
  'IT',
  'NL',
  'PT',
  'PL',
  'CS',
  'SK',
  'SV',
  'DA',
  'NO',
  'FI',
  'HU',
  'EL',
  'UK',
  'SL',
  'HR',
  'BS',
  'SR',
  'MK',
  'BG',
  'RO',
  'RU',
  'TR',
  'KO',
  'US',
] as const;

export const languageCodeSchema = z.enum(SUPPORTED_LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/**
 * The codes the menu language picker lists (3-menus §1). US is left out: it is a country reading as English, which
 * EN already covers (as GB is folded into EN). UK is Ukrainian and is listed (issue 10: "The menu language picker
 * includes UK (Ukrainian)"), so the picker lists 29 codes where the spec counted 28.
 */
export const LANGUAGE_PICKER_CODES: readonly LanguageCode[] = SUPPORTED_LANGUAGE_CODES.filter((code) => code !== 'US');

/**
 * Each language named in itself, capitalised as a list entry ("Українська", "Français"), as the menu language
 * picker lists them whatever the interface language: a static list (issue 12 "A static list of language names")
 * instead of an `Intl.DisplayNames` per language on every render. US reads as English.
 */
export const LANGUAGE_ENDONYMS: Readonly<Record<LanguageCode, string>> = {
  FR: 'Français',
  EN: 'English',
  ES: 'Español',
  DE: 'Deutsch',
  ZH: '中文',
  JA: '日本語',
  IT: 'Italiano',
  NL: 'Nederlands',
  PT: 'Português',
  PL: 'Polski',
  CS: 'Čeština',
  SK: 'Slovenčina',
  SV: 'Svenska',
  DA: 'Dansk',
  NO: 'Norsk',
  FI: 'Suomi',
  HU: 'Magyar',
  EL: 'Ελληνικά',
  UK: 'Українська',
  SL: 'Slovenščina',
  HR: 'Hrvatski',
  BS: 'Bosanski',
  SR: 'Српски',
  MK: 'Македонски',
  BG: 'Български',
  RO: 'Română',
  RU: 'Русский',
  TR: 'Türkçe',
  KO: '한국어',
  US: 'English',
};

/** Country-style aliases: "GB maps to EN". */
const ALIASES: Readonly<Record<string, LanguageCode>> = { GB: 'EN' };

export type UnsupportedLanguageCode = { code: 'unsupported-language-code'; input: string };

/** "Language codes: trimmed, upper-cased, matched against the supported list" (3-menus §5), with GB mapped to EN (§1). */
export function normaliseLanguageCode(input: string): Result<LanguageCode, UnsupportedLanguageCode> {
  const upper = input.trim().toUpperCase();
  const parsed = languageCodeSchema.safeParse(ALIASES[upper] ?? upper);
  return parsed.success ? ok(parsed.data) : err({ code: 'unsupported-language-code', input });
}
