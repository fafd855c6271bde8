/**
 * `Intl` formatters, built once per locale and options and reused (issue 12 "Cached `Intl` formatters"): building
 * one costs far more than formatting with it, and the bill formats every amount on every render. Formatters are
 * immutable, so sharing them is safe. The options are part of the key as JSON, so callers pass literal objects.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The `Intl.NumberFormat` of a locale and options, built on first use. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The `Intl.DateTimeFormat` of a locale and options, built on first use. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** The `Intl.PluralRules` of a locale, built on first use. */
export function pluralRulesOf(locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  return cached(pluralRules, locale, options, () => new Intl.PluralRules(locale, options));
}
