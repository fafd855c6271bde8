import { z } from 'zod';
import { isKnownTimeZone } from '../time/time-zone.js';
import { currencyCodeSchema } from '../money/money.js';
import { supportedCountryCodeSchema } from './common.js';

/** One tip suggestion {label, percentage, preselected}; the percentage is whole percent (2-paying §5 "5, 10, 15"). */
export const tipSuggestionSchema = z.object({
  label: z.string(),
  percentage: z.number().min(0),
  preselected: z.boolean().default(false),
});
export type TipSuggestion = z.infer<typeof tipSuggestionSchema>;

/** tipsSuggestion.configuration (1-core §3, 2-paying §3). */
export const tipsSuggestionConfigurationSchema = z.object({
  displayStrategy: z.enum(['TIP_LABEL_TIP_AMOUNT', 'TIP_PERCENTAGE_TIP_AMOUNT']),
  emojisEnabled: z.boolean().default(false),
  suggestions: z.array(tipSuggestionSchema).length(3),
  tippingEnabled: z.boolean(),
  fastCheckout: z.object({ enabled: z.boolean(), tipsRate: z.number().min(0).optional() }).default({ enabled: false }),
  tipsCalculationStrategy: z.enum(['POST_TAX', 'PRE_TAX']),
  enforceAccountForTipsForPat: z.boolean().default(false),
  enforceAccountForTipsForPdq: z.boolean().default(false),
  allowNoTips: z.boolean().default(true),
  tipsConfigurationMode: z.enum(['SUNDAY', 'BUSINESS']),
  roundToNearestDollarEnabled: z.boolean().default(false),
  ukNoTipsWhenServiceCharge: z.boolean().default(false),
  euroCoinEnabled: z.boolean().default(true),
});
export type TipsSuggestionConfiguration = z.infer<typeof tipsSuggestionConfigurationSchema>;

/** Ordering configuration (1-core §3). */
export const venueOrderingSchema = z.object({
  enabled: z.boolean(),
  filterConfiguration: z.enum(['HIDDEN', 'ALL_PRODUCTS', 'PRODUCTS_AVAILABLE_FOR_ORDER']).default('HIDDEN'),
  openBillEnabled: z.boolean().default(false),
});
export type VenueOrdering = z.infer<typeof venueOrderingSchema>;

/** Split feature flags (1-core §3 "Feature configuration flags"). */
export const venueFeatureConfigurationSchema = z.object({
  SPLIT_BY_ITEMS_ENABLED: z.boolean().default(false),
  SPLIT_BY_SHARE_ENABLED: z.boolean().default(false),
  SPLIT_BY_CUSTOM_AMOUNT_ENABLED: z.boolean().default(false),
});
export type VenueFeatureConfiguration = z.infer<typeof venueFeatureConfigurationSchema>;

/** address {address, city, country, state, zipCode} (1-core §3). */
export const venueAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.string().optional(),
  zipCode: z.string(),
});
export type VenueAddress = z.infer<typeof venueAddressSchema>;

/** A venue (1-core §3, 2-paying §3): a supported country and a known currency (1-core §5). */
export const venueSchema = z.object({
  id: z.string(),
  businessId: z.string().min(1),
  enrollmentId: z.string().min(1),
  name: z.string(),
  imageUrl: z.string().optional(),
  countryCode: supportedCountryCodeSchema,
  currency: currencyCodeSchema,
  posReference: z.string().optional(),
  menus: z.array(z.unknown()).default([]),
  externalUrl: z.object({ label: z.string(), url: z.string() }).optional(),
  // Missing means enabled (1-core §4 "The venue flag defaults to true when absent").
  paymentsEnabled: z.boolean().optional(),
  voucherEnabled: z.boolean().default(false),
  websiteMenuLabel: z.string().optional(),
  pdfMenuLabel: z.string().optional(),
  menuExposedType: z.enum(['STATIC_MENU', 'DYNAMIC_MENU']).optional(),
  address: venueAddressSchema.optional(),
  /** The venue's IANA time zone (e.g. Europe/Paris): receipts and menu schedules read local time in it. */
  timeZone: z.string().min(1).max(64).refine(isKnownTimeZone, { message: 'must be an IANA time zone' }).optional(),
  ordering: venueOrderingSchema.default({ enabled: false, filterConfiguration: 'HIDDEN', openBillEnabled: false }),
  chargesDisplay: z.object({ benefitSurchargeExplanationLabel: z.string().optional() }).optional(),
  amexActivated: z.boolean().default(false),
  bancontactEnabled: z.boolean().default(false),
  cartesBancairesActivated: z.boolean().default(false),
  conecsEnabled: z.boolean().default(false),
  edenredEnabled: z.boolean().default(false),
  sodexoEnabled: z.boolean().default(false),
  configuration: venueFeatureConfigurationSchema.default({
    SPLIT_BY_ITEMS_ENABLED: false,
    SPLIT_BY_SHARE_ENABLED: false,
    SPLIT_BY_CUSTOM_AMOUNT_ENABLED: false,
  }),
  tipsSuggestion: z.object({ configuration: tipsSuggestionConfigurationSchema }),
});
export type Venue = z.infer<typeof venueSchema>;
/** A venue as written on the wire (defaults not yet applied). */
export type VenueInput = z.input<typeof venueSchema>;
