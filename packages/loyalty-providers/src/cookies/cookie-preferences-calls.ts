import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { LOYALTY_MESSAGES } from '../shared/messages.js';
import { httpError, isSuccessStatus, readAnswer, type LoyaltyHttpError, type LoyaltyTransport } from '../transport/loyalty-transport.js';
import { consentPaths } from '../transport/paths.js';
import { cookiePreferencesSchema, userPreferencesBody, type CookiePreference } from './cookie-preferences.js';

/** The preferences answer: a `userPreferences` list, as the body that saves them. */
export const userPreferencesAnswerSchema = z.looseObject({ userPreferences: cookiePreferencesSchema });

/** "Preferences fetch failure 500 'could not fetch user preferences'" (3 §8). */
export interface PreferencesFetchFailed {
  readonly code: 'PREFERENCES_FETCH_FAILED';
  readonly status: 500;
  readonly message: 'could not fetch user preferences';
}

/** `GET .../v1/applications/{appId}/users/{userId}/preferences` (3 §7). */
export async function fetchCookiePreferences(
  transport: LoyaltyTransport,
  input: { readonly appId: string; readonly userId: string },
): Promise<Result<CookiePreference[], PreferencesFetchFailed>> {
  const read = readAnswer(await transport({ method: 'GET', path: consentPaths.preferences(input.appId, input.userId) }), userPreferencesAnswerSchema);
  return read.ok ? ok(read.value.userPreferences) : err({ code: 'PREFERENCES_FETCH_FAILED', status: 500, message: LOYALTY_MESSAGES.preferencesFailed });
}

/** `POST .../v1/applications/{appId}/users/{userId}/preferences` with userPreferences (3 §7). */
export async function saveCookiePreferences(
  transport: LoyaltyTransport,
  input: { readonly appId: string; readonly userId: string; readonly preferences: readonly CookiePreference[] },
): Promise<Result<undefined, LoyaltyHttpError>> {
  const response = await transport({ method: 'POST', path: consentPaths.preferences(input.appId, input.userId), body: userPreferencesBody(input.preferences) });
  return response.type === 'answer' && isSuccessStatus(response.status) ? ok(undefined) : err(httpError(response));
}
