import { z } from 'zod';
import { err, ok, type Result } from '@tableside/billing-domain';

/** "Supported language codes for menus and news" (3-menus §1), in the spec's order. */
export const SUPPORTED_LANGUAGE_CODES = [
  'FR', 'EN', 'ES', 'DE', 'ZH', 'JA', 'IT', 'NL', 'PT', 'PL', 'CS', 'SK', 'SV', 'DA', 'NO',
  'FI', 'HU', 'EL', 'UK', 'SL', 'HR', 'BS', 'SR', 'MK', 'BG', 'RO', 'RU', 'TR', 'KO', 'US',
] as const;

export const languageCodeSchema = z.enum(SUPPORTED_LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/**
 * "The language picker lists 28 of them" (3-menus §1). The spec does not name the two left out; the picker
 * omits US and UK, the two codes that read as English-speaking countries (GB is already folded into EN).
 */
export const LANGUAGE_PICKER_CODES: readonly LanguageCode[] = SUPPORTED_LANGUAGE_CODES.filter((code) => code !== 'US' && code !== 'UK');

/** Country-style aliases: "GB maps to EN". */
const ALIASES: Readonly<Record<string, LanguageCode>> = { GB: 'EN' };

export type UnsupportedLanguageCode = { code: 'unsupported-language-code'; input: string };

/** "Language codes: trimmed, upper-cased, matched against the supported list" (3-menus §5), with GB mapped to EN (§1). */
export function normaliseLanguageCode(input: string): Result<LanguageCode, UnsupportedLanguageCode> {
  const upper = input.trim().toUpperCase();
  const parsed = languageCodeSchema.safeParse(ALIASES[upper] ?? upper);
  return parsed.success ? ok(parsed.data) : err({ code: 'unsupported-language-code', input });
}
