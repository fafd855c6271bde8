import {
  add,
  countryPolicy,
  isZero,
  lessThan,
  lessThanOrEqual,
  maximum,
  money,
  multiplyByRate,
  roundToStep,
  zero,
  type Money,
} from '@tableside/billing-domain';

/** Units at scale 5. */
const UNIT = 100_000;

/** "minimum tip 0.5 in the UK and 1 elsewhere" (2-paying §5). */
export function minimumTip(countryCode: string, currency: string): Money {
  return money(countryPolicy(countryCode).minimumTip, currency);
}

/**
 * The rounding step for a tip of this size: "below 10 the step is 0.5, below 1.5 it is 0.25"
 * (2-paying §5). At 10 and above the spec is silent; tips of that size round to whole units.
 */
export function tipStep(tip: Money): number {
  if (tip.amount < (3 * UNIT) / 2) return UNIT / 4;
  if (tip.amount < 10 * UNIT) return UNIT / 2;
  return UNIT;
}

/**
 * The rounded tip for one suggestion (2-paying §5 "Tip computation"): `base × rate`, rounded half up to
 * {@link tipStep}, never below {@link minimumTip}; 0 when the base amount or the percentage is 0.
 * `rate` is in hundredths of a percent.
 */
export function roundTip(base: Money, rate: number, countryCode: string): Money {
  assertTipInputs(base, rate);
  if (isZero(base) || rate === 0) return zero(base.currency);
  const raw = multiplyByRate(base, rate);
  return maximum(roundToStep(raw, tipStep(raw), 'halfUp'), minimumTip(countryCode, base.currency));
}

/** How suggested tips are rounded: the stepped rule of 2-paying §5, or whole units (US round-up page). */
export type TipRounding = 'STEPPED' | 'NEAREST_DOLLAR';

/**
 * Rounds an ascending list of rates and keeps the tips strictly increasing: "if two tips round to the
 * same amount, the later is bumped above the previous" (2-paying §5), by the step of the previous tip
 * (one unit with whole-unit rounding). Zero tips (from a zero base or a zero percentage) stay zero.
 */
export function roundTipsInOrder(base: Money, rates: readonly number[], countryCode: string, rounding: TipRounding = 'STEPPED'): Money[] {
  const tips: Money[] = [];
  let previous: Money | undefined;
  for (const rate of rates) {
    let tip = rounding === 'STEPPED' ? roundTip(base, rate, countryCode) : roundTipToNearestDollar(base, rate);
    if (!isZero(tip) && previous && lessThanOrEqual(tip, previous)) {
      const step = rounding === 'STEPPED' ? tipStep(previous) : UNIT;
      tip = add(previous, money(step, base.currency));
    }
    if (!isZero(tip)) previous = tip;
    tips.push(tip);
  }
  return tips;
}

/** The unrounded tip shown with the percentage display: `base × rate`, to the cent. */
export function percentageTip(base: Money, rate: number): Money {
  assertTipInputs(base, rate);
  return roundToStep(multiplyByRate(base, rate), UNIT / 100, 'halfUp');
}

/** Rounds a tip half up to whole units with a minimum of one unit (the US round-to-nearest-dollar page). */
export function roundTipToNearestDollar(base: Money, rate: number): Money {
  assertTipInputs(base, rate);
  if (isZero(base) || rate === 0) return zero(base.currency);
  return maximum(roundToStep(multiplyByRate(base, rate), UNIT, 'halfUp'), money(UNIT, base.currency));
}

function assertTipInputs(base: Money, rate: number): void {
  if (lessThan(base, zero(base.currency))) throw new Error(`Tip base amount must not be negative, got ${base.amount}`);
  if (!Number.isInteger(rate) || rate < 0) throw new Error(`Tip rate must be a non-negative integer in hundredths of a percent, got ${rate}`);
}
