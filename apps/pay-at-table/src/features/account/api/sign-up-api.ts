import type { ApiError, HttpClient, Result } from '@tableside/api-client';
import { SIGN_UP_NAME_PLACEHOLDER, consentPaths, guestAppPaths, optInBody, registerAnswerSchema } from '@tableside/loyalty-providers';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useServices } from '../../../lib/services-context.js';

/**
 * The guest-app calls of the sign-up flow (3 §4, §7), with the account's bearer token, at loyalty-providers' paths:
 * register (answers `enrolled`), the marketing opt-in (with the brands the origin path carries) and the e-mail
 * update ("In sign-up the names are sent as an underscore placeholder").
 */
export interface SignUpApi {
  register(bearer: string, input: { appId: string; userId: string; phoneNumber: string; hasOptIn: boolean }): Promise<Result<{ enrolled: boolean }, ApiError>>;
  optIn(bearer: string, input: { appId: string; userId: string; hasOptIn: boolean; originPath: string | undefined }): Promise<Result<unknown, ApiError>>;
  saveEmail(bearer: string, input: { appId: string; userId: string; email: string }): Promise<Result<unknown, ApiError>>;
  /** The guest-app user of the authenticated account: its e-mail, if it has one. */
  getUser(bearer: string, input: { appId: string; userId: string }): Promise<Result<{ email?: string | null | undefined }, ApiError>>;
}

const guestAppUserEmailSchema = z.looseObject({ email: z.optional(z.nullable(z.string())) });

export function createSignUpApi(http: HttpClient): SignUpApi {
  return {
    register: (bearer, { appId, userId, phoneNumber, hasOptIn }) =>
      http.json(
        { method: 'POST', path: guestAppPaths.register(appId, userId), body: { guestIdentificationParameters: { phoneNumber, hasOptIn } }, bearer },
        registerAnswerSchema,
      ),
    optIn: (bearer, { appId, userId, hasOptIn, originPath }) =>
      http.json({ method: 'PUT', path: consentPaths.optIn(appId, userId), body: optInBody({ appId, userId, hasOptIn, originPath }), bearer }, z.unknown()),
    saveEmail: (bearer, { appId, userId, email }) =>
      http.json(
        {
          method: 'PUT',
          path: guestAppPaths.update(appId, userId),
          body: { email, firstName: SIGN_UP_NAME_PLACEHOLDER, lastName: SIGN_UP_NAME_PLACEHOLDER },
          bearer,
        },
        z.unknown(),
      ),
    getUser: (bearer, { appId, userId }) => http.json({ method: 'GET', path: guestAppPaths.authenticatedUser(appId, userId), bearer }, guestAppUserEmailSchema),
  };
}

/** The sign-up calls over the app's transport. */
export function useSignUpApi(): SignUpApi {
  const { http } = useServices();
  return useMemo(() => createSignUpApi(http), [http]);
}
