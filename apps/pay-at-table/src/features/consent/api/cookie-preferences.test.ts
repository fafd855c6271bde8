import { describe, expect, test } from 'vitest';
import { COOKIE_PREFERENCES_STORAGE_KEY, DEFAULT_COOKIE_PREFERENCES, readGuestCookiePreferences, writeGuestCookiePreferences } from './cookie-preferences.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe("a guest's cookie preferences on this device", () => {
  test('none stored: the defaults, not saved (essential accepted, functional refused)', () => {
    expect(readGuestCookiePreferences(memoryStorage())).toEqual({ preferences: DEFAULT_COOKIE_PREFERENCES, saved: false });
  });

  test('a stored value that does not parse is tolerated with the defaults (3 §8)', () => {
    expect(readGuestCookiePreferences(memoryStorage({ [COOKIE_PREFERENCES_STORAGE_KEY]: '{not json' })).saved).toBe(false);
    expect(readGuestCookiePreferences(memoryStorage({ [COOKIE_PREFERENCES_STORAGE_KEY]: '[{"id":1}]' })).saved).toBe(false);
  });

  test('saved preferences read back, saved; "items that cannot be changed are always accepted" (3 §4)', () => {
    const storage = memoryStorage();
    const chosen = DEFAULT_COOKIE_PREFERENCES.map((item) => ({
      ...item,
      userStatus: item.type === 'functional' ? ('ACCEPTED' as const) : ('REFUSED' as const),
    }));
    writeGuestCookiePreferences(storage, chosen);
    const read = readGuestCookiePreferences(storage);
    expect(read.saved).toBe(true);
    expect(read.preferences.map((item) => [item.id, item.userStatus])).toEqual([
      ['essential', 'ACCEPTED'],
      ['functional', 'ACCEPTED'],
    ]);
  });
});
