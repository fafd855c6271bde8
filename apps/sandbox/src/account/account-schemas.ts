import { z } from 'zod';

const phoneNumber = z.string().min(1).max(40);
/** ISO 3166-1 alpha-2, upper case; the number must belong to it (default FR). */
const countryCode = z.string().regex(/^[A-Z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 country code' });
const code = z.string().regex(/^\d{6}$/, { message: 'must be exactly 6 digits' });

/** A first or last name: at least one character that is not white space (3 §5), trimmed. */
const name = z
  .string()
  .max(100)
  .transform((value) => value.trim())
  .refine((value) => value !== '', { message: 'must contain a character that is not white space' });

/** An e-mail: trimmed, lower-cased, then checked (3 §5 "guest-account e-mail must be valid"). */
const email = z
  .string()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email({ message: 'must be a valid e-mail address' }));

export const requestCodeBodySchema = z.object({ phoneNumber, countryCode: countryCode.optional() });
export const loginBodySchema = z.object({ phoneNumber, countryCode: countryCode.optional(), code });

/** `me` or an account id. */
export const userParamsSchema = z.object({ userId: z.string().min(1).max(200).regex(/^[A-Za-z0-9_\-:.]+$/, { message: 'must be an id or me' }) });

/** PATCH: each field optional; `null` clears it. */
export const patchUserBodySchema = z.object({
  firstName: name.nullable().optional(),
  lastName: name.nullable().optional(),
  email: email.nullable().optional(),
});

/** Personal details (3 §5): first and last name required; the e-mail optional, and if filled, valid. */
export const personalDetailsBodySchema = z.object({
  firstName: name,
  lastName: name,
  email: z
    .union([z.literal('').transform(() => null), z.null(), email])
    .optional(),
});

export const emailVerificationParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a verification link token' }) });
