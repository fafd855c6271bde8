import { cookiePreferencesSchema, normaliseCookiePreferences, type CookiePreference } from '@tableside/loyalty-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAccountSession } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { createConsentApi, type StoredCookiePreferences } from './consent-api.js';

/** The local storage key of a guest's cookie preferences (3 §7: a logged-in user's are kept by the consent manager). */
export const COOKIE_PREFERENCES_STORAGE_KEY = 'tableside.cookiePreferences';

/**
 * The items every diner starts with (3 §3 cookie preference; 3 §4 "items that cannot be changed are always
 * accepted"): essential cannot be changed; functional can, and is refused until the diner accepts it.
 */
export const DEFAULT_COOKIE_PREFERENCES: readonly CookiePreference[] = [
  { id: 'essential', preferenceId: { id: 'cookie-essential' }, type: 'essential', userStatus: 'ACCEPTED', needToBeChanged: false },
  { id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'REFUSED', needToBeChanged: true },
];

/** A guest's stored preferences, or the defaults (not saved) when none are stored or they do not parse. */
export function readGuestCookiePreferences(storage: Pick<Storage, 'getItem'>): StoredCookiePreferences {
  try {
    const raw = storage.getItem(COOKIE_PREFERENCES_STORAGE_KEY);
    const parsed = raw === null ? undefined : cookiePreferencesSchema.safeParse(JSON.parse(raw));
    if (parsed?.success) return { preferences: normaliseCookiePreferences(parsed.data), saved: true };
  } catch {
    // "Local record read failure is tolerated with a default" (3 §8).
  }
  return { preferences: [...DEFAULT_COOKIE_PREFERENCES], saved: false };
}

/** Keeps a guest's preferences on this device. */
export function writeGuestCookiePreferences(storage: Pick<Storage, 'setItem'>, preferences: readonly CookiePreference[]): StoredCookiePreferences {
  const normalised = normaliseCookiePreferences(preferences);
  storage.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify(normalised));
  return { preferences: normalised, saved: true };
}

/**
 * The diner's cookie preferences and how to save them: a logged-in diner's through the consent manager
 * (`consent-manager/v1/cookies/users/{userId}`), a guest's in local storage.
 */
export function useCookiePreferences() {
  const { http } = useServices();
  const session = useAccountSession();
  const api = useMemo(() => createConsentApi(http), [http]);
  const queryClient = useQueryClient();
  const queryKey = ['cookie-preferences', session?.userId ?? 'guest'];
  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<StoredCookiePreferences> =>
      session ? api.readCookies(session.userId, session.accessToken) : readGuestCookiePreferences(globalThis.localStorage),
  });
  const save = useMutation({
    mutationFn: async (preferences: readonly CookiePreference[]): Promise<StoredCookiePreferences> =>
      session ? api.saveCookies(session.userId, session.accessToken, preferences) : writeGuestCookiePreferences(globalThis.localStorage, preferences),
    onSuccess: (stored) => queryClient.setQueryData(queryKey, stored),
  });
  return { query, save };
}
