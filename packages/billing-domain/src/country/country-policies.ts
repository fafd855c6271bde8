/**
 * The per-country rules of the specs, one row per country that differs from the default. Every rule that depends
 * on the venue's country reads this table through `countryPolicy`; adding a country's rule is one row here (plus
 * its test), with no other edit.
 */
export interface CountryPolicy {
  /** "The tip page is picked by venue configuration: default, FR (coin modals), GB, US (smart tip page, …)" (2-paying §4). */
  readonly tipPage: 'DEFAULT' | 'FR' | 'GB' | 'US';
  /** "minimum tip 0.5 in the UK and 1 elsewhere" (2-paying §5), in units at scale 5. */
  readonly minimumTip: number;
  /** The venue's ukNoTipsWhenServiceCharge applies: no tips when the split has a service charge (2-paying §3, §5). */
  readonly noTipsWithServiceChargeOption: boolean;
  /** "US venues with a service charge above 10% use service-charge rules" for the suggested rates (2-paying §5). */
  readonly serviceChargeTipRates: boolean;
  /** "US smart tip preselects the lowest tip" (2-paying §4). */
  readonly smartTipPreselectsLowest: boolean;
  /** The venue's roundToNearestDollarEnabled applies: "US … round-to-nearest-dollar when enabled" (2-paying §4). */
  readonly roundUpToWholeUnit: boolean;
  /** "Coin modals (FR)" (2-paying §5): one euro, two euros, keep the change. */
  readonly coinOffer: boolean;
  /** "In US venues with tipping enabled, a two-step funnel (tip, then pay)" (2-paying §2). */
  readonly twoStepTipFunnel: boolean;
  /** "the title is 'confirm payment' for FR venues and 'payment method' for others" (2-paying §2). */
  readonly paymentTitle: 'confirm' | 'method';
  /** "Venue FR: card form autofocus is off" (2-paying §9). */
  readonly cardFormAutofocus: boolean;
  /** "Express checkout (US)" (2-paying §4). */
  readonly expressCheckout: boolean;
  /** The service-charge notice: "it shows in GB only" (1-core §9). */
  readonly serviceChargeNotice: boolean;
  /** "the percent rate is hidden in the US" (1-core §9, 2-paying §9). */
  readonly serviceChargeRateShown: boolean;
  /** "US venues merge taxes into one 'Taxes and fees' entry" (1-core §5). */
  readonly mergesTaxes: boolean;
  /** VAT (`TAX`) is part of the product prices; US venues quote prices before tax (see isChargeIncludedInPrices). */
  readonly taxIncludedInPrices: boolean;
  /** "The footer shows 'pay securely' branding unless the venue is in France" (1-core §2). */
  readonly paySecurelyFooter: boolean;
  /** "cookie customisation link shown unless the venue country is US and preferences exist" (3 §2, §6). */
  readonly cookieLinkHiddenWithStoredPreferences: boolean;
  /** "Allergy question modal: … shown only for venues with ordering enabled, in GB" (3 §2, §5). */
  readonly allergyQuestion: boolean;
  /** The ordering explanation's third step has its own picture for FR and GB (3 §2). */
  readonly orderingExplanationVariant: 'FR' | 'GB' | 'other';
}

/** Units at scale 5. */
const UNIT = 100_000;

/** The rules of a country with no row of its own. */
export const DEFAULT_COUNTRY_POLICY: CountryPolicy = {
  tipPage: 'DEFAULT',
  minimumTip: UNIT,
  noTipsWithServiceChargeOption: false,
  serviceChargeTipRates: false,
  smartTipPreselectsLowest: false,
  roundUpToWholeUnit: false,
  coinOffer: false,
  twoStepTipFunnel: false,
  paymentTitle: 'method',
  cardFormAutofocus: true,
  expressCheckout: false,
  serviceChargeNotice: false,
  serviceChargeRateShown: true,
  mergesTaxes: false,
  taxIncludedInPrices: true,
  paySecurelyFooter: true,
  cookieLinkHiddenWithStoredPreferences: false,
  allergyQuestion: false,
  orderingExplanationVariant: 'other',
};

/** The countries whose rules differ from {@link DEFAULT_COUNTRY_POLICY}, keyed by ISO alpha-2 code. */
export const COUNTRY_POLICIES: Readonly<Record<string, CountryPolicy>> = {
  FR: {
    ...DEFAULT_COUNTRY_POLICY,
    tipPage: 'FR',
    coinOffer: true,
    paymentTitle: 'confirm',
    cardFormAutofocus: false,
    paySecurelyFooter: false,
    orderingExplanationVariant: 'FR',
  },
  GB: {
    ...DEFAULT_COUNTRY_POLICY,
    tipPage: 'GB',
    minimumTip: UNIT / 2,
    noTipsWithServiceChargeOption: true,
    serviceChargeNotice: true,
    allergyQuestion: true,
    orderingExplanationVariant: 'GB',
  },
  US: {
    ...DEFAULT_COUNTRY_POLICY,
    tipPage: 'US',
    serviceChargeTipRates: true,
    smartTipPreselectsLowest: true,
    roundUpToWholeUnit: true,
    twoStepTipFunnel: true,
    expressCheckout: true,
    serviceChargeRateShown: false,
    mergesTaxes: true,
    taxIncludedInPrices: false,
    cookieLinkHiddenWithStoredPreferences: true,
  },
};
