import { describe, expect, test } from 'vitest';
import { paytronixRewardTransition } from './paytronix-reward.js';

describe('paytronixRewardTransition — "Paytronix-style reward: not started, awaiting confirmation, confirmed. Unauthenticated users see a login modal first" (3 §4)', () => {
  test.each([
    ['"Unauthenticated users see a login modal first"', 'NOT_STARTED', { type: 'redeemPressed', authenticated: false }, 'NOT_STARTED', true],
    ['not started → awaiting confirmation', 'NOT_STARTED', { type: 'redeemPressed', authenticated: true }, 'AWAITING_CONFIRMATION', false],
    ['awaiting confirmation → confirmed', 'AWAITING_CONFIRMATION', { type: 'confirmed' }, 'CONFIRMED', false],
    ['cancelling while awaiting goes back to not started', 'AWAITING_CONFIRMATION', { type: 'cancelled' }, 'NOT_STARTED', false],
    ['a confirmation without a request does nothing', 'NOT_STARTED', { type: 'confirmed' }, 'NOT_STARTED', false],
    ['a confirmed reward stays confirmed on redeem', 'CONFIRMED', { type: 'redeemPressed', authenticated: true }, 'CONFIRMED', false],
    ['a confirmed reward cannot be cancelled', 'CONFIRMED', { type: 'cancelled' }, 'CONFIRMED', false],
  ] as const)('%s', (_rule, from, event, state, showLoginModal) => {
    expect(paytronixRewardTransition(from, event)).toEqual({ state, showLoginModal });
  });
});
