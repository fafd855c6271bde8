import { describe, expect, test } from 'vitest';

import { DEFAULT_TIPS_CONFIGURATION, parseTipsConfiguration, percentToRate } from './tips-configuration.js';

describe('parseTipsConfiguration (1-core §3 tipsSuggestion.configuration, §5)', () => {
  test('"euroCoinEnabled (default true)" and "Default suggestions 5, 10, 15 percent with 10 preselected"', () => {
    const parsed = parseTipsConfiguration(undefined);
    expect(parsed).toEqual({ ok: true, value: DEFAULT_TIPS_CONFIGURATION });
    expect(DEFAULT_TIPS_CONFIGURATION.euroCoinEnabled).toBe(true);
    expect(DEFAULT_TIPS_CONFIGURATION.suggestions).toEqual([
      { percentage: 5, preselected: false },
      { percentage: 10, preselected: true },
      { percentage: 15, preselected: false },
    ]);
  });

  test('keeps the wire field names of a full configuration', () => {
    const wire = {
      displayStrategy: 'TIP_PERCENTAGE_TIP_AMOUNT',
      emojisEnabled: true,
      suggestions: [
        { label: 'ok', percentage: 8, preselected: false },
        { label: 'good', percentage: 12.5, preselected: true },
        { label: 'great', percentage: 20, preselected: false },
      ],
      tippingEnabled: true,
      fastCheckout: { enabled: true, tipsRate: 1800 },
      tipsCalculationStrategy: 'PRE_TAX',
      enforceAccountForTipsForPat: true,
      enforceAccountForTipsForPdq: false,
      allowNoTips: true,
      tipsConfigurationMode: 'SUNDAY',
      roundToNearestDollarEnabled: true,
      ukNoTipsWhenServiceCharge: true,
      euroCoinEnabled: false,
    };
    expect(parseTipsConfiguration(wire)).toEqual({ ok: true, value: wire });
  });

  test.each([
    ['an unknown display strategy', { displayStrategy: 'TIP_EMOJI' }, 'displayStrategy'],
    ['"three suggestions"', { suggestions: [{ percentage: 5 }] }, 'suggestions'],
    ['a percentage with more than two decimals', { suggestions: [{ percentage: 5.001 }, { percentage: 10 }, { percentage: 15 }] }, 'suggestions.0.percentage'],
    ['a negative percentage', { suggestions: [{ percentage: -5 }, { percentage: 10 }, { percentage: 15 }] }, 'suggestions.0.percentage'],
  ])('refuses %s', (_case, input, path) => {
    const parsed = parseTipsConfiguration(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('INVALID_TIPS_CONFIGURATION');
      expect(parsed.error.issues[0]).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}:`));
    }
  });

  test.each([
    [10, 1000],
    [12.5, 1250],
    [0.29, 29],
  ])('percentToRate(%s) is %i hundredths of a percent', (percentage, rate) => {
    expect(percentToRate(percentage)).toBe(rate);
  });
});
