import * as z from 'zod/mini';
import { isKnownTimeZone } from '../time/time-zone.js';
import { currencyCodeSchema } from '../money/money.js';
import { supportedCountryCodeSchema } from './common.js';

/** One tip suggestion {label, percentage, preselected}; the percentage is whole percent (2-paying §5 "5, 10, 15"). */
export const tipSuggestionSchema = z.object({
  label: z.string(),
  percentage: z.number().check(z.minimum(0)),
  preselected: z._default(z.boolean(), false),
});
export type TipSuggestion = z.infer<typeof tipSuggestionSchema>;

/** tipsSuggestion.configuration (1-core §3, 2-paying §3). */
export const tipsSuggestionConfigurationSchema = z.object({
  displayStrategy: z.enum(['TIP_LABEL_TIP_AMOUNT', 'TIP_PERCENTAGE_TIP_AMOUNT']),
  emojisEnabled: z._default(z.boolean(), false),
  suggestions: z.array(tipSuggestionSchema).check(z.length(3)),
  tippingEnabled: z.boolean(),
  fastCheckout: z._default(z.object({ enabled: z.boolean(), tipsRate: z.optional(z.number().check(z.minimum(0))) }), { enabled: false }),
  tipsCalculationStrategy: z.enum(['POST_TAX', 'PRE_TAX']),
  enforceAccountForTipsForPat: z._default(z.boolean(), false),
  enforceAccountForTipsForPdq: z._default(z.boolean(), false),
  allowNoTips: z._default(z.boolean(), true),
  tipsConfigurationMode: z.enum(['SUNDAY', 'BUSINESS']),
  roundToNearestDollarEnabled: z._default(z.boolean(), false),
  ukNoTipsWhenServiceCharge: z._default(z.boolean(), false),
  euroCoinEnabled: z._default(z.boolean(), true),
});
export type TipsSuggestionConfiguration = z.infer<typeof tipsSuggestionConfigurationSchema>;

/** Ordering configuration (1-core §3). */
export const venueOrderingSchema = z.object({
  enabled: z.boolean(),
  filterConfiguration: z._default(z.enum(['HIDDEN', 'ALL_PRODUCTS', 'PRODUCTS_AVAILABLE_FOR_ORDER']), 'HIDDEN'),
  openBillEnabled: z._default(z.boolean(), false),
});
export type VenueOrdering = z.infer<typeof venueOrderingSchema>;

/** Split feature flags (1-core §3 "Feature configuration flags"). */
export const venueFeatureConfigurationSchema = z.object({
  SPLIT_BY_ITEMS_ENABLED: z._default(z.boolean(), false),
  SPLIT_BY_SHARE_ENABLED: z._default(z.boolean(), false),
  SPLIT_BY_CUSTOM_AMOUNT_ENABLED: z._default(z.boolean(), false),
});
export type VenueFeatureConfiguration = z.infer<typeof venueFeatureConfigurationSchema>;

/** address {address, city, country, state, zipCode} (1-core §3). */
export const venueAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.optional(z.string()),
  zipCode: z.string(),
});
export type VenueAddress = z.infer<typeof venueAddressSchema>;

/** A venue (1-core §3, 2-paying §3): a supported country and a known currency (1-core §5). */
export const venueSchema = z.object({
  id: z.string(),
  businessId: z.string().check(z.minLength(1)),
  enrollmentId: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.optional(z.string()),
  countryCode: supportedCountryCodeSchema,
  currency: currencyCodeSchema,
  posReference: z.optional(z.string()),
  menus: z._default(z.array(z.unknown()), []),
  externalUrl: z.optional(z.object({ label: z.string(), url: z.string() })),
  // Missing means enabled (1-core §4 "The venue flag defaults to true when absent").
  paymentsEnabled: z.optional(z.boolean()),
  voucherEnabled: z._default(z.boolean(), false),
  websiteMenuLabel: z.optional(z.string()),
  pdfMenuLabel: z.optional(z.string()),
  menuExposedType: z.optional(z.enum(['STATIC_MENU', 'DYNAMIC_MENU'])),
  address: z.optional(venueAddressSchema),
  /** The venue's IANA time zone (e.g. Europe/Paris): receipts and menu schedules read local time in it. */
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.refine(isKnownTimeZone, { message: 'must be an IANA time zone' }))),
  ordering: z._default(venueOrderingSchema, { enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false }),
  chargesDisplay: z.optional(z.object({ benefitSurchargeExplanationLabel: z.optional(z.string()) })),
  amexActivated: z._default(z.boolean(), false),
  bancontactEnabled: z._default(z.boolean(), false),
  cartesBancairesActivated: z._default(z.boolean(), false),
  conecsEnabled: z._default(z.boolean(), false),
  edenredEnabled: z._default(z.boolean(), false),
  sodexoEnabled: z._default(z.boolean(), false),
  configuration: z._default(venueFeatureConfigurationSchema, {
    SPLIT_BY_ITEMS_ENABLED: false,
    SPLIT_BY_SHARE_ENABLED: false,
    SPLIT_BY_CUSTOM_AMOUNT_ENABLED: false,
  }),
  tipsSuggestion: z.object({ configuration: tipsSuggestionConfigurationSchema }),
});
export type Venue = z.infer<typeof venueSchema>;
/** A venue as written on the wire (defaults not yet applied). */
export type VenueInput = z.input<typeof venueSchema>;
