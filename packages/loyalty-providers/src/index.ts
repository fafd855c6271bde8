// @tableside/loyalty-providers: loyalty providers, guest-app rewards, phone login, sign-up and cookie rules
// (3-menus-ordering-loyalty-account §1–§9). Transport, storage and the clock come in as parameters.

export {
  BRAND_CONSENT_KEYS,
  DEFAULT_PHONE_COUNTRY,
  PAYTRONIX_BURN_CURRENCY,
  PRIORITY_DIAL_CODE_COUNTRIES,
  RESEND_DELAY_MS,
  RESEND_SUCCESS_BANNER_MS,
  SIGN_UP_NAME_PLACEHOLDER,
  SUNDAY_OPT_IN,
  VERIFICATION_CODE_LENGTH,
} from './shared/constants.js';
export type { BrandConsentKey } from './shared/constants.js';
export { INVALID_EMAIL_MESSAGE, LOYALTY_I18N_KEYS, LOYALTY_MESSAGES } from './shared/messages.js';

export { httpError, isSuccessStatus, readAnswer, statusOf } from './transport/loyalty-transport.js';
export type { CallFailure, LoyaltyHttpError, LoyaltyRequest, LoyaltyResponse, LoyaltyTransport } from './transport/loyalty-transport.js';
export { createLoyaltyClient } from './loyalty-client.js';
export type { LoyaltyClient } from './loyalty-client.js';
export { GUEST_APP_AUTHENTICATED_PATH, GUEST_APP_PATH, consentPaths, guestAppPaths, loyaltyPaths } from './transport/paths.js';

export {
  LOYALTY_PROVIDERS,
  LOYALTY_THEMES,
  fetchLoyaltyConfig,
  isPasswordlessEnabled,
  loyaltyBusinessConfigSchema,
  loyaltyProgramThemeSchema,
  loyaltyProviderSchema,
  loyaltyThemeSchema,
  parseLoyaltyConfig,
  toLoyaltyProgram,
} from './config/loyalty-config.js';
export type {
  LoyaltyBusinessConfig,
  LoyaltyConfigAnswer,
  LoyaltyConfigError,
  LoyaltyProgram,
  LoyaltyProgramTheme,
  LoyaltyProvider,
  LoyaltyTheme,
} from './config/loyalty-config.js';

export { lookUpLoyaltyUser, loyaltyUserInfoSchema } from './users/user-lookup.js';
export type { LoyaltyUserInfo, UserLookup } from './users/user-lookup.js';

export {
  amountAfterLoyaltyReward,
  applyLoyaltyDiscount,
  computeEligibleDiscount,
  eligibleDiscountSchema,
  fetchLoyaltyRewards,
  loyaltyRewardSchema,
  loyaltyRewardsSchema,
  unapplyLoyaltyDiscount,
} from './discounts/discounts.js';
export type { DiscountChange, DiscountTarget, EligibleDiscount, EligibleDiscountFailed, LoyaltyReward, RewardsFetchFailed } from './discounts/discounts.js';

export {
  credentialsIdentificationSchema,
  guestIdentificationParametersSchema,
  phoneIdentificationSchema,
  sessionIdentificationSchema,
} from './identity/guest-identification.js';
export type { GuestIdentificationParameters, PhoneIdentification, SessionIdentification } from './identity/guest-identification.js';
export {
  LOYALTY_AUTH_INITIAL,
  createInMemoryLoyaltyIdentityStorage,
  isLoyaltyAuthenticated,
  loyaltyAuthReducer,
  loyaltyAuthStateSchema,
  loyaltyIdentityFor,
  loyaltyIdentitySchema,
  loyaltyIdentityStorageOver,
} from './identity/loyalty-auth-state.js';
export type { LoyaltyAuthAction, LoyaltyAuthState, LoyaltyIdentity, LoyaltyIdentityStorage } from './identity/loyalty-auth-state.js';
export { identifyWithoutCode, prepareLoyaltyId } from './identity/passwordless-identification.js';
export type { PasswordlessIdentification, PrepareLoyaltyIdResult } from './identity/passwordless-identification.js';
export { associateNewUserToWallet, associationAnswerSchema, reconcileLoyaltyIdentity } from './identity/identity-reconciliation.js';
export type { AssociationStatus, IdentityReconciliation } from './identity/identity-reconciliation.js';
export { logoutFromLoyalty } from './identity/loyalty-logout.js';

export {
  EMPTY_LOGIN_DRAFT,
  canResendCode,
  initialLoginDialog,
  isResendBannerVisible,
  loginDialogReducer,
  loginDraftSchema,
  resendAvailableInMs,
} from './login/login-dialog.js';
export type { LoginDialogEvent, LoginDialogState, LoginDialogStep, LoginDraft } from './login/login-dialog.js';

export { paytronixRewardTransition } from './rewards/paytronix-reward.js';
export type { PaytronixRewardEvent, PaytronixRewardState, PaytronixRewardTransition } from './rewards/paytronix-reward.js';
export { earnPointsAfterPay, earnResultSchema } from './rewards/earn-after-pay.js';
export type { EarnFailed, EarnResult } from './rewards/earn-after-pay.js';

export {
  buyGuestAppReward,
  fetchGuestAppRewardCode,
  guestAppEarnAfterPay,
  guestAppRewardSchema,
  guestAppRewardsView,
  registerAnswerSchema,
  registerGuestAppUser,
  rewardCodeAnswerSchema,
  updateGuestAppUser,
} from './guest-app/guest-app-users.js';
export type { GuestAppReward, GuestAppUserRef } from './guest-app/guest-app-users.js';

export {
  LOGIN_GUARDED_SEGMENTS,
  guestAppHomePath,
  guestAppLoyaltyPath,
  isLoginGuardedPath,
  loginGuardRedirect,
  signUpStepPath,
} from './signup/guest-app-routes.js';
export type { SignUpStep } from './signup/guest-app-routes.js';
export { brandConsentsFromOriginPath, emailFromOriginPath, optInBody } from './signup/brand-consents.js';
export type { BrandConsent } from './signup/brand-consents.js';
export { SIGN_UP_INITIAL, afterEmailStepPath, emailStepEntry, signUpReducer, signUpStatePath } from './signup/sign-up-flow.js';
export type { EmailStepEntry, SignUpContext, SignUpEvent, SignUpState } from './signup/sign-up-flow.js';

export {
  allowAllCookies,
  canToggleCookie,
  cookiePreferenceSchema,
  cookiePreferencesSchema,
  cookieUserStatusSchema,
  isCookieCustomisationVisible,
  normaliseCookiePreferences,
  setCookiePreference,
  userPreferencesBody,
} from './cookies/cookie-preferences.js';
export type { CookiePreference, CookieUserStatus } from './cookies/cookie-preferences.js';
export { fetchCookiePreferences, saveCookiePreferences, userPreferencesAnswerSchema } from './cookies/cookie-preferences-calls.js';
export type { PreferencesFetchFailed } from './cookies/cookie-preferences-calls.js';

export {
  canConfirmPromotionConsent,
  isGuestDataCollectionActive,
  promotionConsentBody,
  readVenueConsent,
  sendPromotionConsent,
} from './consent/promotion-consent.js';
export type { ConsentBillContext, ConsentUser } from './consent/promotion-consent.js';

export {
  hasUnsavedMarketingChanges,
  marketingPreferenceGroupSchema,
  marketingPreferencesSchema,
  marketingValueKind,
  selectMarketingValue,
} from './marketing/marketing-preferences.js';
export type { MarketingPreferenceGroup } from './marketing/marketing-preferences.js';

export { isVerificationCodeComplete, codeBoxesFromPaste, typeCodeDigit, verificationCodeSchema } from './validation/verification-code.js';
export { loyaltyPointsSchema } from './validation/points.js';
export { consentEmailSchema, emailSchema, guestAccountEmailSchema, signUpEmailSchema, validateConsentEmail, validateSignUpEmail } from './validation/email.js';
export { FRENCH_DIAL_PREFIX, checkFrenchPrefix, isPhoneNumberValid, priorityCountryFor, validatePhoneNumber } from './validation/phone-number.js';
export type { CountryCode, InvalidPhoneNumber, ValidPhoneNumber } from './validation/phone-number.js';
