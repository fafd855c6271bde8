import { exhaustiveSwitchError } from '@tableside/billing-domain';

/** "Paytronix-style reward: not started, awaiting confirmation, confirmed" (3 §4). */
export type PaytronixRewardState = 'NOT_STARTED' | 'AWAITING_CONFIRMATION' | 'CONFIRMED';

/** What the reward row hears. */
export type PaytronixRewardEvent =
  { readonly type: 'redeemPressed'; readonly authenticated: boolean } | { readonly type: 'confirmed' } | { readonly type: 'cancelled' };

/** The next state, and whether the login modal must show first. */
export interface PaytronixRewardTransition {
  readonly state: PaytronixRewardState;
  readonly showLoginModal: boolean;
}

/**
 * The Paytronix-style reward (3 §4): pressing redeem asks for confirmation, confirming confirms, cancelling goes
 * back. "Unauthenticated users see a login modal first": the state does not move until they are logged in.
 */
export function paytronixRewardTransition(state: PaytronixRewardState, event: PaytronixRewardEvent): PaytronixRewardTransition {
  switch (event.type) {
    case 'redeemPressed':
      if (!event.authenticated) return { state, showLoginModal: true };
      return { state: state === 'NOT_STARTED' ? 'AWAITING_CONFIRMATION' : state, showLoginModal: false };
    case 'confirmed':
      return { state: state === 'AWAITING_CONFIRMATION' ? 'CONFIRMED' : state, showLoginModal: false };
    case 'cancelled':
      return { state: state === 'AWAITING_CONFIRMATION' ? 'NOT_STARTED' : state, showLoginModal: false };
    default:
      return exhaustiveSwitchError(event);
  }
}
