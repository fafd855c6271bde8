import { countryPolicy } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/** "Preference ACCEPTED or REFUSED" (3 §4 Cookies). */
export const cookieUserStatusSchema = z.enum(['ACCEPTED', 'REFUSED']);
export type CookieUserStatus = z.infer<typeof cookieUserStatusSchema>;

/** "Cookie preference: id, preferenceId (id), type (essential, functional), userStatus (ACCEPTED, REFUSED), needToBeChanged" (3 §3). */
export const cookiePreferenceSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  preferenceId: z.object({ id: z.string().check(z.minLength(1)) }),
  type: z.enum(['essential', 'functional']),
  userStatus: cookieUserStatusSchema,
  needToBeChanged: z.boolean(),
});
export type CookiePreference = z.infer<typeof cookiePreferenceSchema>;
export const cookiePreferencesSchema = z.array(cookiePreferenceSchema);

/** "Cookie items with needToBeChanged false cannot be toggled" (3 §5). */
export function canToggleCookie(preference: Pick<CookiePreference, 'needToBeChanged'>): boolean {
  return preference.needToBeChanged;
}

/** "items that cannot be changed are always accepted" (3 §4): the preferences as the modal shows them. */
export function normaliseCookiePreferences<P extends CookiePreference>(preferences: readonly P[]): P[] {
  return preferences.map((preference) => (canToggleCookie(preference) ? preference : { ...preference, userStatus: 'ACCEPTED' }));
}

/** Toggles one item; an item that cannot be changed stays accepted. */
export function setCookiePreference<P extends CookiePreference>(preferences: readonly P[], id: string, accepted: boolean): P[] {
  return normaliseCookiePreferences(preferences).map((preference) =>
    preference.id === id && canToggleCookie(preference) ? { ...preference, userStatus: accepted ? 'ACCEPTED' : 'REFUSED' } : preference,
  );
}

/** "'allow all' sets all to ACCEPTED" (3 §4). */
export function allowAllCookies<P extends CookiePreference>(preferences: readonly P[]): P[] {
  return preferences.map((preference) => ({ ...preference, userStatus: 'ACCEPTED' }));
}

/**
 * The body of `POST .../v1/applications/{appId}/users/{userId}/preferences`: "userPreferences: list of id,
 * preferenceId.id, type, userStatus" (3 §7), with the unchangeable items accepted.
 */
export function userPreferencesBody(preferences: readonly CookiePreference[]): {
  userPreferences: { id: string; preferenceId: { id: string }; type: CookiePreference['type']; userStatus: CookieUserStatus }[];
} {
  return {
    userPreferences: normaliseCookiePreferences(preferences).map((preference) => ({
      id: preference.id,
      preferenceId: { id: preference.preferenceId.id },
      type: preference.type,
      userStatus: preference.userStatus,
    })),
  };
}

/**
 * "cookie customisation link shown unless the venue country is US and preferences exist" (3 §2); "Cookie
 * customisation is hidden for US venues with existing preferences" (3 §6).
 */
export function isCookieCustomisationVisible(input: { readonly venueCountryCode: string; readonly hasStoredPreferences: boolean }): boolean {
  return !(countryPolicy(input.venueCountryCode).cookieLinkHiddenWithStoredPreferences && input.hasStoredPreferences);
}
