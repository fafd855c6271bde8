import { describe, expect, test } from 'vitest';
import { answer, fakeTransport, NETWORK_DOWN } from '../../test/fake-transport.js';
import { fetchCookiePreferences, saveCookiePreferences } from './cookie-preferences-calls.js';
import {
  allowAllCookies,
  canToggleCookie,
  cookiePreferenceSchema,
  isCookieCustomisationVisible,
  normaliseCookiePreferences,
  setCookiePreference,
  userPreferencesBody,
  type CookiePreference,
} from './cookie-preferences.js';

const essential: CookiePreference = { id: 'c1', preferenceId: { id: 'p-essential' }, type: 'essential', userStatus: 'REFUSED', needToBeChanged: false };
const functional: CookiePreference = { id: 'c2', preferenceId: { id: 'p-functional' }, type: 'functional', userStatus: 'REFUSED', needToBeChanged: true };
const prefs = [essential, functional];

describe('cookie preferences — "Preference ACCEPTED or REFUSED; items that cannot be changed are always accepted; \'allow all\' sets all to ACCEPTED" (3 §4)', () => {
  test.each([
    ['"items that cannot be changed are always accepted"', normaliseCookiePreferences(prefs), ['ACCEPTED', 'REFUSED']],
    ['"\'allow all\' sets all to ACCEPTED"', allowAllCookies(prefs), ['ACCEPTED', 'ACCEPTED']],
    ['accepting a changeable item', setCookiePreference(prefs, 'c2', true), ['ACCEPTED', 'ACCEPTED']],
    ['refusing a changeable item', setCookiePreference(allowAllCookies(prefs), 'c2', false), ['ACCEPTED', 'REFUSED']],
    ['"Cookie items with needToBeChanged false cannot be toggled" (3 §5)', setCookiePreference(prefs, 'c1', false), ['ACCEPTED', 'REFUSED']],
  ] as const)('%s', (_rule, result, statuses) => {
    expect(result.map((preference) => preference.userStatus)).toEqual(statuses);
  });

  test.each([
    [essential, false],
    [functional, true],
  ])('canToggleCookie follows needToBeChanged', (preference, can) => {
    expect(canToggleCookie(preference)).toBe(can);
  });

  test('"Cookie preference: id, preferenceId (id), type (essential, functional), userStatus (ACCEPTED, REFUSED), needToBeChanged" (3 §3)', () => {
    expect(cookiePreferenceSchema.safeParse(functional).success).toBe(true);
    expect(cookiePreferenceSchema.safeParse({ ...functional, userStatus: 'MAYBE' }).success).toBe(false);
    expect(cookiePreferenceSchema.safeParse({ ...functional, type: 'marketing' }).success).toBe(false);
  });

  test('"body userPreferences: list of id, preferenceId.id, type, userStatus" (3 §7)', () => {
    expect(userPreferencesBody([{ ...essential, extra: 1 } as CookiePreference, functional])).toEqual({
      userPreferences: [
        { id: 'c1', preferenceId: { id: 'p-essential' }, type: 'essential', userStatus: 'ACCEPTED' },
        { id: 'c2', preferenceId: { id: 'p-functional' }, type: 'functional', userStatus: 'REFUSED' },
      ],
    });
  });
});

describe('isCookieCustomisationVisible — "cookie customisation link shown unless the venue country is US and preferences exist" (3 §2)', () => {
  test.each([
    ['US with stored preferences', 'US', true, false],
    ['US without preferences', 'US', false, true],
    ['FR with stored preferences', 'FR', true, true],
    ['GB without preferences', 'GB', false, true],
  ] as const)('%s', (_case, venueCountryCode, hasStoredPreferences, visible) => {
    expect(isCookieCustomisationVisible({ venueCountryCode, hasStoredPreferences })).toBe(visible);
  });
});

describe('preference calls — "GET and POST .../v1/applications/{appId}/users/{userId}/preferences" (3 §7)', () => {
  const PATH = '/consent-manager/v1/applications/app-1/users/u1/preferences';
  const failed = { ok: false, error: { code: 'PREFERENCES_FETCH_FAILED', status: 500, message: 'could not fetch user preferences' } };

  test.each([
    ['the preferences', answer(200, { userPreferences: prefs }), { ok: true, value: prefs }],
    ['"Preferences fetch failure 500 \'could not fetch user preferences\'" (3 §8)', answer(503), failed],
    ['no answer is a fetch failure', NETWORK_DOWN, failed],
  ] as const)('fetch: %s', async (_rule, response, expected) => {
    const { transport } = fakeTransport({ [`GET ${PATH}`]: response });
    expect(await fetchCookiePreferences(transport, { appId: 'app-1', userId: 'u1' })).toEqual(expected);
  });

  test.each([
    ['saved', answer(200), { ok: true, value: undefined }],
    ['refused', answer(400), { ok: false, error: { code: 'HTTP_ERROR', status: 400, message: 'HTTP error status' } }],
  ] as const)('save: %s', async (_case, response, expected) => {
    const { transport, calls } = fakeTransport({ [`POST ${PATH}`]: response });
    expect(await saveCookiePreferences(transport, { appId: 'app-1', userId: 'u1', preferences: prefs })).toEqual(expected);
    expect(calls[0]?.body).toEqual(userPreferencesBody(prefs));
  });
});
