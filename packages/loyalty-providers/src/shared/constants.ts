/** "Resend delay 15000 ms" (3 §9); "Resend is disabled 15 s after each send" (3 §4). */
export const RESEND_DELAY_MS = 15_000;
/** "success banner 2000 ms" (3 §9); "a success banner shows 2 s after resend" (3 §4). */
export const RESEND_SUCCESS_BANNER_MS = 2_000;
/** "code length 6" (3 §9). */
export const VERIFICATION_CODE_LENGTH = 6;
/** "default country FR" (3 §9). */
export const DEFAULT_PHONE_COUNTRY = 'FR';
/** "brand consent keys volfoni, leon, au_bureau, hippo" (3 §9). */
export const BRAND_CONSENT_KEYS = ['volfoni', 'leon', 'au_bureau', 'hippo'] as const;
export type BrandConsentKey = (typeof BRAND_CONSENT_KEYS)[number];
/** "sundayOptIn always false" (3 §9). */
export const SUNDAY_OPT_IN = false;
/** "burn currency USD for Paytronix-style rewards" (3 §9). */
export const PAYTRONIX_BURN_CURRENCY = 'USD';
/** "In sign-up the names are sent as an underscore placeholder" (3 §7). */
export const SIGN_UP_NAME_PLACEHOLDER = '_';
/** "Priority countries for shared dial codes: AU, FI, GP, NO, PY, RE, GB, US" (3 §5). */
export const PRIORITY_DIAL_CODE_COUNTRIES = ['AU', 'FI', 'GP', 'NO', 'PY', 'RE', 'GB', 'US'] as const;
