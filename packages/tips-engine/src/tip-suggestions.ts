import { countryPolicy, greaterThanOrEqual, money, zero, type Money } from '@tableside/billing-domain';

import { usServiceChargeTipRates } from './service-charge.js';
import { percentageTip, roundTipsInOrder, type TipRounding } from './tip-rounding.js';
import { percentToRate, type TipsRulesConfiguration } from './tips-configuration.js';
import type { TipsPrediction } from './tips-prediction.js';

/** "Tip weights: lowest, medium, biggest, without" (2-paying §5). */
export type TipWeight = 'lowest' | 'medium' | 'biggest' | 'without';

/** A suggested tip (2-paying §3 "Tip"): `rate` is the percentage in hundredths of a percent. */
export type Tip = { weight: TipWeight; rate: number; amount: Money; position: number; preselected: boolean; label?: string };

/** Where the suggested rates came from, in the order they are tried. */
export type TipRatesSource = 'ENROLLMENT_FIXED' | 'US_SERVICE_CHARGE' | 'PREDICTION' | 'CONFIGURATION';

/** AMOUNT shows rounded tips; PERCENTAGE shows the raw percentage of the base. */
export type TipDisplay = 'AMOUNT' | 'PERCENTAGE';

export type TipSuggestions =
  | { status: 'disabled'; reason: 'TIPPING_DISABLED' | 'UK_NO_TIPS_WHEN_SERVICE_CHARGE' }
  | { status: 'enabled'; display: TipDisplay; source: TipRatesSource; base: Money; tips: Tip[] };

/** The split as far as tips go (2-paying §3 "Bill split": preTaxTipsBaseAmount, postTaxTipsBaseAmount). */
export type TipsSplit = { amount: Money; preTaxTipsBaseAmount?: Money; postTaxTipsBaseAmount?: Money };

export type TipSuggestionsInput = {
  configuration: TipsRulesConfiguration;
  venue: { countryCode: string; enrollmentId?: string };
  split: TipsSplit;
  /** The split's service-charge rate in hundredths of a percent; 0 when none. */
  serviceChargeRate?: number;
  /** The AI prediction when enabled and answered; undefined means no data. */
  prediction?: TipsPrediction;
  /** Enrollments with "fixed 5, 10, 15 percent tips" (2-paying §5). */
  fixedTipsEnrollmentIds?: readonly string[];
};

/** "One enrollment has fixed 5, 10, 15 percent tips" (2-paying §5). */
export const ENROLLMENT_FIXED_TIP_RATES = [500, 1000, 1500] as const;
/** "In SUNDAY mode, a split amount of 30 currency units or more forces percentage display" (2-paying §4). */
export const SUNDAY_PERCENTAGE_DISPLAY_FROM_UNITS = 30;

const WEIGHTS = ['lowest', 'medium', 'biggest'] as const;
const MEDIUM_POSITION = 1;

/**
 * Chooses the tips base: "US tip base is pre- or post-tax by strategy" (2-paying §5), from the split's
 * preTaxTipsBaseAmount or postTaxTipsBaseAmount; a split without that field tips on its amount.
 */
export function tipsBaseAmount(split: TipsSplit, strategy: TipsRulesConfiguration['tipsCalculationStrategy']): Money {
  const base = strategy === 'PRE_TAX' ? split.preTaxTipsBaseAmount : split.postTaxTipsBaseAmount;
  return base ?? split.amount;
}

/**
 * Rounded tips with label-and-amount display; "otherwise raw percentage" (2-paying §5), and SUNDAY mode
 * forces percentage display from 30 units of split amount (2-paying §4).
 */
export function tipDisplay(configuration: TipsRulesConfiguration, splitAmount: Money): TipDisplay {
  if (configuration.displayStrategy !== 'TIP_LABEL_TIP_AMOUNT') return 'PERCENTAGE';
  const threshold = money(SUNDAY_PERCENTAGE_DISPLAY_FROM_UNITS * 100_000, splitAmount.currency);
  if (configuration.tipsConfigurationMode === 'SUNDAY' && greaterThanOrEqual(splitAmount, threshold)) return 'PERCENTAGE';
  return 'AMOUNT';
}

/** True when a GB venue with ukNoTipsWhenServiceCharge has a service charge on the split. */
export function isUkNoTipsBecauseOfServiceCharge(configuration: TipsRulesConfiguration, countryCode: string, serviceChargeRate: number): boolean {
  return countryPolicy(countryCode).noTipsWithServiceChargeOption && configuration.ukNoTipsWhenServiceCharge && serviceChargeRate > 0;
}

type Rates = { source: TipRatesSource; rates: number[]; preselectedPosition: number | undefined; labels: (string | undefined)[] };

function chooseRates(input: TipSuggestionsInput): Rates {
  const { configuration, venue, prediction, fixedTipsEnrollmentIds = [], serviceChargeRate = 0 } = input;
  const none = [undefined, undefined, undefined];
  if (venue.enrollmentId !== undefined && fixedTipsEnrollmentIds.includes(venue.enrollmentId)) {
    return { source: 'ENROLLMENT_FIXED', rates: [...ENROLLMENT_FIXED_TIP_RATES], preselectedPosition: MEDIUM_POSITION, labels: none };
  }
  const serviceChargeRates = usServiceChargeTipRates(venue.countryCode, serviceChargeRate);
  if (serviceChargeRates) return { source: 'US_SERVICE_CHARGE', rates: [...serviceChargeRates], preselectedPosition: MEDIUM_POSITION, labels: none };
  if (prediction) {
    const rates = [prediction.lowTipsRate, prediction.mediumTipsRate, prediction.highTipsRate].sort((a, b) => a - b);
    return { source: 'PREDICTION', rates, preselectedPosition: MEDIUM_POSITION, labels: none };
  }
  // "Tip suggestion percentages are sorted ascending (low, middle, high)" (2-paying §5).
  const sorted = [...configuration.suggestions].sort((a, b) => a.percentage - b.percentage);
  const preselected = sorted.findIndex((s) => s.preselected);
  return {
    source: 'CONFIGURATION',
    rates: sorted.map((s) => percentToRate(s.percentage)),
    preselectedPosition: preselected === -1 ? undefined : preselected,
    labels: sorted.map((s) => s.label),
  };
}

/**
 * Builds the tip suggestions of a split from the venue configuration (2-paying §4, §5; 1-core §3).
 * Rates come from the first that applies: a fixed-tips enrollment, the US service-charge rule, the AI
 * prediction, then the configured suggestions. US smart tips preselect the lowest; allowNoTips adds a
 * "without" option last.
 */
export function buildTipSuggestions(input: TipSuggestionsInput): TipSuggestions {
  const { configuration, venue, split, serviceChargeRate = 0 } = input;
  if (!configuration.tippingEnabled) return { status: 'disabled', reason: 'TIPPING_DISABLED' };
  if (isUkNoTipsBecauseOfServiceCharge(configuration, venue.countryCode, serviceChargeRate)) {
    return { status: 'disabled', reason: 'UK_NO_TIPS_WHEN_SERVICE_CHARGE' };
  }
  const base = tipsBaseAmount(split, configuration.tipsCalculationStrategy);
  const display = tipDisplay(configuration, split.amount);
  const { source, rates, preselectedPosition, labels } = chooseRates(input);
  const policy = countryPolicy(venue.countryCode);
  const rounding: TipRounding = policy.roundUpToWholeUnit && configuration.roundToNearestDollarEnabled ? 'NEAREST_DOLLAR' : 'STEPPED';
  const amounts =
    display === 'AMOUNT' || rounding === 'NEAREST_DOLLAR'
      ? roundTipsInOrder(base, rates, venue.countryCode, rounding)
      : rates.map((rate) => percentageTip(base, rate));
  // "US smart tip preselects the lowest tip" (2-paying §4).
  const preselect = policy.smartTipPreselectsLowest && !configuration.roundToNearestDollarEnabled ? 0 : preselectedPosition;
  const tips: Tip[] = rates.map((rate, position) => {
    const label = labels[position];
    return {
      weight: WEIGHTS[position] ?? 'biggest',
      rate,
      amount: amounts[position] ?? zero(base.currency),
      position,
      preselected: position === preselect,
      ...(label === undefined ? {} : { label }),
    };
  });
  if (configuration.allowNoTips) {
    tips.push({ weight: 'without', rate: 0, amount: zero(base.currency), position: tips.length, preselected: false });
  }
  return { status: 'enabled', display, source, base, tips };
}

/**
 * The express checkout tip (2-paying §4 "Express checkout"): the venue's `fastCheckout.tipsRate` (hundredths of a
 * percent, like every stored rate, 2-paying §9) on the same base, display and rounding as the tips page, so express
 * checkout and the tips page offer the same tip for the same split.
 */
export function fastCheckoutTip(input: {
  configuration: TipsRulesConfiguration & { fastCheckout: { tipsRate?: number | undefined } };
  venue: { countryCode: string };
  split: TipsSplit;
}): Money {
  const { configuration, venue, split } = input;
  const base = tipsBaseAmount(split, configuration.tipsCalculationStrategy);
  const rate = configuration.fastCheckout.tipsRate ?? 0;
  const rounding: TipRounding = countryPolicy(venue.countryCode).roundUpToWholeUnit && configuration.roundToNearestDollarEnabled ? 'NEAREST_DOLLAR' : 'STEPPED';
  const display = tipDisplay(configuration, split.amount);
  if (display === 'AMOUNT' || rounding === 'NEAREST_DOLLAR') return roundTipsInOrder(base, [rate], venue.countryCode, rounding)[0] ?? zero(base.currency);
  return percentageTip(base, rate);
}
