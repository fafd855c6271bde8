import type { LoyaltyClient } from '@tableside/loyalty-providers';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { identifyWithProgramme } from './identify.js';
import { LOYALTY_STORAGE_KEY, identityStorageOf, loyaltyStore } from './loyalty-store.js';

const user = { balance: 120, createdAt: '2026-01-02T10:00:00.000Z', hasOptIn: false };

function clientAnswering(answer: Awaited<ReturnType<LoyaltyClient['prepareLoyaltyId']>>) {
  const prepareLoyaltyId = vi.fn(async () => answer);
  return { client: { prepareLoyaltyId } as unknown as LoyaltyClient, prepareLoyaltyId };
}

afterEach(() => {
  for (const provider of ['PAYTRONIX', 'PONGO'] as const) identityStorageOf(loyaltyStore()).remove(provider, 'b1');
  loyaltyStore().setState({ identification: {} });
});

describe('identifyWithProgramme keeps what earn-after-pay sends again, never a password', () => {
  test('a username-and-password login keeps the username and the provider session the programme answered', async () => {
    const session = { accessToken: 'header.payload.signature', expiresAt: '2026-06-02T00:00:00.000Z' };
    const { client, prepareLoyaltyId } = clientAnswering({ status: 'OK', user: { ...user, providerSession: session } });
    const parameters = { username: 'diner@example.com', password: 'pancakes' };
    const answer = await identifyWithProgramme(client, {
      provider: 'PAYTRONIX',
      businessId: 'b1',
      userId: 'guest-1',
      guestIdentificationParameters: parameters,
    });
    expect(answer.status).toBe('OK');
    expect(prepareLoyaltyId).toHaveBeenCalledWith({ businessId: 'b1', userId: 'guest-1', guestIdentificationParameters: parameters });
    expect(loyaltyStore().getState().identification['b1']).toEqual({ username: 'diner@example.com', accessToken: session.accessToken });
    expect(loyaltyStore().getState().auth).toBeDefined();
    expect(localStorage.getItem(LOYALTY_STORAGE_KEY) ?? '').not.toContain('pancakes');
    expect(localStorage.getItem(LOYALTY_STORAGE_KEY) ?? '').toContain(session.accessToken);
  });

  test('without a session in the answer nothing is kept for earning; a phone identification is kept as it was sent', async () => {
    await identifyWithProgramme(clientAnswering({ status: 'OK', user }).client, {
      provider: 'PAYTRONIX',
      businessId: 'b1',
      userId: 'guest-1',
      guestIdentificationParameters: { username: 'diner@example.com', password: 'pancakes' },
    });
    expect(loyaltyStore().getState().identification['b1']).toBeUndefined();
    const phone = { phoneNumber: '+33698765401', hasOptIn: true };
    await identifyWithProgramme(clientAnswering({ status: 'OK', user }).client, {
      provider: 'PONGO',
      businessId: 'b1',
      userId: 'guest-1',
      guestIdentificationParameters: phone,
    });
    expect(loyaltyStore().getState().identification['b1']).toEqual(phone);
  });

  test('a KO stores nothing', async () => {
    const answer = await identifyWithProgramme(clientAnswering({ status: 'KO' }).client, {
      provider: 'PAYTRONIX',
      businessId: 'b1',
      userId: 'guest-1',
      guestIdentificationParameters: { username: 'diner@example.com', password: 'pancakes' },
    });
    expect(answer.status).toBe('KO');
    expect(loyaltyStore().getState().identification['b1']).toBeUndefined();
  });
});
