import * as z from 'zod/mini';

/**
 * "guestIdentificationParameters (phoneNumber and hasOptIn, or username and password)" (3 §7 prepare-loyalty-id);
 * "Sign-in payload: guestIdentificationParameters {phoneNumber, hasOptIn}" (3 §3).
 */
export const phoneIdentificationSchema = z.object({ phoneNumber: z.string().check(z.minLength(1)), hasOptIn: z.boolean() });
export const credentialsIdentificationSchema = z.object({ username: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) });
/**
 * The provider session a username-and-password login answers (Paytronix-style), sent again instead of the password
 * (earn-after-pay), so a device never keeps the password.
 */
export const sessionIdentificationSchema = z.object({ username: z.string().check(z.minLength(1)), accessToken: z.string().check(z.minLength(1)) });
export const guestIdentificationParametersSchema = z.union([phoneIdentificationSchema, credentialsIdentificationSchema, sessionIdentificationSchema]);
export type PhoneIdentification = z.infer<typeof phoneIdentificationSchema>;
export type SessionIdentification = z.infer<typeof sessionIdentificationSchema>;
export type GuestIdentificationParameters = z.infer<typeof guestIdentificationParametersSchema>;
