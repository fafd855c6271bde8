import { describe, expect, test } from 'vitest';
import { createInMemoryLoyaltyIdentityStorage } from './loyalty-auth-state.js';
import { logoutFromLoyalty } from './loyalty-logout.js';

describe('logoutFromLoyalty — "Logout from loyalty clears the provider session then dispatches logout" (3 §4)', () => {
  test('the session is cleared before logout is dispatched', async () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    storage.write('PAYTRONIX', { primaryUserId: 'u1', balance: 1, createdAt: '2026-01-01', storeId: 's1' });
    storage.write('COMO', { primaryUserId: 'u1', balance: 1, createdAt: '2026-01-01', storeId: 's1' });
    const seenAtLogout: unknown[] = [];
    await logoutFromLoyalty({ storage, logout: () => void seenAtLogout.push(storage.read('PAYTRONIX', 's1')) }, 'PAYTRONIX');
    expect(seenAtLogout).toEqual([undefined]);
    expect(storage.read('COMO', 's1')).toBeDefined();
  });

  test('an asynchronous logout is awaited', async () => {
    const storage = createInMemoryLoyaltyIdentityStorage();
    let loggedOut = false;
    await logoutFromLoyalty({ storage, logout: async () => void (loggedOut = true) }, 'COMO');
    expect(loggedOut).toBe(true);
  });
});
