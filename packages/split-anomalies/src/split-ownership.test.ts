import { describe, expect, test } from 'vitest';
import { isSplitOfUser } from './split-ownership.js';
import type { Consumer, CurrentUser } from './split-anomaly-input.js';

describe('isSplitOfUser: "A split belongs to the current user if the consumer\'s user id matches the logged-in user id, or its guest id matches the device id" (1-core §5)', () => {
  test.each<[string, Consumer | undefined, CurrentUser, boolean]>([
    ['user id matches', { sundayUserId: 'u1', guestId: 'other' }, { deviceId: 'd1', sundayUserId: 'u1' }, true],
    ['guest id matches the device id', { guestId: 'd1' }, { deviceId: 'd1' }, true],
    ['neither matches', { guestId: 'd2', sundayUserId: 'u2' }, { deviceId: 'd1', sundayUserId: 'u1' }, false],
    ['anonymous user, consumer has only a user id', { sundayUserId: 'u1' }, { deviceId: 'd1' }, false],
    ['no consumer', undefined, { deviceId: 'd1' }, false],
  ])('%s', (_case, consumer, user, expected) => {
    expect(isSplitOfUser(consumer, user)).toBe(expected);
  });
});
