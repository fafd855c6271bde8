import { isPositive, money, multiplyByRate, roundToStep, type Money } from '@tableside/billing-domain';

import { err, exhaustiveSwitchError, ok, type Result } from '@tableside/billing-domain';

/** "Custom tip input currency is USD" (2-paying §5): the input's currency when the caller gives none. */
export const CUSTOM_TIP_INPUT_CURRENCY = 'USD';

/**
 * Why a custom tip cannot be used: "a non-numeric or negative amount shows error.amountMustBeANumber;
 * infinity shows a joke message" (2-paying §5), the latter under its own code.
 */
export type CustomTipError = { code: 'error.amountMustBeANumber' } | { code: 'error.amountIsInfinite' };

/** A custom tip: "A custom tip has an amount or a rate value" (2-paying §3); rate in hundredths of a percent. */
export type CustomTip = { kind: 'amount'; amount: Money } | { kind: 'rate'; rate: number };

const UNIT = 100_000;
const INFINITY = /^\+?(infinity|∞)$/i;
const WHOLE = /^\d+$/;
const AMOUNT = /^(\d+)(?:[.,](\d{0,2}))?$/;

const notANumber = (): { ok: false; error: CustomTipError } => err({ code: 'error.amountMustBeANumber' });
const infinite = (): { ok: false; error: CustomTipError } => err({ code: 'error.amountIsInfinite' });

/**
 * Parses the percent field: "Percent field takes whole numbers" (2-paying §5). Returns the rate in
 * hundredths of a percent; an empty field is a zero tip.
 */
export function parseCustomTipPercent(text: string): Result<number, CustomTipError> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(0);
  if (INFINITY.test(trimmed)) return infinite();
  if (!WHOLE.test(trimmed)) return notANumber();
  const rate = Number(trimmed) * 100;
  return Number.isSafeInteger(rate) ? ok(rate) : infinite();
}

/**
 * Parses the amount field: "amount field two decimals, comma or dot accepted, one separator only"
 * (2-paying §5). An empty field is a zero tip; a number too large to hold is treated as infinite.
 */
export function parseCustomTipAmount(text: string, currency: string = CUSTOM_TIP_INPUT_CURRENCY): Result<Money, CustomTipError> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(money(0, currency));
  if (INFINITY.test(trimmed)) return infinite();
  const match = AMOUNT.exec(trimmed);
  if (!match) return notANumber();
  const [, whole = '0', fraction = ''] = match;
  const amount = Number(whole) * UNIT + Number(fraction.padEnd(2, '0')) * 1000;
  return Number.isSafeInteger(amount) ? ok(money(amount, currency)) : infinite();
}

/** The tip a custom choice adds on `base`: the amount itself, or `base × rate` to the cent. */
export function customTipAmount(custom: CustomTip, base: Money): Money {
  switch (custom.kind) {
    case 'amount':
      return custom.amount;
    case 'rate':
      return roundToStep(multiplyByRate(base, custom.rate), UNIT / 100, 'halfUp');
    default:
      return exhaustiveSwitchError(custom);
  }
}

/** "Tip confirm is disabled when the tip is zero" (2-paying §5); a negative tip cannot be confirmed either. */
export function canConfirmTip(tip: Money): boolean {
  return isPositive(tip);
}
