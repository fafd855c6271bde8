import * as z from 'zod/mini';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Request parts (3 §5, §7: login by phone and SMS code, the account, personal details, access token, receipts).

const phoneNumber = z.string().check(z.minLength(1), z.maxLength(40));
/** ISO 3166-1 alpha-2, upper case; the number must belong to it (default FR, 3 §9). */
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 country code' }));
/** The SMS code: exactly 6 digits (3 §5). */
const smsCode = z.string().check(z.regex(/^\d{6}$/, { message: 'must be exactly 6 digits' }));

/** A first or last name: at least one character that is not white space (3 §5), trimmed. */
const personName = z
  .pipe(
    z.string().check(z.maxLength(100)),
    z.transform((value) => value.trim()),
  )
  .check(z.refine((value) => value !== '', { message: 'must contain a character that is not white space' }));

/** An e-mail: trimmed, lower-cased, then checked (3 §5 "guest-account e-mail must be valid"). */
const email = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(254)),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  z.email({ message: 'must be a valid e-mail address' }),
);

/** The diner's language for the SMS (negotiated like the app's: `fr-FR` → fr); else `Accept-Language`. */
const locale = z.string().check(z.maxLength(35), z.regex(/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/, { message: 'must be a language tag' }));

export const requestCodeBodySchema = z.object({ phoneNumber, countryCode: z.optional(countryCode), locale: z.optional(locale) });
export const loginBodySchema = z.object({ phoneNumber, countryCode: z.optional(countryCode), code: smsCode });

/** `me` (the token's own account) or an account id. */
export const userParamsSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id or me' })),
});

/** PATCH user-account/users/me: each field optional; `null` clears it. */
export const patchUserBodySchema = z.object({
  firstName: z.optional(z.nullable(personName)),
  lastName: z.optional(z.nullable(personName)),
  email: z.optional(z.nullable(email)),
});

/** Personal details (3 §5): first and last name required; the e-mail optional (empty clears it), and if filled, valid. */
export const personalDetailsBodySchema = z.object({
  firstName: personName,
  lastName: personName,
  email: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
      email,
    ]),
  ),
});

/** The token of an e-mail verification link: 32 random bytes, base64url. */
export const emailVerificationParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a verification link token' })),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const codeSentResponseSchema = z.object({
  /** The number the SMS went to, in international (E.164) form. */
  phoneNumber: z.string(),
  codeLength: z.literal(6),
  sentAt: z.number().check(z.int()),
  expiresAt: z.number().check(z.int()),
  /** When a new code may be requested (15 s after this one, 3 §9). */
  resendAvailableAt: z.number().check(z.int()),
});

/** The account (3 §3 user and guest account): `verificationRequired` while an e-mail is set and not verified. */
export const accountSchema = z.object({
  id: z.string(),
  type: z.literal('account'),
  phoneNumber: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  verificationRequired: z.boolean(),
  picture: z.null(),
  createdAt: z.number().check(z.int()),
});
export type Account = z.infer<typeof accountSchema>;

/** A signed bearer access token (HS256) and when it expires (epoch ms; `expiresIn` in seconds). */
export const accessTokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.number().check(z.int()),
  expiresIn: z.number().check(z.int()),
});

export const loginResponseSchema = z.extend(accessTokenResponseSchema, {
  user: accountSchema,
  /** True when this login created the account. */
  created: z.boolean(),
  /** True when the device's guest identity (sent as x-tableside-guest-token) is now the account's. */
  guestLinked: z.boolean(),
});

/** One payment the account made (3 §3 guest account receipts); `paid` is scale 5. */
export const receiptSchema = z.object({
  id: z.string(),
  businessId: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  paymentId: z.string(),
  paid: z.object({ amount: z.number().check(z.int()), currency: z.string() }),
  date: z.number().check(z.int()),
  logo: z.nullable(z.string()),
});
export const receiptsResponseSchema = z.object({ receipts: z.array(receiptSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Routes.

const bearerRefusals = { 401: ['invalid-access-token', 'access-token-expired'] } as const;
const userRefusals = { ...bearerRefusals, 403: ['not-account-owner'] } as const;

export const requestLoginCode = defineRoute({
  method: 'POST',
  path: '/user-account/login/code',
  summary: 'Sends a 6-digit login code by SMS (to the sandbox outbox); valid 5 minutes, a new one after 15 s.',
  tag: 'account',
  body: requestCodeBodySchema,
  responses: { 202: codeSentResponseSchema },
  errors: { 400: ['invalid-request', 'login.invalid_phone'], 429: ['sms-code-resend-too-soon'] },
});

export const login = defineRoute({
  method: 'POST',
  path: '/user-account/login',
  summary: "Logs in with the phone and its SMS code: a bearer access token; the device's guest identity becomes the account's.",
  tag: 'account',
  guest: true,
  body: loginBodySchema,
  responses: { 200: loginResponseSchema },
  errors: {
    400: ['invalid-request', 'login.invalid_phone', 'login.invalid_code', 'sms-code-not-requested'],
    401: ['invalid-guest-token'],
    410: ['sms-code-expired'],
    429: ['sms-code-locked'],
  },
});

export const getUser = defineRoute({
  method: 'GET',
  path: '/user-account/users/:userId',
  summary: 'Reads the account (`me` or its own id) with its e-mail verification state.',
  tag: 'account',
  bearer: true,
  params: userParamsSchema,
  responses: { 200: accountSchema },
  errors: { 400: ['invalid-request'], ...userRefusals },
});

export const patchUser = defineRoute({
  method: 'PATCH',
  path: '/user-account/users/:userId',
  summary: 'Changes names or the e-mail; a new e-mail is unverified and a verification link is e-mailed.',
  tag: 'account',
  bearer: true,
  params: userParamsSchema,
  body: patchUserBodySchema,
  responses: { 200: accountSchema },
  errors: { 400: ['invalid-request'], ...userRefusals, 409: ['error.auth.emailAlreadyExists'] },
});

export const savePersonalDetails = defineRoute({
  method: 'PUT',
  path: '/user-account/users/:userId/personal-details',
  summary: 'Saves the personal details: first and last name, and an optional e-mail.',
  tag: 'account',
  bearer: true,
  params: userParamsSchema,
  body: personalDetailsBodySchema,
  responses: { 200: accountSchema },
  errors: { 400: ['invalid-request'], ...userRefusals, 409: ['error.auth.emailAlreadyExists'] },
});

export const renewAccessToken = defineRoute({
  method: 'POST',
  path: '/user-account/users/:userId/access-token',
  summary: 'A fresh access token (new expiry) for a valid one.',
  tag: 'account',
  bearer: true,
  params: userParamsSchema,
  responses: { 200: accessTokenResponseSchema },
  errors: { 400: ['invalid-request'], ...userRefusals },
});

export const verifyEmail = defineRoute({
  method: 'GET',
  path: '/user-account/email-verifications/:token',
  summary: 'The link of the verification e-mail: verifies the address it was sent for (answers an HTML page).',
  tag: 'account',
  params: emailVerificationParamsSchema,
  responses: { 200: z.string().check(z.describe('An HTML page')) },
  errors: {
    400: ['invalid-request'],
    404: ['email-verification-link-invalid'],
    409: ['email-verification-link-outdated'],
    410: ['email-verification-link-expired'],
  },
});

export const listReceipts = defineRoute({
  method: 'GET',
  path: '/marketing/api/v1/receipts',
  summary: 'The payments the account made, newest first, on every device whose guest identity was linked at login.',
  tag: 'account',
  bearer: true,
  responses: { 200: receiptsResponseSchema },
  errors: { ...bearerRefusals },
});

/** Every account route, for the OpenAPI document and the error-case tests. */
export const accountRoutes = {
  requestLoginCode,
  login,
  getUser,
  patchUser,
  savePersonalDetails,
  renewAccessToken,
  verifyEmail,
  listReceipts,
} as const;
