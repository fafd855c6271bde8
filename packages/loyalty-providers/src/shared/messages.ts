/** Every message and i18n key of the loyalty, login and sign-up errors, verbatim from 3 §5 and §8. */
export const LOYALTY_MESSAGES = {
  eligibleDiscountFailed: 'could not compute eligible discount',
  rewardsFailed: 'could not fetch rewards',
  earnFailed: 'Failed to earn points',
  unsupportedProvider: 'Unsupported Loyalty Provider',
  httpError: 'HTTP error status',
  preferencesFailed: 'could not fetch user preferences',
} as const;

/** The i18n keys these rules produce (3 §5, §8). */
export const LOYALTY_I18N_KEYS = {
  identificationError: 'loyalty.identification.error',
  invalidCode: 'login.invalid_code',
  invalidPhone: 'login.invalid_phone',
  phoneValidation: 'login.phoneNumber.validation',
  cannotChangeCountryCode: 'ga.sign-up.first-step.cannot-change-country-code',
  consentInvalidMail: 'voucher.consent.invalidMail',
  emailAlreadyExists: 'error.auth.emailAlreadyExists',
} as const;

/** "field shows 'Invalid email'" (3 §5, sign-up e-mail). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email';
