import type { HttpClient } from '@tableside/api-client';
import {
  BRAND_CONSENT_KEYS,
  consentPaths,
  cookiePreferencesSchema,
  normaliseCookiePreferences,
  userPreferencesBody,
  type CookiePreference,
} from '@tableside/loyalty-providers';
import * as z from 'zod/mini';

/** The application id this app's consent-manager calls use (3 §7 "preferences per application"). */
export const PAY_AT_TABLE_APP_ID = 'pay-at-table';

/** The cookie preferences of a user as the consent manager answers them: the list and whether the user saved them. */
export interface StoredCookiePreferences {
  readonly preferences: CookiePreference[];
  /** True once the user saved preferences (3 §6 "Cookie customisation is hidden for US venues with existing preferences"). */
  readonly saved: boolean;
}

const cookieAnswerSchema = z.looseObject({ userPreferences: cookiePreferencesSchema, saved: z.boolean() });

/** One brand's marketing opt-in (3 §3 "brand names volfoni, leon, au_bureau, hippo"). */
export type BrandName = (typeof BRAND_CONSENT_KEYS)[number];
export const brandOptInSchema = z.looseObject({
  hasOptIn: z.boolean(),
  brands: z.array(z.looseObject({ name: z.enum(BRAND_CONSENT_KEYS), consent: z.boolean() })),
});
export type BrandOptIn = z.output<typeof brandOptInSchema>;

/**
 * The consent-manager calls of 3 §7 this feature makes, over the app's transport: the cookies of a logged-in user
 * (`GET` and `PUT consent-manager/v1/cookies/users/{userId}`, bearer) and the marketing opt-in per brand
 * (`GET` and `PUT .../applications/{appId}/users/{userId}/opt-in`).
 */
export function createConsentApi(http: HttpClient) {
  return {
    async readCookies(userId: string, bearer: string): Promise<StoredCookiePreferences> {
      const answer = await http.json({ method: 'GET', path: consentPaths.cookies(userId), bearer }, cookieAnswerSchema);
      if (!answer.ok) throw new Error(`GET cookies failed (${answer.error.type})`);
      return { preferences: normaliseCookiePreferences(answer.value.userPreferences), saved: answer.value.saved };
    },
    async saveCookies(userId: string, bearer: string, preferences: readonly CookiePreference[]): Promise<StoredCookiePreferences> {
      const answer = await http.json({ method: 'PUT', path: consentPaths.cookies(userId), bearer, body: userPreferencesBody(preferences) }, cookieAnswerSchema);
      if (!answer.ok) throw new Error(`PUT cookies failed (${answer.error.type})`);
      return { preferences: normaliseCookiePreferences(answer.value.userPreferences), saved: answer.value.saved };
    },
    async readBrandOptIn(userId: string, bearer: string): Promise<BrandOptIn> {
      const answer = await http.json({ method: 'GET', path: consentPaths.optIn(PAY_AT_TABLE_APP_ID, userId), bearer }, brandOptInSchema);
      if (!answer.ok) throw new Error(`GET opt-in failed (${answer.error.type})`);
      return answer.value;
    },
    async saveBrandOptIn(userId: string, bearer: string, body: BrandOptIn): Promise<BrandOptIn> {
      const answer = await http.json(
        { method: 'PUT', path: consentPaths.optIn(PAY_AT_TABLE_APP_ID, userId), bearer, body: { hasOptIn: body.hasOptIn, brands: body.brands } },
        brandOptInSchema,
      );
      if (!answer.ok) throw new Error(`PUT opt-in failed (${answer.error.type})`);
      return answer.value;
    },
  };
}
export type ConsentApi = ReturnType<typeof createConsentApi>;
