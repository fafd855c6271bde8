import { money } from '@tableside/billing-domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatDate, formatMoney, formatPercent, prepareMoneyFormat } from './format.js';
import type { UiLocale } from './ui-locale.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney: scale-5 amounts ("display divides by 100000", 2-paying §9) with Intl', () => {
  test.each<[UiLocale, number, string, string]>([
    ['en-US', 123_450_000, 'USD', '$1,234.50'],
    ['en-GB', 1_250_000, 'GBP', '£12.50'],
    ['fr', 123_450_000, 'EUR', `1${NNBSP}234,50${NBSP}€`],
    ['de-DE', 123_450_000, 'EUR', `1.234,50${NBSP}€`],
    ['nl-BE', 1_250_000, 'EUR', `€${NBSP}12,50`],
    ['it-IT', 10_000, 'EUR', `0,10${NBSP}€`],
    ['en-US', 123_400_000, 'JPY', '¥1,234'],
    ['en-US', 1_234_567, 'USD', '$12.35'],
  ])('%s %i %s → %s', (locale, amount, currency, expected) => {
    expect(formatMoney(money(amount, currency), locale)).toBe(expected);
  });
});

describe('formatPercent: "Percent rates are stored in hundredths" (1-core §5)', () => {
  test.each<[UiLocale, number, string]>([
    ['en-US', 1250, '12.5%'],
    ['fr', 1250, `12,5${NBSP}%`],
    ['en-GB', 1000, '10%'],
  ])('%s %i → %s', (locale, rate, expected) => {
    expect(formatPercent(rate, locale)).toBe(expected);
  });
});

describe('formatDate: "A timestamp above 9999999999 is treated as milliseconds, otherwise seconds" (2-paying §5)', () => {
  test.each<[string, UiLocale, number, string]>([
    ['seconds', 'en-US', 1_767_225_600, 'Jan 1, 2026'],
    ['milliseconds', 'en-US', 1_767_225_600_000, 'Jan 1, 2026'],
    ['seconds, French', 'fr', 1_767_225_600, '1 janv. 2026'],
    ['seconds, German', 'de-DE', 1_767_225_600, '01.01.2026'],
  ])('%s in %s', (_case, locale, timestamp, expected) => {
    expect(formatDate(timestamp, locale, { timeZone: 'Europe/Paris' })).toBe(expected);
  });

  test('date and time styles', () => {
    expect(formatDate(1_767_225_600, 'en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' })).toBe('01/01/2026, 00:00');
  });
});

describe('prepareMoneyFormat', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('builds the very formatter formatMoney then uses: formatting builds no other', () => {
    let built = 0;
    const NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat });
    prepareMoneyFormat('CHF', 'de-DE');
    expect(built).toBe(1);
    expect(formatMoney(money(1_250_000, 'CHF'), 'de-DE')).toBe(`12,50${NBSP}CHF`);
    expect(built).toBe(1);
  });
});
