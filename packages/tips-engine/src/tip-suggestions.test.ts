import { tipsSuggestionConfigurationSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';

import { buildTipSuggestions, fastCheckoutTip, tipDisplay, tipsBaseAmount, type TipSuggestionsInput } from './tip-suggestions.js';
import { DEFAULT_TIPS_CONFIGURATION, tipsConfigurationSchema, type TipsConfiguration } from './tips-configuration.js';
import { m } from '../test/money.js';

// Tables below look at the three suggestions; the "without" option has its own rows.
const config = (overrides: Partial<TipsConfiguration> = {}): TipsConfiguration => ({ ...DEFAULT_TIPS_CONFIGURATION, allowNoTips: false, ...overrides });

function enabled(input: TipSuggestionsInput) {
  const result = buildTipSuggestions(input);
  if (result.status !== 'enabled') throw new Error(`expected tips, got ${result.reason}`);
  return result;
}

const fr = { countryCode: 'FR', enrollmentId: 'enr-paris' };
const split100 = { amount: m('100') };

describe('buildTipSuggestions: defaults and ordering', () => {
  test('"Default suggestions 5, 10, 15 percent with 10 preselected" (2-paying §5)', () => {
    expect(enabled({ configuration: config(), venue: fr, split: split100 })).toMatchInlineSnapshot(`
      {
        "base": {
          "amount": 10000000,
          "currency": "EUR",
        },
        "display": "AMOUNT",
        "source": "CONFIGURATION",
        "status": "enabled",
        "tips": [
          {
            "amount": {
              "amount": 500000,
              "currency": "EUR",
            },
            "position": 0,
            "preselected": false,
            "rate": 500,
            "weight": "lowest",
          },
          {
            "amount": {
              "amount": 1000000,
              "currency": "EUR",
            },
            "position": 1,
            "preselected": true,
            "rate": 1000,
            "weight": "medium",
          },
          {
            "amount": {
              "amount": 1500000,
              "currency": "EUR",
            },
            "position": 2,
            "preselected": false,
            "rate": 1500,
            "weight": "biggest",
          },
        ],
      }
    `);
  });

  test('"Tip suggestion percentages are sorted ascending (low, middle, high)" (2-paying §5)', () => {
    const configuration = config({
      suggestions: [
        { percentage: 20, preselected: false, label: 'wow' },
        { percentage: 12.5, preselected: true, label: 'great' },
        { percentage: 8, preselected: false, label: 'good' },
      ],
    });
    const { tips } = enabled({ configuration, venue: fr, split: split100 });
    expect(tips.map((t) => [t.weight, t.rate, t.label, t.preselected])).toEqual([
      ['lowest', 800, 'good', false],
      ['medium', 1250, 'great', true],
      ['biggest', 2000, 'wow', false],
    ]);
  });

  test('no preselected suggestion leaves every tip unselected', () => {
    const suggestions = DEFAULT_TIPS_CONFIGURATION.suggestions.map((s) => ({ ...s, preselected: false }));
    const { tips } = enabled({ configuration: config({ suggestions }), venue: fr, split: split100 });
    expect(tips.some((t) => t.preselected)).toBe(false);
  });

  test.each([
    ['"allowNoTips" adds the "without" option last', true, ['lowest', 'medium', 'biggest', 'without']],
    ['without allowNoTips there is no "without" option', false, ['lowest', 'medium', 'biggest']],
  ])('%s', (_rule, allowNoTips, weights) => {
    const { tips } = enabled({ configuration: config({ allowNoTips }), venue: fr, split: split100 });
    expect(tips.map((t) => t.weight)).toEqual(weights);
    expect(tips.at(-1)?.position).toBe(weights.length - 1);
  });
});

describe('buildTipSuggestions: display and base', () => {
  test.each([
    ['"used when the display strategy is label-and-amount"', 'TIP_LABEL_TIP_AMOUNT', 'BUSINESS', '33.33', 'AMOUNT', ['1.5', '3.5', '5']],
    ['"otherwise raw percentage"', 'TIP_PERCENTAGE_TIP_AMOUNT', 'BUSINESS', '33.33', 'PERCENTAGE', ['1.67', '3.33', '5']],
    [
      '"In SUNDAY mode, a split amount of 30 currency units or more forces percentage display"',
      'TIP_LABEL_TIP_AMOUNT',
      'SUNDAY',
      '30',
      'PERCENTAGE',
      ['1.5', '3', '4.5'],
    ],
    ['SUNDAY mode below 30 units keeps rounded tips', 'TIP_LABEL_TIP_AMOUNT', 'SUNDAY', '29.99', 'AMOUNT', ['1.5', '3', '4.5']],
    ['BUSINESS mode at 30 units keeps rounded tips', 'TIP_LABEL_TIP_AMOUNT', 'BUSINESS', '31.2', 'AMOUNT', ['1.5', '3', '4.5']],
  ] as const)('%s', (_rule, displayStrategy, tipsConfigurationMode, amount, display, expected) => {
    const result = enabled({ configuration: config({ displayStrategy, tipsConfigurationMode }), venue: fr, split: { amount: m(amount) } });
    expect(result.display).toBe(display);
    expect(result.tips.map((t) => t.amount)).toEqual(expected.map((e) => m(e)));
  });

  test.each([
    ['"US tip base is pre- or post-tax by strategy": PRE_TAX uses preTaxTipsBaseAmount', 'PRE_TAX', '80'],
    ['"US tip base is pre- or post-tax by strategy": POST_TAX uses postTaxTipsBaseAmount', 'POST_TAX', '90'],
  ] as const)('%s', (_rule, strategy, expected) => {
    const split = { amount: m('100'), preTaxTipsBaseAmount: m('80'), postTaxTipsBaseAmount: m('90') };
    expect(tipsBaseAmount(split, strategy)).toEqual(m(expected));
    expect(enabled({ configuration: config({ tipsCalculationStrategy: strategy }), venue: fr, split }).base).toEqual(m(expected));
  });

  test('a split without tips base amounts tips on its amount', () => {
    expect(tipsBaseAmount({ amount: m('42') }, 'PRE_TAX')).toEqual(m('42'));
  });

  test('tipDisplay reads the split currency for the 30-unit threshold', () => {
    expect(tipDisplay(config({ tipsConfigurationMode: 'SUNDAY' }), m('30', 'GBP'))).toBe('PERCENTAGE');
  });
});

describe('buildTipSuggestions: disabled', () => {
  test.each([
    ['tippingEnabled false', config({ tippingEnabled: false }), 'GB', 1250, 'TIPPING_DISABLED'],
    ['"ukNoTipsWhenServiceCharge" in GB with a service charge', config({ ukNoTipsWhenServiceCharge: true }), 'GB', 1250, 'UK_NO_TIPS_WHEN_SERVICE_CHARGE'],
  ] as const)('%s', (_rule, configuration, countryCode, serviceChargeRate, reason) => {
    expect(buildTipSuggestions({ configuration, venue: { countryCode }, split: split100, serviceChargeRate })).toEqual({ status: 'disabled', reason });
  });

  test.each([
    ['GB without a service charge', 'GB', 0],
    ['a service charge outside GB', 'FR', 1250],
  ])('ukNoTipsWhenServiceCharge does not apply to %s', (_case, countryCode, serviceChargeRate) => {
    const result = buildTipSuggestions({
      configuration: config({ ukNoTipsWhenServiceCharge: true }),
      venue: { countryCode },
      split: split100,
      serviceChargeRate,
    });
    expect(result.status).toBe('enabled');
  });
});

describe('buildTipSuggestions: rate sources', () => {
  const us = { countryCode: 'US', enrollmentId: 'enr-ny' };
  const usd = { amount: m('100', 'USD') };

  test.each([
    ['"service charge above 10%": 20%, 23%, 25% minus 12.5%', 1250, 'US_SERVICE_CHARGE', [750, 1050, 1250]],
    ['"at or above 17% service charge they are 3, 5 and 7 percent"', 1700, 'US_SERVICE_CHARGE', [300, 500, 700]],
    ['a service charge of exactly 10% keeps the configuration', 1000, 'CONFIGURATION', [500, 1000, 1500]],
  ] as const)('US: %s', (_rule, serviceChargeRate, source, rates) => {
    const result = enabled({ configuration: config(), venue: us, split: usd, serviceChargeRate });
    expect(result.source).toBe(source);
    expect(result.tips.map((t) => t.rate)).toEqual(rates);
  });

  test('"One enrollment has fixed 5, 10, 15 percent tips", ahead of every other source', () => {
    const configuration = config({ suggestions: [12, 18, 22].map((percentage) => ({ percentage, preselected: false })) });
    const result = enabled({
      configuration,
      venue: us,
      split: usd,
      serviceChargeRate: 1800,
      prediction: { lowTipsRate: 1, mediumTipsRate: 2, highTipsRate: 3, modelMetadata: {} },
      fixedTipsEnrollmentIds: ['enr-ny'],
    });
    expect(result.source).toBe('ENROLLMENT_FIXED');
    expect(result.tips.map((t) => t.rate)).toEqual([500, 1000, 1500]);
  });

  test('the AI prediction (lowTipsRate, mediumTipsRate, highTipsRate) is used when present, sorted ascending', () => {
    const result = enabled({
      configuration: config(),
      venue: fr,
      split: split100,
      prediction: { lowTipsRate: 900, mediumTipsRate: 1300, highTipsRate: 1100, modelMetadata: {} },
    });
    expect(result.source).toBe('PREDICTION');
    expect(result.tips.map((t) => [t.rate, t.preselected])).toEqual([
      [900, false],
      [1100, true],
      [1300, false],
    ]);
  });

  test('"On error no data": without a prediction the configured suggestions apply', () => {
    expect(enabled({ configuration: config(), venue: fr, split: split100 }).source).toBe('CONFIGURATION');
  });
});

describe('buildTipSuggestions: US variants', () => {
  const us = { countryCode: 'US' };
  test.each([
    ['"US smart tip preselects the lowest tip"', false, [true, false, false], ['5', '10', '15']],
    ['"round-to-nearest-dollar when enabled" keeps the configured preselection', true, [false, true, false], ['3', '5', '8']],
  ])('%s', (_rule, roundToNearestDollarEnabled, preselected, amounts) => {
    const amount = roundToNearestDollarEnabled ? '52.4' : '100';
    const { tips } = enabled({ configuration: config({ roundToNearestDollarEnabled }), venue: us, split: { amount: m(amount, 'USD') } });
    expect(tips.map((t) => t.preselected)).toEqual(preselected);
    expect(tips.map((t) => t.amount)).toEqual(amounts.map((a) => m(a, 'USD')));
  });

  test('roundToNearestDollarEnabled outside the US keeps the stepped rounding', () => {
    const { tips } = enabled({ configuration: config({ roundToNearestDollarEnabled: true }), venue: fr, split: { amount: m('52.4') } });
    expect(tips.map((t) => t.amount)).toEqual([m('2.5'), m('5'), m('8')]);
  });

  test('the configuration schema is the source of the default configuration', () => {
    expect(tipsConfigurationSchema.parse({})).toEqual(DEFAULT_TIPS_CONFIGURATION);
  });
});

describe('buildTipSuggestions with the venue configuration of billing-domain', () => {
  test('a parsed tipsSuggestion.configuration drives the suggestions', () => {
    const configuration = tipsSuggestionConfigurationSchema.parse({
      displayStrategy: 'TIP_LABEL_TIP_AMOUNT',
      suggestions: [
        { label: 'high', percentage: 15, preselected: false },
        { label: 'low', percentage: 5, preselected: false },
        { label: 'mid', percentage: 10, preselected: true },
      ],
      tippingEnabled: true,
      tipsCalculationStrategy: 'POST_TAX',
      tipsConfigurationMode: 'BUSINESS',
    });
    const { tips } = enabled({ configuration, venue: fr, split: { amount: m('20') } });
    expect(tips.map((t) => [t.weight, t.label, t.amount.amount, t.preselected])).toEqual([
      ['lowest', 'low', 100_000, false],
      ['medium', 'mid', 200_000, true],
      ['biggest', 'high', 300_000, false],
      ['without', undefined, 0, false],
    ]);
  });

  test('the default configuration offers "without" (allowNoTips defaults to true, as in billing-domain)', () => {
    const { tips } = enabled({ configuration: DEFAULT_TIPS_CONFIGURATION, venue: fr, split: split100 });
    expect(tips.map((t) => t.weight)).toEqual(['lowest', 'medium', 'biggest', 'without']);
  });
});

describe('fastCheckoutTip: express checkout offers the tips page tip for the same split (issue 10 "Express checkout")', () => {
  const us = { countryCode: 'US' };
  const split = { amount: m('71.64'), preTaxTipsBaseAmount: m('66.00'), postTaxTipsBaseAmount: m('71.64') };
  test.each([
    [
      'PRE_TAX, amounts shown',
      config({
        tipsCalculationStrategy: 'PRE_TAX',
        suggestions: [18, 20, 22].map((percentage) => ({ percentage, preselected: false })),
        fastCheckout: { enabled: true, tipsRate: 1800 },
      }),
    ],
    [
      'POST_TAX, amounts shown',
      config({
        tipsCalculationStrategy: 'POST_TAX',
        suggestions: [18, 20, 22].map((percentage) => ({ percentage, preselected: false })),
        fastCheckout: { enabled: true, tipsRate: 1800 },
      }),
    ],
    [
      'rounded to the dollar',
      config({
        roundToNearestDollarEnabled: true,
        suggestions: [18, 20, 22].map((percentage) => ({ percentage, preselected: false })),
        fastCheckout: { enabled: true, tipsRate: 1800 },
      }),
    ],
  ])('%s: the 18%% fast checkout tip is the tips page 18%% suggestion', (_name, configuration) => {
    const page = enabled({ configuration, venue: us, split });
    const eighteen = page.tips.find((tip) => tip.rate === 1800);
    expect(eighteen).toBeDefined();
    expect(fastCheckoutTip({ configuration, venue: us, split })).toEqual(eighteen?.amount);
  });

  test('the rate is in hundredths of a percent: 1800 on $71.64 is dollars, not cents', () => {
    const configuration = config({
      tipsCalculationStrategy: 'POST_TAX',
      displayStrategy: 'TIP_PERCENTAGE_TIP_AMOUNT',
      fastCheckout: { enabled: true, tipsRate: 1800 },
    });
    expect(fastCheckoutTip({ configuration, venue: us, split }).amount).toBeGreaterThan(m('12').amount);
  });
});
