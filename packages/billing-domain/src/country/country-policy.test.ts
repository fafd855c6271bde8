import { describe, expect, test } from 'vitest';
import { COUNTRY_POLICIES, DEFAULT_COUNTRY_POLICY, type CountryPolicy } from './country-policies.js';
import { countryPolicy } from './country-policy.js';

type Rule = keyof CountryPolicy;

/** One row per rule of the specs that depends on the venue's country: the rule, its words, and its value in FR, GB, US and elsewhere (ES). */
const RULES: readonly [Rule, string, { FR: unknown; GB: unknown; US: unknown; ES: unknown }][] = [
  [
    'tipPage',
    '"The tip page is picked by venue configuration: default, FR (coin modals), GB, US" (2-paying §4)',
    { FR: 'FR', GB: 'GB', US: 'US', ES: 'DEFAULT' },
  ],
  ['minimumTip', '"minimum tip 0.5 in the UK and 1 elsewhere" (2-paying §5)', { FR: 100_000, GB: 50_000, US: 100_000, ES: 100_000 }],
  ['noTipsWithServiceChargeOption', 'ukNoTipsWhenServiceCharge (2-paying §3): a GB rule', { FR: false, GB: true, US: false, ES: false }],
  [
    'serviceChargeTipRates',
    '"US venues with a service charge above 10% use service-charge rules" (2-paying §5)',
    { FR: false, GB: false, US: true, ES: false },
  ],
  ['smartTipPreselectsLowest', '"US smart tip preselects the lowest tip" (2-paying §4)', { FR: false, GB: false, US: true, ES: false }],
  ['roundUpToWholeUnit', '"US (… round-to-nearest-dollar when enabled)" (2-paying §4)', { FR: false, GB: false, US: true, ES: false }],
  ['coinOffer', '"Coin modals (FR)" (2-paying §5)', { FR: true, GB: false, US: false, ES: false }],
  ['twoStepTipFunnel', '"In US venues with tipping enabled, a two-step funnel (tip, then pay)" (2-paying §2)', { FR: false, GB: false, US: true, ES: false }],
  [
    'paymentTitle',
    "\"the title is 'confirm payment' for FR venues and 'payment method' for others\" (2-paying §2)",
    { FR: 'confirm', GB: 'method', US: 'method', ES: 'method' },
  ],
  ['cardFormAutofocus', '"Venue FR: card form autofocus is off" (2-paying §9)', { FR: false, GB: true, US: true, ES: true }],
  ['expressCheckout', '"Express checkout (US)" (2-paying §4)', { FR: false, GB: false, US: true, ES: false }],
  ['serviceChargeNotice', 'the service-charge notice: "it shows in GB only" (1-core §9)', { FR: false, GB: true, US: false, ES: false }],
  ['serviceChargeRateShown', '"the percent rate is hidden in the US" (1-core §9)', { FR: true, GB: true, US: false, ES: true }],
  ['mergesTaxes', '"US venues merge taxes into one \'Taxes and fees\' entry" (1-core §5)', { FR: false, GB: false, US: true, ES: false }],
  ['taxIncludedInPrices', 'VAT is part of the prices; US venues quote prices before tax (1-core §5)', { FR: true, GB: true, US: false, ES: true }],
  ['paySecurelyFooter', '"\'pay securely\' branding unless the venue is in France" (1-core §2)', { FR: false, GB: true, US: true, ES: true }],
  [
    'cookieLinkHiddenWithStoredPreferences',
    '"cookie customisation link shown unless the venue country is US and preferences exist" (3 §2)',
    { FR: false, GB: false, US: true, ES: false },
  ],
  ['allergyQuestion', '"Allergy question modal: … shown only for venues with ordering enabled, in GB" (3 §2)', { FR: false, GB: true, US: false, ES: false }],
  ['orderingExplanationVariant', '"Step 3 image varies by country (FR, GB or other)" (3 §2)', { FR: 'FR', GB: 'GB', US: 'other', ES: 'other' }],
];

describe('the country table (one row per country, read by every country rule)', () => {
  test.each(RULES)('%s: %s', (rule, _words, values) => {
    for (const [country, value] of Object.entries(values)) expect({ country, value: countryPolicy(country)[rule] }).toEqual({ country, value });
  });

  test('every field of a row is covered by a rule of the specs above', () => {
    expect(RULES.map(([rule]) => rule).sort()).toEqual(Object.keys(DEFAULT_COUNTRY_POLICY).sort());
  });

  test.each([
    ['a country without a row', 'ES'],
    ['no country (the POS simulator knows none)', undefined],
    ['a lower-case code is not a row', 'us'],
    ['an inherited property name is not a row', '__proto__'],
    ['nor is another one', 'toString'],
  ])('%s gets the default rules', (_case, code) => {
    expect(countryPolicy(code)).toBe(DEFAULT_COUNTRY_POLICY);
  });

  test('only FR, GB and US differ from the default today', () => {
    expect(Object.keys(COUNTRY_POLICIES).sort()).toEqual(['FR', 'GB', 'US']);
  });
});
