import type { GlobalSettings } from '../schemas/global-settings.js';
import type { Venue } from '../schemas/venue.js';

/**
 * "Payments are enabled only if both the global setting and the venue flag allow it. The venue flag defaults to
 * true when absent" (1-core §4).
 */
export function arePaymentsEnabled(settings: GlobalSettings, venue: Pick<Venue, 'paymentsEnabled'>): boolean {
  return settings.allPaymentsEnabled && (venue.paymentsEnabled ?? true);
}
