import type { PreAuthorization } from '@tableside/billing-domain';

/** What the order button does (3 §4 Order placement, Pre-authorisation). */
export type OrderButtonAction = 'goToPreAuthorization' | 'showConfirmation' | 'placeDirectly';

/** Inputs of the order button. */
export interface OrderButtonInput {
  readonly preAuthorization: PreAuthorization | undefined;
  readonly hasAuthorization: boolean;
  /** The business is on the per-environment list "without basket confirmation" (1 §9). */
  readonly exemptFromConfirmation: boolean;
}

/**
 * "If the experience requires it and no authorisation exists, placing an order navigates to the authorisation page"
 * (3 §4 Pre-authorisation); otherwise "If the business is not exempt the confirm screen shows; otherwise the order
 * is placed directly" (3 §4 Order placement).
 */
export function resolveOrderButtonAction(input: OrderButtonInput): OrderButtonAction {
  if (input.preAuthorization?.enabled && !input.hasAuthorization) return 'goToPreAuthorization';
  return input.exemptFromConfirmation ? 'placeDirectly' : 'showConfirmation';
}
