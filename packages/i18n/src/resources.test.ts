import { describe, expect, test } from 'vitest';
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
import { loadResources } from './load-resources.js';
import { DEFAULT_RESOURCES, TRANSLATION_KEYS, isTranslationKey, parseResources, translationKeyIn } from './resources.js';
import { UI_LOCALES, type UiLocale } from './ui-locale.js';

/** The raw files, read without the loader's checks, so a broken file fails here by name. */
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
const nonEnglish = UI_LOCALES.filter((locale) => !english.has(locale));
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
/** A sentence: two or more words once placeholders are removed. */
const isSentence = (text: string): boolean =>
  text
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .trim()
    .split(/\s+/).length >= 2;

describe('i18n keys named verbatim in the specs are in every locale', () => {
  test.each([
    ['2-paying §4 / §8', 'split.issueSplit.failed'],
    ['2-paying §4', 'ticket.exceedingAmountError'],
    ['2-paying §4 "the excess is shown red as ticket.exceedingAmount"', 'ticket.exceedingAmount'],
    ['2-paying §8 "Anomaly modal texts"', 'split.ExceedingAmountTitle'],
    ['2-paying §8 "Anomaly modal texts"', 'split.exceedingAmountTitle'],
    ['2-paying §8 "Anomaly modal texts"', 'split.notEnoughRestToPayTitle'],
    ['2-paying §8 "Anomaly modal texts"', 'split.billChanged.title'],
    ['2-paying §8 "Anomaly modal texts"', 'split.leftToPayIncreased.title'],
    ['2-paying §8 "Anomaly modal texts"', 'split.byShare.invalid.modal.title'],
    ['2-paying §8 "Anomaly modal texts"', 'split.alreadyPaidItemsModal.title'],
    ["2-paying §8 'error.defaultTitle': generic title", 'error.defaultTitle'],
    ["2-paying §8 'paymentError.title' and 'paymentError.message'", 'paymentError.title'],
    ["2-paying §8 'paymentError.title' and 'paymentError.message'", 'paymentError.message'],
    ['2-paying §8 "falling back to an UNRECOGNIZED cause message"', 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.mine'],
    ['2-paying §8 "falling back to an UNRECOGNIZED cause message"', 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.not_mine'],
    ["2-paying §8 'receipt.error.title'", 'receipt.error.title'],
    ["2-paying §8 'receipt.error.download.subtitle'", 'receipt.error.download.subtitle'],
    ["2-paying §8 'receipt.error.subtitle'", 'receipt.error.subtitle'],
    ["2-paying §8 'paytronix.reward_not_applied.title'", 'paytronix.reward_not_applied.title'],
    ["2-paying §8 'paytronix.reward_not_applied.subtitle'", 'paytronix.reward_not_applied.subtitle'],
    ["2-paying §8 'loyalty.identification.username-password.error'", 'loyalty.identification.username-password.error'],
    ['2-paying §5 "shows error.amountMustBeANumber"', 'error.amountMustBeANumber'],
    ['2-paying §5 voucher.error.{code}: EXPIRED', 'voucher.error.EXPIRED'],
    ['2-paying §5 voucher.error.{code}: NOT_YET_ACTIVE', 'voucher.error.NOT_YET_ACTIVE'],
    ['2-paying §5 voucher.error.{code}: INSUFFICIENT_AMOUNT', 'voucher.error.INSUFFICIENT_AMOUNT'],
    ['2-paying §5 voucher.error.{code}: UNKNOWN', 'voucher.error.UNKNOWN'],
    ['2-paying §5 voucher.error.{code}: INVALID_CURRENCY', 'voucher.error.INVALID_CURRENCY'],
    ['2-paying §5 voucher.error.{code}: INVALID_VENUE', 'voucher.error.INVALID_VENUE'],
    ['2-paying §5 voucher.error.{code}: MAX_USE_REACHED', 'voucher.error.MAX_USE_REACHED'],
    ['2-paying §5 voucher.error.{code}: UNEXPECTED', 'voucher.error.UNEXPECTED'],
    ['2-paying §2 "While the payment page is loading it shows \'table.fetching\'"', 'table.fetching'],
    ['1-core §8 "landing.noBillYet" with a subtitle', 'landing.noBillYet'],
    ['1-core §8 "landing.noBillYet" with a subtitle', 'landing.noBillYet.subtitle'],
    ["3 §8 'openTab.emptyTab'", 'openTab.emptyTab'],
    ["3 §8 'menu.pdfErrorTitle'", 'menu.pdfErrorTitle'],
    ["3 §8 'menu.pdfErrorDescription'", 'menu.pdfErrorDescription'],
    ["3 §8 'menu.noMenuAvailableErrorMessage'", 'menu.noMenuAvailableErrorMessage'],
    ["3 §8 'error.auth.emailAlreadyExists'", 'error.auth.emailAlreadyExists'],
    ["3 §2 'tab.authorized.card'", 'tab.authorized.card'],
  ])('%s: %s', (_source, key) => {
    expect(isTranslationKey(key)).toBe(true);
    for (const locale of UI_LOCALES) expect(files[locale][key], `${locale} ${key}`).toEqual(expect.any(String));
  });
});

describe.each(UI_LOCALES)('locale %s', (locale) => {
  test('has exactly the reference keys, none missing, none extra', () => {
    expect(Object.keys(files[locale]).sort()).toEqual([...TRANSLATION_KEYS].sort());
  });

  test('keeps the same {{placeholders}} as en-US in every string', () => {
    for (const key of TRANSLATION_KEYS) expect(placeholders(files[locale][key] ?? ''), key).toEqual(placeholders(DEFAULT_RESOURCES[key]));
  });

  test('loads through the checked loader', async () => {
    expect(await loadResources(locale)).toEqual(files[locale]);
  });
});

describe.each(nonEnglish)('non-English locale %s', (locale) => {
  test('translates every sentence instead of copying English', () => {
    const copied = TRANSLATION_KEYS.filter((key) => {
      const text = files[locale][key];
      return isSentence(DEFAULT_RESOURCES[key]) && (text === files['en-US'][key] || text === files['en-GB'][key]);
    });
    expect(copied).toEqual([]);
  });
});

describe('regional English', () => {
  test.each([
    ['en-US', 'landing.noBillYet', 'There is no check for this table yet'],
    ['en-GB', 'landing.noBillYet', 'There is no bill for this table yet'],
    ['en-CA', 'error.auth.emailAlreadyExists', 'An account already exists with this email address.'],
    ['en-GB', 'error.auth.emailAlreadyExists', 'An account already exists with this e-mail address.'],
  ] as const)('%s %s', (locale, key, text) => {
    expect(files[locale][key]).toBe(text);
  });
});

describe('parseResources checks a locale file at the boundary', () => {
  const { 'split.issueSplit.failed': _dropped, ...missingOne } = DEFAULT_RESOURCES;
  test.each<[string, unknown]>([
    ['a missing key', missingOne],
    ['an extra key', { ...DEFAULT_RESOURCES, 'made.up': 'x' }],
    ['an empty string', { ...DEFAULT_RESOURCES, 'error.defaultTitle': '' }],
    ['not an object', 'en'],
  ])('rejects %s', (_case, data) => {
    expect(() => parseResources('fr', data)).toThrow('Locale fr resources are invalid');
  });

  test('translationKeyIn finds known keys only', () => {
    expect(translationKeyIn(DEFAULT_RESOURCES, 'error.defaultTitle')).toBe('error.defaultTitle');
    expect(translationKeyIn(DEFAULT_RESOURCES, 'error.nope')).toBeUndefined();
  });
});

describe('loadResources', () => {
  test('an unknown locale is a broken invariant', async () => {
    await expect(loadResources('xx' as never)).rejects.toThrow('Unknown locale: "xx"');
  });
});
