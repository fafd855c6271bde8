import { NOW } from './fixtures.js';

/** An account as `GET /user-account/users/me` answers it (3 §3), with a verified e-mail unless a test says otherwise. */
export function accountUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'acc-1',
    type: 'account',
    phoneNumber: '+33612345678',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    emailVerified: true,
    verificationRequired: false,
    picture: null,
    createdAt: NOW,
    ...overrides,
  };
}
