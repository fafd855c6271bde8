import { z } from 'zod';

/**
 * "guestIdentificationParameters (phoneNumber and hasOptIn, or username and password)" (3 §7 prepare-loyalty-id);
 * "Sign-in payload: guestIdentificationParameters {phoneNumber, hasOptIn}" (3 §3).
 */
export const phoneIdentificationSchema = z.object({ phoneNumber: z.string().min(1), hasOptIn: z.boolean() });
export const credentialsIdentificationSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });
export const guestIdentificationParametersSchema = z.union([phoneIdentificationSchema, credentialsIdentificationSchema]);
export type PhoneIdentification = z.infer<typeof phoneIdentificationSchema>;
export type GuestIdentificationParameters = z.infer<typeof guestIdentificationParametersSchema>;
