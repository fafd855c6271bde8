import { describe, expect, test } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { ACCOUNT_SESSION_STORAGE_KEY, createAccountSessionStore } from './account-session.js';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const session = { userId: 'acc-1', accessToken: 'jwt', expiresAt: 1_700_043_200_000 };

describe('account session store', () => {
  test('keeps the session across reloads; logging out forgets it', () => {
    const storage = memoryStorage();
    createAccountSessionStore(() => storage)
      .getState()
      .setSession(session);
    expect(JSON.parse(storage.data[ACCOUNT_SESSION_STORAGE_KEY] ?? '{}')).toEqual({ state: { session }, version: 1 });
    const reloaded = createAccountSessionStore(() => storage);
    expect(reloaded.getState().session).toEqual(session);
    reloaded.getState().clearSession();
    expect(createAccountSessionStore(() => storage).getState().session).toBeNull();
  });

  test.each([
    ['a malformed session', JSON.stringify({ state: { session: { accessToken: '' } }, version: 1 })],
    ['not an object', JSON.stringify({ state: 'garbage', version: 1 })],
    ['unparsable JSON', '{not json'],
    ['an older version', JSON.stringify({ state: { session }, version: 0 })],
  ])('drops %s instead of crashing', (_name, stored) => {
    const store = createAccountSessionStore(() => memoryStorage({ [ACCOUNT_SESSION_STORAGE_KEY]: stored }));
    expect(store.getState().session).toBeNull();
  });

  test('a session that does not parse is refused', () => {
    const store = createAccountSessionStore(() => memoryStorage());
    expect(() => store.getState().setSession({ ...session, accessToken: '' })).toThrow();
  });
});
