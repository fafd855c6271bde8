/** "Forecast-exceeded tolerance: 10 units at 5-decimal scale" (2-paying §9), written once in billing-domain. */
export { FORECAST_EXCEEDED_TOLERANCE } from '@tableside/billing-domain';

/**
 * The smallest left to pay a custom amount may leave behind: 0.50 of a currency unit at scale 5, the smallest
 * card charge the payment simulator accepts. A custom amount leaving less gets left-to-pay-would-be-under-minimum.
 */
export const MINIMUM_LEFT_TO_PAY = 50_000;

/** The delay the refresh scheduler advises while the POS answers, in milliseconds. */
export const ADVISORY_DELAY_ONLINE_MS = 5_000;

/** The delay advised while the POS is offline: the spec's default refresh delay (1-core §9, 20 s). */
export const ADVISORY_DELAY_OFFLINE_MS = 20_000;

/** How long a bill lives after it is issued (the spec's "too old" limit, 7 hours). */
export const BILL_LIFETIME_MS = 7 * 60 * 60 * 1000;
