import type { SandboxDb } from '../db/types.js';

/** A login code has this many digits (3 §9 "code length 6"). */
export const SMS_CODE_LENGTH = 6;
/** A login code expires 5 minutes after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** The 5th wrong try kills the code; a new one must be requested. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same number is refused for 15 s after each send (3 §9 "resend delay 15000 ms"). */
export const SMS_RESEND_DELAY_MS = 15_000;
/** Access tokens expire 12 hours after login or renewal. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60_000;
/** E-mail verification links work for 24 hours. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60_000;
/** Phone numbers are read in this country when they carry no international prefix (3 §9). */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/** The limits above, shortened by tests (`createSandbox({ account: { codeTtlMs: 200 } })`). */
export interface AccountSettings {
  codeTtlMs: number;
  maxAttempts: number;
  resendDelayMs: number;
  accessTokenTtlMs: number;
  emailLinkTtlMs: number;
}

export const defaultAccountSettings: AccountSettings = {
  codeTtlMs: SMS_CODE_TTL_MS,
  maxAttempts: SMS_CODE_MAX_ATTEMPTS,
  resendDelayMs: SMS_RESEND_DELAY_MS,
  accessTokenTtlMs: ACCESS_TOKEN_TTL_MS,
  emailLinkTtlMs: EMAIL_LINK_TTL_MS,
};

/** What the account routes need from the sandbox. */
export interface AccountOptions {
  db: SandboxDb;
  /** The sandbox secret: signs access tokens, keys the code and link hashes, and checks guest tokens. */
  secret: string;
  now: () => number;
  settings?: Partial<AccountSettings>;
}
