import { describe, expect, test } from 'vitest';

import { isAutoGratuity, serviceChargeLevel, usServiceChargeTipRates } from './service-charge.js';

describe('serviceChargeLevel and isAutoGratuity (1-core §5, 2-paying §5)', () => {
  test.each([
    ['no service charge', 0, 'NONE', false],
    ['a standard charge', 1000, 'STANDARD', false],
    ['"Above 1000 is a high charge"', 1001, 'HIGH', false],
    ['"excessive above 15% (1500 hundredths of a percent)" (not at 1500)', 1500, 'HIGH', false],
    ['"A service charge rate over a threshold is treated as auto-gratuity (excessive above 15%"', 1501, 'EXCESSIVE', true],
  ])('%s: %i', (_rule, rate, level, autoGratuity) => {
    expect(serviceChargeLevel(rate)).toBe(level);
    expect(isAutoGratuity(rate)).toBe(autoGratuity);
  });

  test.each([[-1], [Number.NaN]])('throws on the broken rate %s', (rate) => {
    expect(() => serviceChargeLevel(rate)).toThrow();
  });
});

describe('usServiceChargeTipRates (2-paying §5)', () => {
  test.each([
    ['"US venues with a service charge above 10% use service-charge rules"', 'US', 1001, [999, 1299, 1499]],
    ['"floors of 20%, 23%, 25% minus the service charge"', 'US', 1500, [500, 800, 1000]],
    ['"floors of 20%, 23%, 25% minus the service charge" (16.99%)', 'US', 1699, [301, 601, 801]],
    ['"at or above 17% service charge they are 3, 5 and 7 percent"', 'US', 1700, [300, 500, 700]],
    ['"at or above 17% service charge they are 3, 5 and 7 percent" (22%)', 'US', 2200, [300, 500, 700]],
    ['a service charge of 10% or less does not apply', 'US', 1000, undefined],
    ['only "US venues"', 'GB', 1250, undefined],
  ])('%s: %s at %i', (_rule, country, rate, expected) => {
    expect(usServiceChargeTipRates(country, rate)).toEqual(expected);
  });
});
