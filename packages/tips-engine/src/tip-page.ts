import { countryPolicy } from '@tableside/billing-domain';
import { isUkNoTipsBecauseOfServiceCharge } from './tip-suggestions.js';
import type { TipsRulesConfiguration } from './tips-configuration.js';

/** The tips page to show; NONE means "redirects to the payment page if none applies" (2-paying §2). */
export type TipPage = 'DEFAULT' | 'FR' | 'GB' | 'US_SMART' | 'US_ROUND_UP' | 'SPECIAL_VENUE' | 'NONE';

export type TipPageInput = {
  configuration: TipsRulesConfiguration;
  venue: { id: string; countryCode: string };
  /** "Special venues use specific configurations" (2-paying §9): the list is configuration, injected. */
  specialVenueIds?: readonly string[];
  /** The split's service-charge rate in hundredths of a percent; 0 when none. */
  serviceChargeRate?: number;
};

/**
 * "The tip page is picked by venue configuration: default, FR (coin modals), GB, US (smart tip page, or
 * round-to-nearest-dollar when enabled), special venues" (2-paying §4). Tipping disabled, or a GB venue
 * with ukNoTipsWhenServiceCharge and a service charge, goes straight to payment.
 */
export function selectTipPage({ configuration, venue, specialVenueIds = [], serviceChargeRate = 0 }: TipPageInput): TipPage {
  if (!configuration.tippingEnabled) return 'NONE';
  if (isUkNoTipsBecauseOfServiceCharge(configuration, venue.countryCode, serviceChargeRate)) return 'NONE';
  if (specialVenueIds.includes(venue.id)) return 'SPECIAL_VENUE';
  const { tipPage } = countryPolicy(venue.countryCode);
  if (tipPage === 'US') return configuration.roundToNearestDollarEnabled ? 'US_ROUND_UP' : 'US_SMART';
  return tipPage;
}
