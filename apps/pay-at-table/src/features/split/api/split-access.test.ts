import { describe, expect, test } from 'vitest';
import { splitAccess } from './split-access.js';

describe('splitAccess (2-paying §2 "Current split page", §5)', () => {
  test.each([
    ['the guest id matches its consumer', { guestId: 'me' }, { deviceId: 'me' }, 'allowed'],
    ['another guest owns it', { guestId: 'someone-else' }, { deviceId: 'me' }, 'back-to-bill'],
    ['the device has no identity yet', { guestId: 'someone-else' }, { deviceId: undefined }, 'back-to-bill'],
    ['the logged-in user id matches', { sundayUserId: 'user-1' }, { deviceId: undefined, userId: 'user-1' }, 'allowed'],
    ['the split has no consumer', undefined, { deviceId: 'me' }, 'back-to-bill'],
  ])('"only the split\'s consumer may edit or pay it": %s', (_name, consumer, user, expected) => {
    expect(splitAccess({ splitId: 's', consumer }, user).kind).toBe(expected);
  });

  test('"or if the split is unknown"', () => {
    expect(splitAccess(undefined, { deviceId: 'me' })).toEqual({ kind: 'back-to-bill', reason: 'unknown-split' });
  });
});
