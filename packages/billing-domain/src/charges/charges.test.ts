import { describe, expect, test } from 'vitest';
import { eur } from '../../test/fixtures.js';
import type { Charge } from '../schemas/charge.js';
import { isExcessiveServiceCharge, isHighServiceCharge } from './service-charge.js';
import { formatRatePercent, serviceChargeArticle, serviceChargeLabel, serviceChargeNotice } from './service-charge-notice.js';
import { buildTaxDisplayLines, shouldMergeTaxes } from './taxes-and-fees.js';

describe('1-core §5 service-charge thresholds', () => {
  test.each([
    ['Excessive service charge: rate above 15% (1500 hundredths of a percent)', 1500, false],
    ['Excessive service charge: rate above 15% (1500 hundredths of a percent)', 1501, true],
  ])('%s: %d → %s', (_rule, rate, expected) => {
    expect(isExcessiveServiceCharge(rate)).toBe(expected);
  });

  test.each([
    ['Above 1000 is a high charge', 1000, false],
    ['Above 1000 is a high charge', 1001, true],
  ])('%s: %d → %s', (_rule, rate, expected) => {
    expect(isHighServiceCharge(rate)).toBe(expected);
  });
});

const tax = (label: string, cents: number, type: Charge['type'] = 'TAX'): Charge => ({ type, model: 'RATE', label, rate: 800, chargedAmount: eur(cents) });
const merging = { holdingConfigurationsMergingTaxes: ['holding-a', 'holding-b'] };

describe('1-core §5 US "Taxes and fees" merge', () => {
  test.each([
    ['US venues merge taxes into one "Taxes and fees" entry when two or more tax lines exist', 'US', 2, undefined, true],
    ['... two or more tax lines', 'US', 1, undefined, false],
    ['(one when the holding configuration merges taxes)', 'US', 1, 'holding-a', true],
    ['(one when the holding configuration merges taxes)', 'US', 1, 'holding-c', false],
    ['Two holding configurations merge taxes', 'US', 1, 'holding-b', true],
    ['only US venues merge', 'GB', 3, 'holding-a', false],
    ['no tax line, nothing to merge', 'US', 0, 'holding-a', false],
  ])('%s: %s, %d lines, %s', (_rule, countryCode, count, holdingConfiguration, expected) => {
    expect(shouldMergeTaxes(count, { countryCode, holdingConfiguration, ...merging })).toBe(expected);
  });

  test('merged lines sum into one entry; other charges are ignored', () => {
    const charges = [tax('State tax', 400), tax('City tax', 150, 'SALES_TAX'), { ...tax('Service', 999), type: 'SERVICE_CHARGE' as const }];
    expect(buildTaxDisplayLines(charges, { countryCode: 'US', ...merging })).toEqual([{ label: 'Taxes and fees', amount: eur(550), merged: true }]);
    expect(buildTaxDisplayLines(charges, { countryCode: 'FR', ...merging })).toEqual([
      { label: 'State tax', amount: eur(400), merged: false },
      { label: 'City tax', amount: eur(150), merged: false },
    ]);
    expect(buildTaxDisplayLines([], { countryCode: 'US', ...merging })).toEqual([]);
  });
});

describe('1-core §9 service-charge notice', () => {
  test.each([
    ['Service-charge notice wording uses "an" before rates 8, 11 or 18 percent', 800, 'an'],
    ['Service-charge notice wording uses "an" before rates 8, 11 or 18 percent', 1100, 'an'],
    ['Service-charge notice wording uses "an" before rates 8, 11 or 18 percent', 1800, 'an'],
    ['Service-charge notice wording uses "an" before rates 8, 11 or 18 percent', 850, 'an'],
    ['otherwise "a"', 1250, 'a'],
    ['otherwise "a"', 1000, 'a'],
    ['otherwise "a"', 80, 'a'],
  ])('%s: %d → %s', (_rule, rate, article) => {
    expect(serviceChargeArticle(rate)).toBe(article);
  });

  test.each([
    [
      'it shows in GB only',
      1250,
      'GB',
      'Please note a 12.5% Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.',
    ],
    [
      'it shows in GB only',
      1800,
      'GB',
      'Please note an 18% Service Charge is applied on all bills. 100% of this fee goes to the service staff. Additional gratuity is at the discretion of each guest.',
    ],
    ['it shows in GB only', 1250, 'FR', undefined],
    ['it shows in GB only', 1250, 'US', undefined],
  ])('%s: %d in %s', (_rule, rate, country, text) => {
    expect(serviceChargeNotice(rate, country)).toBe(text);
  });

  test.each([
    ['the percent rate is hidden in the US', 'US', 1250, 'Service charge'],
    ['the percent rate is shown elsewhere', 'GB', 1250, 'Service charge (12.5%)'],
    ['no rate, no percent', 'GB', undefined, 'Service charge'],
  ])('%s', (_rule, country, rate, label) => {
    expect(serviceChargeLabel('Service charge', rate, country)).toBe(label);
  });

  test.each([
    [1250, '12.5%'],
    [1000, '10%'],
    [1, '0.01%'],
    [1205, '12.05%'],
  ])('Percent rates are stored in hundredths: %d → %s', (rate, text) => {
    expect(formatRatePercent(rate)).toBe(text);
  });

  test('a fractional rate is a broken invariant', () => {
    expect(() => formatRatePercent(12.5)).toThrow('hundredths');
  });
});
