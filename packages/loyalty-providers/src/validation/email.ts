import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, LOYALTY_I18N_KEYS } from '../shared/messages.js';

/** The shared e-mail pattern (3 §5 "general e-mail pattern", "shared pattern"). */
export const emailSchema = z.email();

/** "Sign-up e-mail: trimmed and lower-cased, shared pattern; ... field shows 'Invalid email'" (3 §5). */
export const signUpEmailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: INVALID_EMAIL_MESSAGE }));

/** "Consent e-mail: required, trimmed, general e-mail pattern; invalid message key voucher.consent.invalidMail" (3 §5). */
export const consentEmailSchema = z.pipe(z.string().check(z.trim()), z.email({ message: LOYALTY_I18N_KEYS.consentInvalidMail }));

/** "guest-account e-mail must be valid" (3 §5). */
export const guestAccountEmailSchema = emailSchema;

/** The sign-up e-mail to send, or 'Invalid email'. "button disabled if empty or invalid" (3 §5). */
export function validateSignUpEmail(input: string): Result<string, { code: 'INVALID_EMAIL'; message: typeof INVALID_EMAIL_MESSAGE }> {
  const parsed = signUpEmailSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err({ code: 'INVALID_EMAIL', message: INVALID_EMAIL_MESSAGE });
}

/** The consent e-mail to send, or the voucher.consent.invalidMail key. */
export function validateConsentEmail(input: string): Result<string, { code: 'INVALID_EMAIL'; key: 'voucher.consent.invalidMail' }> {
  const parsed = consentEmailSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err({ code: 'INVALID_EMAIL', key: LOYALTY_I18N_KEYS.consentInvalidMail });
}
