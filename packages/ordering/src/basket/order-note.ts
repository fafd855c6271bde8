/** The wildcard entry of the order-note business list: every business has the feature. */
export const ORDER_NOTE_WILDCARD = '*';

/**
 * "Order note shown only for businesses with the note feature enabled (a list or a wildcard)" (3 §5).
 * `enabledBusinesses` is the per-environment list; it may contain the wildcard.
 */
export function isOrderNoteEnabled(businessId: string, enabledBusinesses: readonly string[]): boolean {
  return enabledBusinesses.includes(ORDER_NOTE_WILDCARD) || enabledBusinesses.includes(businessId);
}
