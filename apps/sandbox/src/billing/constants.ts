/** "Forecast-exceeded tolerance: 10 units at 5-decimal scale" (2-paying §9), written once in billing-domain. */
export { FORECAST_EXCEEDED_TOLERANCE } from '@tableside/billing-domain';

/**
 * The smallest custom amount, and the smallest left to pay one may leave behind: billing-domain's
 * MINIMUM_SPLIT_AMOUNT (0.50 of a currency unit, the smallest card charge). A custom amount leaving less gets
 * left-to-pay-would-be-under-minimum; one under it that does not take all that is left gets split-amount-under-minimum.
 */
export { MINIMUM_SPLIT_AMOUNT as MINIMUM_LEFT_TO_PAY, MINIMUM_SPLIT_AMOUNT } from '@tableside/billing-domain';

/** The delay the refresh scheduler advises while the POS answers, in milliseconds. */
export const ADVISORY_DELAY_ONLINE_MS = 5_000;

/** The delay advised while the POS is offline: the spec's default refresh delay (1-core §9, 20 s). */
export const ADVISORY_DELAY_OFFLINE_MS = 20_000;

/** How long a bill lives after it is issued (the spec's "too old" limit, 7 hours). */
export const BILL_LIFETIME_MS = 7 * 60 * 60 * 1000;

/**
 * One cent at scale 5 (1-core §5 "Amounts use 5 decimals"): a custom split amount is a multiple of it, since a card
 * is charged in whole cents; one that is not gets split-amount-not-whole-cents unless it takes all that is left.
 */
export const SCALE5_PER_CENT = 1_000;
