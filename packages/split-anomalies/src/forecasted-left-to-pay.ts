import { add, greaterThan, money, subtract, type Money } from '@tableside/billing-domain';
import type { AnomalyBill, AnomalySplit } from './split-anomaly-input.js';

/** Forecast-exceeded tolerance: "10 units at 5-decimal scale" (2-paying §9). */
export const FORECAST_EXCEEDED_TOLERANCE = 10;

/** Splits the bill already deducts from its forecasted left to pay: issued but not yet settled. */
const COUNTED_IN_FORECAST = new Set(['ISSUED', 'PENDING']);

/**
 * The forecasted left to pay that `split` may take. Once a split is issued, the bill's forecast already
 * deducts it, so its own amount (as the bill records it) is added back; a draft split gets the forecast as is.
 */
export function forecastedLeftToPayForSplit(bill: AnomalyBill, split: AnomalySplit): Money {
  const own = split.id === undefined ? undefined : Object.values(bill.sundayBillSplits ?? {}).find((s) => s.splitId === split.id);
  if (own === undefined || !COUNTED_IN_FORECAST.has(own.status)) return bill.forecastedLeftToPay;
  return add(bill.forecastedLeftToPay, own.billSplitAmount);
}

/**
 * True when `splitAmount` exceeds `forecastedLeftToPay` by more than the 10-unit tolerance
 * (2-paying §4 "exceeds forecasted left to pay", §9 "Forecast-exceeded tolerance"). The sandbox's billing
 * service uses the same rule to answer bill-split-exceeds-forecasted-left-to-pay.
 */
export function exceedsForecastedLeftToPay(splitAmount: Money, forecastedLeftToPay: Money): boolean {
  const ceiling = add(forecastedLeftToPay, money(FORECAST_EXCEEDED_TOLERANCE, forecastedLeftToPay.currency));
  return greaterThan(splitAmount, ceiling);
}

/** How much `splitAmount` is above `forecastedLeftToPay` (zero or negative when it is not). */
export function excessOverForecast(splitAmount: Money, forecastedLeftToPay: Money): Money {
  return subtract(splitAmount, forecastedLeftToPay);
}
