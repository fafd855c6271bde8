import { maximum, zero, type Money } from '../money/money.js';
import type { Bill } from '../schemas/bill.js';

/** "Forecast-exceeded tolerance: 10 units at 5-decimal scale" (2-paying §9). */
export const FORECAST_EXCEEDED_TOLERANCE = 10;

/**
 * The amount of a split on the left to pay ("Pay full bill / Pay what's left", 1-core §2): the forecasted left to
 * pay, which already counts payments in progress, never below zero.
 */
export function leftToPaySplitAmount(bill: Pick<Bill, 'forecastedLeftToPay'>): Money {
  return maximum(bill.forecastedLeftToPay, zero(bill.forecastedLeftToPay.currency));
}

/**
 * True when a split amount exceeds the forecasted left to pay by more than the tolerance of 10 units at scale 5
 * (2-paying §9; the sandbox refuses it with bill-split-exceeds-forecasted-left-to-pay, 1-core §8).
 */
export function exceedsForecastedLeftToPay(amount: Money, forecastedLeftToPay: Money): boolean {
  if (amount.currency !== forecastedLeftToPay.currency) {
    throw new Error(`Currency mismatch: ${amount.currency} and ${forecastedLeftToPay.currency}`);
  }
  return amount.amount - forecastedLeftToPay.amount > FORECAST_EXCEEDED_TOLERANCE;
}
