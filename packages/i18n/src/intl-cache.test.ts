import { describe, expect, test } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRulesOf } from './intl-cache.js';

describe('cached Intl formatters (issue 12 "Cached Intl formatters")', () => {
  test('the same locale and options give the same NumberFormat object, not a new one', () => {
    const first = numberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
    const again = numberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
    expect(again).toBe(first);
    expect(first.format(12.5)).toBe('€\u00a012,50');
  });

  test('another locale or other options give another NumberFormat', () => {
    const euros = numberFormat('fr', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('fr', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('fr', { maximumFractionDigits: 3 })).not.toBe(euros);
    expect(numberFormat('fr', { maximumFractionDigits: 3 }).format(1.2345)).toBe('1,235');
  });

  test('DateTimeFormat is cached by locale and options, time zone included', () => {
    const paris = dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'medium' });
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'medium' })).toBe(paris);
    const tokyo = dateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', dateStyle: 'medium' });
    expect(tokyo).not.toBe(paris);
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', dateStyle: 'medium' })).toBe(tokyo);
    // 2024-01-01T20:00Z is still 1 January in Paris and already 2 January in Tokyo.
    expect(paris.format(Date.UTC(2024, 0, 1, 20))).toBe('1 Jan 2024');
    expect(tokyo.format(Date.UTC(2024, 0, 1, 20))).toBe('2 Jan 2024');
  });

  test('PluralRules is cached per locale', () => {
    const french = pluralRulesOf('fr');
    expect(pluralRulesOf('fr')).toBe(french);
    expect(pluralRulesOf('en-US')).not.toBe(french);
    expect(french.select(0)).toBe('one');
  });
});
