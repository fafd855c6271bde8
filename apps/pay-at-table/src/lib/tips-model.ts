import type { BillDocument } from './documents/bill-document-schema.js';
import { serviceChargeRateOf } from './service-charge-rate.js';
import type { Money, TipsPredictionResponse, Venue } from '@tableside/billing-domain';
import type { TipsPredictionRequest } from '@tableside/api-client';
import {
  buildTipSuggestions,
  euroCoinOffer,
  isLoginRequiredForTips,
  parseTipsConfiguration,
  selectTipPage,
  type EuroCoinOffer,
  type TipPage,
  type TipSuggestions,
  type TipsConfiguration,
} from '@tableside/tips-engine';

/** "Feature flags: … tips-ai-suggestions-prediction (on)" (2-paying §9). */
export const TIPS_AI_PREDICTION_ENABLED = true;

/** The split as far as the tips page goes. */
export interface TipsPageSplit {
  readonly billSplitAmount: Money;
  readonly preTaxTipsBaseAmount?: Money | undefined;
  readonly postTaxTipsBaseAmount?: Money | undefined;
}

export type EnabledTipSuggestions = Extract<TipSuggestions, { status: 'enabled' }>;

/** What the tips page shows: nothing (straight to payment) or one country page with its suggestions. */
export type TipsModel =
  | { readonly kind: 'skip' }
  | {
      readonly kind: 'tips';
      readonly page: Exclude<TipPage, 'NONE'>;
      readonly suggestions: EnabledTipSuggestions;
      readonly coinOffer: EuroCoinOffer;
      readonly loginRequired: boolean;
    };

export { serviceChargeRateOf };

/** The venue's tips configuration, or undefined when it cannot be read ("a failure is only logged", 1-core §5). */
export function readTipsConfiguration(venue: Pick<Venue, 'tipsSuggestion'>): TipsConfiguration | undefined {
  const configuration = parseTipsConfiguration(venue.tipsSuggestion.configuration);
  return configuration.ok ? configuration.value : undefined;
}

/** The tip page the venue's configuration picks (2-paying §4 "The tip page is picked by venue configuration"). */
export function tipPageFor(
  venue: Pick<Venue, 'id' | 'countryCode' | 'tipsSuggestion'>,
  bill: Pick<BillDocument, 'order'>,
  specialVenueIds: readonly string[] = [],
): TipPage {
  const configuration = readTipsConfiguration(venue);
  if (!configuration) return 'NONE';
  return selectTipPage({
    configuration,
    venue: { id: venue.id, countryCode: venue.countryCode },
    specialVenueIds,
    serviceChargeRate: serviceChargeRateOf(bill),
  });
}

/**
 * The body of `POST /tips-suggestion/predict-tips-suggestions` (2-paying §7): the split and bill amounts, the
 * product names, the guests, the staff name and the venue's three configured rates (hundredths of a percent).
 */
export function tipsPredictionRequest(venue: Venue, bill: BillDocument, split: TipsPageSplit): TipsPredictionRequest | undefined {
  const configuration = readTipsConfiguration(venue);
  if (!configuration) return undefined;
  const [low, medium, high] = [...configuration.suggestions].map((suggestion) => suggestion.percentage * 100).sort((a, b) => a - b);
  if (low === undefined || medium === undefined || high === undefined) return undefined;
  return {
    businessId: venue.businessId,
    billId: bill.id,
    splitAmount: split.billSplitAmount,
    totalAmount: bill.totalBillAmount,
    productNames: bill.order.subOrders.flatMap((subOrder) => subOrder.quantifiedProducts.map((line) => line.product.name)),
    numberOfClients: bill.order.numberOfGuests,
    openedAt: bill.issuedAt,
    lowTipsRate: low,
    mediumTipsRate: medium,
    highTipsRate: high,
    ...(bill.order.staff ? { staffName: bill.order.staff.name } : {}),
  };
}

/** Inputs of {@link buildTipsModel}. */
export interface TipsModelInput {
  readonly venue: Venue;
  readonly bill: Pick<BillDocument, 'order'>;
  readonly split: TipsPageSplit;
  /** The AI prediction when it answered; undefined is "no data" and the configured rates are used. */
  readonly prediction?: TipsPredictionResponse | undefined;
  readonly isLoggedIn: boolean;
  readonly specialVenueIds?: readonly string[];
}

/**
 * Everything the tips page shows, from tips-engine: the page by configuration (or straight to payment), the
 * suggestions (prediction first when present), the FR coin offer and whether login is required for tips.
 */
export function buildTipsModel({ venue, bill, split, prediction, isLoggedIn, specialVenueIds = [] }: TipsModelInput): TipsModel {
  const configuration = readTipsConfiguration(venue);
  if (!configuration) return { kind: 'skip' };
  const serviceChargeRate = serviceChargeRateOf(bill);
  const page = selectTipPage({ configuration, venue: { id: venue.id, countryCode: venue.countryCode }, specialVenueIds, serviceChargeRate });
  if (page === 'NONE') return { kind: 'skip' };
  const suggestions = buildTipSuggestions({
    configuration,
    venue: { countryCode: venue.countryCode, enrollmentId: venue.enrollmentId },
    split: {
      amount: split.billSplitAmount,
      ...(split.preTaxTipsBaseAmount ? { preTaxTipsBaseAmount: split.preTaxTipsBaseAmount } : {}),
      ...(split.postTaxTipsBaseAmount ? { postTaxTipsBaseAmount: split.postTaxTipsBaseAmount } : {}),
    },
    serviceChargeRate,
    ...(prediction ? { prediction } : {}),
  });
  if (suggestions.status !== 'enabled') return { kind: 'skip' };
  return {
    kind: 'tips',
    page,
    suggestions,
    coinOffer: page === 'FR' ? euroCoinOffer(split.billSplitAmount, venue, configuration.euroCoinEnabled) : { kind: 'NONE' },
    loginRequired: isLoginRequiredForTips(configuration, 'PAT', isLoggedIn),
  };
}
