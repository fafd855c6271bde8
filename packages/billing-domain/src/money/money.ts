import {
  add as dAdd,
  allocate as dAllocate,
  compare as dCompare,
  dinero,
  halfEven,
  halfUp,
  multiply as dMultiply,
  subtract as dSubtract,
  toSnapshot,
  transformScale,
  up,
  down,
  type Dinero,
  type DineroCurrency,
} from 'dinero.js';
import * as currencies from 'dinero.js/currencies';
import * as z from 'zod/mini';

/** Amounts count 10⁻⁵ of a currency unit (1-core §3 "scale-5 fixed-point", §9 "Money scale 5 decimals"). */
export const MONEY_SCALE = 5;
/** One currency unit at scale 5: "displayed amounts and event amounts divide by 100000" (1-core §9). */
export const MONEY_UNIT = 100_000;

const knownCurrencies = currencies as unknown as Record<string, DineroCurrency<number>>;

/** True when `code` is an ISO 4217 currency that the money module knows (1-core §5 "the currency known"). */
export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(knownCurrencies, code);
}

export const currencyCodeSchema = z.string().check(z.refine(isKnownCurrency, { message: 'unknown currency' }));
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

const moneyAmountSchema = z.number().check(z.int(), z.refine(Number.isSafeInteger, { message: 'amount is not a safe integer' }));

/** Money on the wire and in the domain: an integer count of 10⁻⁵ units and a currency. */
export const moneySchema = z.object({
  amount: moneyAmountSchema,
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Money that may not be negative (1-core §5 "Money amounts at least 0"). */
export const nonNegativeMoneySchema = z.extend(moneySchema, {
  amount: moneyAmountSchema.check(z.refine((a: number) => a >= 0, { message: 'amount must be at least 0' })),
});

/** A rounding rule, always named (dinero's divide operations). */
export type Rounding = 'halfUp' | 'halfEven' | 'up' | 'down';
const roundings = { halfUp, halfEven, up, down } as const;

function currencyOf(code: string): DineroCurrency<number> {
  const currency = knownCurrencies[code];
  if (!currency) throw new Error(`Unknown currency "${code}"`);
  return currency;
}

function toDinero(m: Money): Dinero<number> {
  return dinero({ amount: m.amount, currency: currencyOf(m.currency), scale: MONEY_SCALE });
}

function fromDinero(d: Dinero<number>, rounding: Rounding = 'halfUp'): Money {
  const snapshot = toSnapshot(transformScale(d, MONEY_SCALE, roundings[rounding]));
  return { amount: snapshot.amount, currency: snapshot.currency.code };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new Error(`Currency mismatch: ${a.currency} and ${b.currency}`);
}

/** Builds money from a scale-5 integer amount. */
export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) throw new Error(`Money amount must be a safe integer at scale 5, got ${amount}`);
  currencyOf(currency);
  return { amount, currency };
}

export function zero(currency: CurrencyCode): Money {
  return money(0, currency);
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return fromDinero(dAdd(toDinero(a), toDinero(b)));
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return fromDinero(dSubtract(toDinero(a), toDinero(b)));
}

/** Sums a list of money in one currency; an empty list is zero. */
export function sum(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce<Money>((total, item) => add(total, item), zero(currency));
}

/** Multiplies by an integer factor (a quantity in whole units). */
export function multiplyBy(m: Money, factor: number): Money {
  if (!Number.isInteger(factor)) throw new Error(`Integer factor expected, got ${factor}`);
  return fromDinero(dMultiply(toDinero(m), factor));
}

/**
 * Multiplies by a scale-5 quantity (1-core §9 "Item quantities are scale 5"): 150000 means 1.5.
 */
export function multiplyByQuantity(m: Money, quantityScale5: number, rounding: Rounding = 'halfUp'): Money {
  return fromDinero(dMultiply(toDinero(m), { amount: quantityScale5, scale: MONEY_SCALE }), rounding);
}

/**
 * Applies a rate stored in hundredths of a percent (1-core §5 "Percent rates are stored in hundredths"):
 * 1250 is 12.5 %, so the result is `m × rate / 10000`.
 */
export function multiplyByRate(m: Money, rateInHundredthsOfPercent: number, rounding: Rounding = 'halfUp'): Money {
  if (!Number.isInteger(rateInHundredthsOfPercent)) throw new Error(`Rate in hundredths of a percent must be an integer, got ${rateInHundredthsOfPercent}`);
  return fromDinero(dMultiply(toDinero(m), { amount: rateInHundredthsOfPercent, scale: 4 }), rounding);
}

/** -1, 0 or 1. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return dCompare(toDinero(a), toDinero(b)) as -1 | 0 | 1;
}

export const equals = (a: Money, b: Money): boolean => compare(a, b) === 0;
export const greaterThan = (a: Money, b: Money): boolean => compare(a, b) > 0;
export const greaterThanOrEqual = (a: Money, b: Money): boolean => compare(a, b) >= 0;
export const lessThan = (a: Money, b: Money): boolean => compare(a, b) < 0;
export const lessThanOrEqual = (a: Money, b: Money): boolean => compare(a, b) <= 0;
export const isZero = (m: Money): boolean => m.amount === 0;
export const isPositive = (m: Money): boolean => m.amount > 0;
export const isNegative = (m: Money): boolean => m.amount < 0;
export const minimum = (a: Money, b: Money): Money => (lessThanOrEqual(a, b) ? a : b);
export const maximum = (a: Money, b: Money): Money => (greaterThanOrEqual(a, b) ? a : b);
export const negate = (m: Money): Money => money(-m.amount, m.currency);

/**
 * Allocates `m` by ratios with largest remainder (dinero's allocate): the parts always sum to `m`
 * and never go below zero for a non-negative total. Ratios are non-negative integers, not all zero.
 */
export function allocate(m: Money, ratios: readonly number[]): Money[] {
  if (ratios.length === 0) throw new Error('allocate needs at least one ratio');
  if (ratios.some((r) => !Number.isInteger(r) || r < 0)) throw new Error('allocate ratios must be non-negative integers');
  if (ratios.every((r) => r === 0)) throw new Error('allocate ratios must not all be zero');
  return dAllocate(toDinero(m), [...ratios]).map((part) => fromDinero(part));
}

/** Converts to 2-decimal minor units (cents), rounding half up: 123456 → 123. */
export function toMinorUnits(m: Money, rounding: Rounding = 'halfUp'): number {
  return toSnapshot(transformScale(toDinero(m), 2, roundings[rounding])).amount;
}

/** Builds money from 2-decimal minor units (cents): 123 → 123000. */
export function fromMinorUnits(cents: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(cents)) throw new Error(`Minor units must be an integer, got ${cents}`);
  return money(cents * 1000, currency);
}

/**
 * Display units for `Intl.NumberFormat` at the edge only (1-core §9 "displayed amounts ... divide by 100000").
 * Never compute with the result.
 */
export function toDisplayUnits(m: Money): number {
  return m.amount / MONEY_UNIT;
}

/**
 * Parses a decimal number of currency units into money exactly, without floating-point steps:
 * "12.5" → 1250000. Accepts a number too (converted through its shortest decimal form).
 * Returns undefined when the value is not a finite decimal with at most 5 fraction digits.
 */
export function fromDisplayUnits(value: string | number, currency: CurrencyCode): Money | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,5}))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const amount = Number(whole) * MONEY_UNIT + Number(fraction.padEnd(MONEY_SCALE, '0'));
  if (!Number.isSafeInteger(amount)) return undefined;
  return money(sign ? -amount : amount, currency);
}

/** Rounds to a multiple of `step` (a scale-5 amount), with a named rounding. */
export function roundToStep(m: Money, step: number, rounding: Rounding = 'halfUp'): Money {
  if (!Number.isInteger(step) || step <= 0) throw new Error(`Step must be a positive integer, got ${step}`);
  const quotient = m.amount / step;
  const rounded = rounding === 'up' ? Math.ceil(quotient) : rounding === 'down' ? Math.floor(quotient) : roundHalf(quotient, rounding);
  return money(rounded * step, m.currency);
}

function roundHalf(q: number, rounding: 'halfUp' | 'halfEven'): number {
  const floor = Math.floor(q);
  const diff = q - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  if (rounding === 'halfUp') return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}
