import { buyGuestAppReward, fetchGuestAppRewardCode, guestAppEarnAfterPay, registerGuestAppUser, updateGuestAppUser } from './guest-app/guest-app-users.js';
import { fetchCookiePreferences, saveCookiePreferences } from './cookies/cookie-preferences-calls.js';
import { fetchLoyaltyConfig } from './config/loyalty-config.js';
import { applyLoyaltyDiscount, computeEligibleDiscount, fetchLoyaltyRewards, unapplyLoyaltyDiscount } from './discounts/discounts.js';
import { associateNewUserToWallet } from './identity/identity-reconciliation.js';
import { prepareLoyaltyId } from './identity/passwordless-identification.js';
import { earnPointsAfterPay } from './rewards/earn-after-pay.js';
import type { LoyaltyTransport } from './transport/loyalty-transport.js';
import { lookUpLoyaltyUser } from './users/user-lookup.js';

/**
 * Every loyalty, guest-app and cookie-preference call of 3 §7 bound to one transport: COMO, PAYTRONIX, PONGO and
 * ZEROSIX all answer through the same loyalty-dispatcher port. Handy as TanStack Query functions in the app.
 */
export function createLoyaltyClient(transport: LoyaltyTransport) {
  return {
    fetchConfig: (input: Parameters<typeof fetchLoyaltyConfig>[1]) => fetchLoyaltyConfig(transport, input),
    lookUpUser: (input: Parameters<typeof lookUpLoyaltyUser>[1]) => lookUpLoyaltyUser(transport, input),
    fetchRewards: (input: Parameters<typeof fetchLoyaltyRewards>[1]) => fetchLoyaltyRewards(transport, input),
    computeEligibleDiscount: (input: Parameters<typeof computeEligibleDiscount>[1]) => computeEligibleDiscount(transport, input),
    applyDiscount: (input: Parameters<typeof applyLoyaltyDiscount>[1]) => applyLoyaltyDiscount(transport, input),
    unapplyDiscount: (input: Parameters<typeof unapplyLoyaltyDiscount>[1]) => unapplyLoyaltyDiscount(transport, input),
    earnAfterPay: (input: Parameters<typeof earnPointsAfterPay>[1]) => earnPointsAfterPay(transport, input),
    prepareLoyaltyId: (input: Parameters<typeof prepareLoyaltyId>[1]) => prepareLoyaltyId(transport, input),
    associateNewUserToWallet: (input: Parameters<typeof associateNewUserToWallet>[1]) => associateNewUserToWallet(transport, input),
    registerGuestAppUser: (input: Parameters<typeof registerGuestAppUser>[1]) => registerGuestAppUser(transport, input),
    updateGuestAppUser: (input: Parameters<typeof updateGuestAppUser>[1]) => updateGuestAppUser(transport, input),
    buyGuestAppReward: (input: Parameters<typeof buyGuestAppReward>[1]) => buyGuestAppReward(transport, input),
    fetchGuestAppRewardCode: (input: Parameters<typeof fetchGuestAppRewardCode>[1]) => fetchGuestAppRewardCode(transport, input),
    guestAppEarnAfterPay: (input: Parameters<typeof guestAppEarnAfterPay>[1]) => guestAppEarnAfterPay(transport, input),
    fetchCookiePreferences: (input: Parameters<typeof fetchCookiePreferences>[1]) => fetchCookiePreferences(transport, input),
    saveCookiePreferences: (input: Parameters<typeof saveCookiePreferences>[1]) => saveCookiePreferences(transport, input),
  };
}

/** The bound calls of `createLoyaltyClient`. */
export type LoyaltyClient = ReturnType<typeof createLoyaltyClient>;
