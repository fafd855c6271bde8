import { moneySchema } from '@tableside/billing-domain';
import {
  BRAND_CONSENT_KEYS,
  cookieUserStatusSchema,
  earnResultSchema,
  eligibleDiscountSchema,
  guestAppRewardSchema,
  loyaltyBusinessConfigSchema,
  loyaltyRewardsSchema,
  loyaltyUserInfoSchema,
  registerAnswerSchema,
  rewardCodeAnswerSchema,
} from '@tableside/loyalty-providers';
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// The loyalty-dispatcher, guest-app user and consent-manager calls of 3-menus-ordering-loyalty-account §7, at their
// exact paths. The answers reuse @tableside/loyalty-providers' schemas (the ones the app reads them with).

const businessParams = z.object({ businessId: idSchema });
const userParams = z.object({ businessId: idSchema, userId: idSchema });
const discountParams = z.extend(userParams, { discountId: idSchema });
const earnParams = z.extend(userParams, { billId: idSchema, splitId: idSchema });
const appUserParams = z.object({ appId: idSchema, userId: idSchema });
const appRewardParams = z.extend(appUserParams, { rewardId: idSchema });

/** An E.164 or nationally typed phone number; the sandbox parses it with libphonenumber-js (default FR). */
const phoneNumber = z.string().check(z.minLength(1), z.maxLength(40));
/** "guestIdentificationParameters (phoneNumber and hasOptIn, or username and password)" (3 §7). */
export const phoneIdentificationBodySchema = z.object({ phoneNumber, hasOptIn: z.boolean() });
export const credentialsIdentificationBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** A username-and-password login's provider session, sent again instead of the password (earn-after-pay). */
export const sessionIdentificationBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(200)),
  accessToken: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export const guestIdentificationBodySchema = z.union([phoneIdentificationBodySchema, credentialsIdentificationBodySchema, sessionIdentificationBodySchema]);

/** The `billId, splitId` body of compute, apply and unapply (3 §7). */
export const splitTargetBodySchema = z.object({ billId: idSchema, splitId: idSchema });
export const earnAfterPayBodySchema = z.object({ guestIdentificationParameters: guestIdentificationBodySchema });
export const prepareLoyaltyIdBodySchema = z.object({ userId: idSchema, guestIdentificationParameters: guestIdentificationBodySchema });
export const associateBodySchema = z.object({ existingUserId: idSchema, newUserId: idSchema });

/** The configuration answer: the package's config plus whether the business identifies without a code. */
export const loyaltyConfigResponseSchema = z.extend(loyaltyBusinessConfigSchema, { passwordless: z.boolean() });
/** A reward of the simulator's catalogue: the package's reward plus the money it takes off a split (scale 5). */
export const rewardsResponseSchema = loyaltyRewardsSchema;
/**
 * prepare-loyalty-id: balance, createdAt, hasOptIn and `status: 'OK'`; a username-and-password login also answers
 * its provider session (a Paytronix-style access token and when it expires).
 */
export const preparedResponseSchema = z.extend(loyaltyUserInfoSchema, {
  status: z.literal('OK'),
  providerSession: z.optional(z.object({ accessToken: z.string(), expiresAt: z.string() })),
});
export const associationResponseSchema = z.object({ status: z.literal('OK'), balance: z.number().check(z.int(), z.minimum(0)) });
/** The applied (or unapplied) reward of a split, with the split's charge after it. */
export const discountChangeResponseSchema = z.object({
  billId: z.string(),
  splitId: z.string(),
  rewardId: z.string(),
  isApplied: z.boolean(),
  amount: moneySchema,
  balance: z.number().check(z.int(), z.minimum(0)),
});
export const earnResponseSchema = z.extend(earnResultSchema, { balance: z.number().check(z.int(), z.minimum(0)), alreadyEarned: z.boolean() });

// ---------------------------------------------------------------------------------------------------------------
// Guest app.

export const guestAppRegisterBodySchema = z.object({ guestIdentificationParameters: phoneIdentificationBodySchema });
/** "body email, firstName, lastName"; names may be the sign-up placeholder `_` (3 §7). */
export const guestAppUpdateBodySchema = z.object({
  email: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(254)),
      z.transform((value) => value.trim().toLowerCase()),
    ),
    z.email({ message: 'must be a valid e-mail address' }),
  ),
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const guestAppEarnBodySchema = z.object({ businessId: idSchema, billId: idSchema, splitId: idSchema });

/** "Guest account: id, phoneNumber, createdAt, currentBalance, loyaltyOptIn, rewards, storeRewards, email, firstName, lastName" (3 §3). */
export const guestAppUserSchema = z.object({
  id: z.string(),
  appId: z.string(),
  phoneNumber: z.string(),
  createdAt: z.number().check(z.int()),
  currentBalance: z.number().check(z.int(), z.minimum(0)),
  loyaltyOptIn: z.boolean(),
  rewards: z.array(z.object({ id: z.string(), name: z.string(), value: moneySchema, expirationDate: z.string() })),
  storeRewards: z.array(z.object({ id: z.string(), name: z.string(), cost: z.number().check(z.int(), z.minimum(0)) })),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
});
export const guestAppBoughtSchema = z.extend(guestAppRewardSchema, { balance: z.number().check(z.int(), z.minimum(0)) });
export const guestAppEarnResponseSchema = earnResponseSchema;

// ---------------------------------------------------------------------------------------------------------------
// Consent manager.

/** "brand consent keys volfoni, leon, au_bureau, hippo" (3 §9). */
export const BRAND_NAMES = BRAND_CONSENT_KEYS;
export type BrandName = (typeof BRAND_NAMES)[number];

const consentParams = z.object({ userId: idSchema, businessId: idSchema });
const cookieUserParams = z.object({ userId: idSchema });
const collectionParams = z.object({ id: idSchema });
const money = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const shortText = z.string().check(z.maxLength(200));

/** `POST /consent-manager/v1/opt-in` (3 §7): sundayOptIn is always false (3 §9). */
export const promotionOptInBodySchema = z.object({
  businessId: idSchema,
  email: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(254)),
      z.transform((value) => value.trim()),
    ),
    z.email({ message: 'must be a valid e-mail address' }),
  ),
  lastName: z.optional(shortText),
  origin: z.string().check(z.minLength(1), z.maxLength(50)),
  venueOptIn: z.boolean(),
  sundayOptIn: z.literal(false, { message: 'sundayOptIn is always false' }),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 country code' })),
  orderId: z.optional(shortText),
  tableNumber: z.optional(shortText),
  totalAmount: z.optional(money),
  individualSplitAmount: z.optional(money),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  userId: z.optional(idSchema),
  waiterName: z.optional(shortText),
  phoneNumber: z.optional(z.string().check(z.maxLength(40))),
});

/** One item of "userPreferences: list of id, preferenceId.id, type, userStatus" (3 §7). */
export const userPreferenceBodySchema = z.object({
  id: idSchema,
  preferenceId: z.object({ id: idSchema }),
  type: z.enum(['essential', 'functional']),
  userStatus: cookieUserStatusSchema,
});
export const userPreferencesBodySchema = z.object({ userPreferences: z.array(userPreferenceBodySchema).check(z.maxLength(20)) });
export const userPreferencesResponseSchema = z.object({
  userPreferences: z.array(z.extend(userPreferenceBodySchema, { needToBeChanged: z.boolean() })),
  /** True once the user saved preferences (the cookie link is hidden for US venues then, 3 §6). */
  saved: z.boolean(),
});

/** `PUT .../opt-in` with hasOptIn and brands (3 §7; brands volfoni, leon, au_bureau, hippo, 3 §9). */
export const brandOptInBodySchema = z.object({
  appId: z.optional(idSchema),
  userId: z.optional(idSchema),
  hasOptIn: z.boolean(),
  brands: z.optional(z.array(z.object({ name: z.enum(BRAND_CONSENT_KEYS), consent: z.boolean() })).check(z.maxLength(BRAND_CONSENT_KEYS.length))),
});
export const brandOptInResponseSchema = z.object({
  appId: z.string(),
  userId: z.string(),
  hasOptIn: z.boolean(),
  brands: z.array(z.object({ name: z.enum(BRAND_CONSENT_KEYS), consent: z.boolean() })),
});

// ---------------------------------------------------------------------------------------------------------------
// Routes.

const callerRefusals = {
  401: ['invalid-access-token', 'access-token-expired', 'invalid-guest-token'],
  403: ['not-account-owner'],
} as const;

export const getLoyaltyBusiness = defineRoute({
  method: 'GET',
  path: '/public/businesses/:businessId',
  summary: "The business's loyalty configuration (COMO, PAYTRONIX, PONGO or ZEROSIX); 204 when it has no loyalty.",
  tag: 'loyalty',
  params: businessParams,
  responses: { 200: loyaltyConfigResponseSchema, 204: null },
  errors: { 400: ['invalid-request'], 404: ['business-not-found'] },
});

export const getLoyaltyUser = defineRoute({
  method: 'GET',
  path: '/public/businesses/:businessId/users/:userId',
  summary: "The member's balance, createdAt and hasOptIn; 404 when not a member; 410 once merged into another user (KO).",
  tag: 'loyalty',
  params: userParams,
  responses: { 200: loyaltyUserInfoSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals, 404: ['loyalty-not-configured', 'loyalty-user-not-found'], 410: ['loyalty-user-merged'] },
});

export const getLoyaltyRewards = defineRoute({
  method: 'GET',
  path: '/public/businesses/:businessId/users/:userId/rewards',
  summary: "The business's rewards (id, name, picture, points); those above the balance are shown locked by the app.",
  tag: 'loyalty',
  params: userParams,
  responses: { 200: rewardsResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals, 404: ['loyalty-not-configured', 'loyalty-user-not-found'], 410: ['loyalty-user-merged'] },
});

const splitRefusals = {
  400: ['invalid-request'],
  ...callerRefusals,
  403: ['not-account-owner', 'not-split-owner'],
  404: ['loyalty-not-configured', 'loyalty-user-not-found', 'bill-split-not-found'],
  409: ['business-mismatch'],
  410: ['loyalty-user-merged'],
} as const;

export const computeEligibleDiscount = defineRoute({
  method: 'POST',
  path: '/public/businesses/:businessId/users/:userId/rewards',
  summary: "The split's eligible discount: the applied reward, else the most valuable one the balance covers.",
  tag: 'loyalty',
  params: userParams,
  body: splitTargetBodySchema,
  responses: { 200: eligibleDiscountSchema },
  errors: splitRefusals,
});

export const applyReward = defineRoute({
  method: 'PUT',
  path: '/public/businesses/:businessId/users/:userId/rewards/:discountId',
  summary: 'Burns the reward on the split: its points leave the balance and its value comes off what the split charges.',
  tag: 'loyalty',
  params: discountParams,
  body: splitTargetBodySchema,
  responses: { 200: discountChangeResponseSchema },
  errors: {
    ...splitRefusals,
    404: [...splitRefusals[404], 'loyalty-reward-not-found'],
    409: ['business-mismatch', 'loyalty-burn-disabled', 'loyalty-balance-too-low', 'loyalty-reward-already-applied', 'split-not-editable'],
  },
});

export const unapplyReward = defineRoute({
  method: 'PUT',
  path: '/public/businesses/:businessId/users/:userId/rewards/:discountId/unapply',
  summary: 'Gives the points back and restores what the split charges.',
  tag: 'loyalty',
  params: discountParams,
  body: splitTargetBodySchema,
  responses: { 200: discountChangeResponseSchema },
  errors: { ...splitRefusals, 409: ['business-mismatch', 'loyalty-reward-not-applied', 'split-not-editable'] },
});

export const earnAfterPay = defineRoute({
  method: 'POST',
  path: '/public/businesses/:businessId/users/:userId/bills/:billId/splits/:splitId/earn-after-pay',
  summary: 'Credits the points a paid split earns, once per split (a second call answers the same points).',
  tag: 'loyalty',
  params: earnParams,
  body: earnAfterPayBodySchema,
  responses: { 200: earnResponseSchema },
  errors: {
    ...splitRefusals,
    400: ['invalid-request', 'login.invalid_phone', 'loyalty.identification.error'],
    409: ['business-mismatch', 'split-not-paid', 'loyalty-points-already-earned'],
  },
});

export const prepareLoyaltyId = defineRoute({
  method: 'POST',
  path: '/public/businesses/:businessId/users/prepare-loyalty-id',
  summary: 'Identifies the user with the programme (phone, without a code where passwordless; or username and password).',
  tag: 'loyalty',
  params: businessParams,
  body: prepareLoyaltyIdBodySchema,
  responses: { 200: preparedResponseSchema },
  errors: { 400: ['invalid-request', 'login.invalid_phone', 'loyalty.identification.error'], ...callerRefusals, 404: ['loyalty-not-configured'] },
});

export const associateNewUserToWallet = defineRoute({
  method: 'POST',
  path: '/public/businesses/:businessId/associate-new-user-to-wallet',
  summary: "Moves the existing user's wallet to the new user (both must be the caller's identities).",
  tag: 'loyalty',
  params: businessParams,
  body: associateBodySchema,
  responses: { 200: associationResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals, 404: ['loyalty-not-configured', 'loyalty-user-not-found'], 410: ['loyalty-user-merged'] },
});

const appRefusals = { 400: ['invalid-request'], ...callerRefusals, 404: ['guest-app-not-found', 'guest-app-user-not-found'] } as const;

export const getGuestAppUser = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId',
  summary: "The guest-app user: balance, opt-in, rewards owned and the store's rewards.",
  tag: 'guest-app',
  params: appUserParams,
  responses: { 200: guestAppUserSchema },
  errors: appRefusals,
});

export const getAuthenticatedGuestAppUser = defineRoute({
  method: 'GET',
  path: '/marketing/api/v1/guest-apps/:appId/users/:userId',
  summary: 'The same for the authenticated account (bearer token only).',
  tag: 'guest-app',
  params: appUserParams,
  responses: { 200: guestAppUserSchema },
  errors: appRefusals,
});

export const registerGuestAppUser = defineRoute({
  method: 'POST',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId/register',
  summary: 'Registers the user with the guest app; `enrolled` is true when the user is in its loyalty programme.',
  tag: 'guest-app',
  params: appUserParams,
  body: guestAppRegisterBodySchema,
  responses: { 200: registerAnswerSchema },
  errors: { ...appRefusals, 400: ['invalid-request', 'login.invalid_phone'], 409: ['guest-app-phone-mismatch'] },
});

export const updateGuestAppUser = defineRoute({
  method: 'PUT',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId/update',
  summary: 'Saves the e-mail and names (`_` is the sign-up placeholder).',
  tag: 'guest-app',
  params: appUserParams,
  body: guestAppUpdateBodySchema,
  responses: { 200: guestAppUserSchema },
  errors: { ...appRefusals, 409: ['error.auth.emailAlreadyExists'] },
});

export const buyGuestAppReward = defineRoute({
  method: 'POST',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId/rewards/:rewardId/buy',
  summary: "Buys a store reward with the balance: it becomes one of the user's rewards.",
  tag: 'guest-app',
  params: appRewardParams,
  responses: { 200: guestAppBoughtSchema },
  errors: { ...appRefusals, 404: [...appRefusals[404], 'guest-app-reward-not-found'], 409: ['loyalty-balance-too-low'] },
});

export const guestAppRewardCode = defineRoute({
  method: 'GET',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId/rewards/:rewardId/reward-code',
  summary: "The code of one of the user's rewards.",
  tag: 'guest-app',
  params: appRewardParams,
  responses: { 200: rewardCodeAnswerSchema },
  errors: { ...appRefusals, 404: [...appRefusals[404], 'guest-app-reward-not-found'] },
});

export const guestAppEarnAfterPay = defineRoute({
  method: 'POST',
  path: '/marketing/public/api/v1/guest-apps/:appId/users/:userId/earn-after-pay',
  summary: 'Credits the guest app points a paid split earns, once per split.',
  tag: 'guest-app',
  params: appUserParams,
  body: guestAppEarnBodySchema,
  responses: { 200: guestAppEarnResponseSchema },
  errors: {
    ...appRefusals,
    403: ['not-account-owner', 'not-split-owner'],
    404: [...appRefusals[404], 'bill-split-not-found'],
    409: ['business-mismatch', 'split-not-paid', 'loyalty-points-already-earned'],
  },
});

export const getGuestDataCollection = defineRoute({
  method: 'GET',
  path: '/consent-manager/v1/guest-data-collections/:id',
  summary: 'Whether the guest data collection (promotion consent after a receipt or a payment) is active.',
  tag: 'consent',
  params: collectionParams,
  responses: { 200: z.object({ id: z.string(), businessId: z.string(), active: z.boolean() }) },
  errors: { 400: ['invalid-request'], 404: ['guest-data-collection-not-found'] },
});

export const sendPromotionOptIn = defineRoute({
  method: 'POST',
  path: '/consent-manager/v1/opt-in',
  summary: "Records a promotion consent (the venue's opt-in; a userId only for the caller's own identity).",
  tag: 'consent',
  body: promotionOptInBodySchema,
  responses: { 201: z.object({ id: z.string() }) },
  errors: { 400: ['invalid-request'], 401: callerRefusals[401], 403: callerRefusals[403], 404: ['business-not-found'] },
});

export const getVenueConsent = defineRoute({
  method: 'GET',
  path: '/consent-manager/v1/user/:userId/business/:businessId',
  summary: "Whether the user consented to the venue's promotions.",
  tag: 'consent',
  params: consentParams,
  responses: { 200: z.object({ userId: z.string(), businessId: z.string(), venueConsent: z.boolean() }) },
  errors: { 400: ['invalid-request'], ...callerRefusals },
});

export const getUserCookies = defineRoute({
  method: 'GET',
  path: '/consent-manager/v1/cookies/users/:userId',
  summary: "The user's cookie preferences (essential always accepted).",
  tag: 'consent',
  params: cookieUserParams,
  responses: { 200: userPreferencesResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals },
});

export const putUserCookies = defineRoute({
  method: 'PUT',
  path: '/consent-manager/v1/cookies/users/:userId',
  summary: "Saves the user's cookie preferences; an item that cannot be changed stays accepted.",
  tag: 'consent',
  params: cookieUserParams,
  body: userPreferencesBodySchema,
  responses: { 200: userPreferencesResponseSchema },
  errors: { 400: ['invalid-request', 'unknown-cookie-preference'], ...callerRefusals },
});

export const getApplicationPreferences = defineRoute({
  method: 'GET',
  path: '/consent-manager/v1/applications/:appId/users/:userId/preferences',
  summary: "The user's cookie preferences in one application.",
  tag: 'consent',
  params: appUserParams,
  responses: { 200: userPreferencesResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals },
});

export const saveApplicationPreferences = defineRoute({
  method: 'POST',
  path: '/consent-manager/v1/applications/:appId/users/:userId/preferences',
  summary: "Saves the user's cookie preferences in one application.",
  tag: 'consent',
  params: appUserParams,
  body: userPreferencesBodySchema,
  responses: { 200: userPreferencesResponseSchema },
  errors: { 400: ['invalid-request', 'unknown-cookie-preference'], ...callerRefusals },
});

export const getBrandOptIn = defineRoute({
  method: 'GET',
  path: '/consent-manager/v1/applications/:appId/users/:userId/opt-in',
  summary: 'The marketing opt-in and the consent per brand (volfoni, leon, au_bureau, hippo).',
  tag: 'consent',
  params: appUserParams,
  responses: { 200: brandOptInResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals },
});

export const putBrandOptIn = defineRoute({
  method: 'PUT',
  path: '/consent-manager/v1/applications/:appId/users/:userId/opt-in',
  summary: 'Saves the marketing opt-in and the brands given; brands left out keep their consent.',
  tag: 'consent',
  params: appUserParams,
  body: brandOptInBodySchema,
  responses: { 200: brandOptInResponseSchema },
  errors: { 400: ['invalid-request'], ...callerRefusals },
});

/** Every loyalty, guest-app and consent route. */
export const loyaltyRoutes = {
  getLoyaltyBusiness,
  getLoyaltyUser,
  getLoyaltyRewards,
  computeEligibleDiscount,
  applyReward,
  unapplyReward,
  earnAfterPay,
  prepareLoyaltyId,
  associateNewUserToWallet,
  getGuestAppUser,
  getAuthenticatedGuestAppUser,
  registerGuestAppUser,
  updateGuestAppUser,
  buyGuestAppReward,
  guestAppRewardCode,
  guestAppEarnAfterPay,
  getGuestDataCollection,
  sendPromotionOptIn,
  getVenueConsent,
  getUserCookies,
  putUserCookies,
  getApplicationPreferences,
  saveApplicationPreferences,
  getBrandOptIn,
  putBrandOptIn,
} as const;
