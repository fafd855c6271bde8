import { describe, expect, test } from 'vitest';
import { storedSplit } from '../../test/fixtures.js';
import type { BillSplitStatus } from '../schemas/bill-split.js';
import {
  isIssuedSplitStatus,
  isPendingSplitStatus,
  isPreAuthorizedSplit,
  isSettledSplitStatus,
  isSettledWithoutPaymentStatus,
  isSmartTerminalSplit,
  isSuccessfulSplitStatus,
  splitBelongsToUser,
} from './split-status.js';

describe('1-core §4 split statuses', () => {
  // status, successful, settled without payment, settled, pending, issued
  test.each<[string, BillSplitStatus, boolean, boolean, boolean, boolean, boolean]>([
    ['PAID and REGISTERED count as a successful payment', 'PAID', true, false, true, false, false],
    ['PAID and REGISTERED count as a successful payment', 'REGISTERED', true, false, true, false, false],
    ['The two fully-discounted statuses count as settled without payment', 'FULLY_DISCOUNTED', false, true, true, false, false],
    ['The two fully-discounted statuses count as settled without payment', 'REGISTERED_FULLY_DISCOUNTED', false, true, true, false, false],
    ['PENDING is a payment in progress', 'PENDING', false, false, false, true, false],
    ['ISSUED has no payment reference', 'ISSUED', false, false, false, false, true],
  ])('%s: %s', (_rule, status, successful, withoutPayment, settled, pending, issued) => {
    expect([
      isSuccessfulSplitStatus(status),
      isSettledWithoutPaymentStatus(status),
      isSettledSplitStatus(status),
      isPendingSplitStatus(status),
      isIssuedSplitStatus(status),
    ]).toEqual([successful, withoutPayment, settled, pending, issued]);
  });

  test.each([
    ['A split with PDQ origin is a smart-terminal split', 'PDQ', true],
    ['A split with PDQ origin is a smart-terminal split', 'PAT', false],
    ['A split with PDQ origin is a smart-terminal split', undefined, false],
  ])('%s: origin %s', (_rule, origin, expected) => {
    expect(isSmartTerminalSplit(storedSplit({ origin }))).toBe(expected);
  });

  test.each([
    ['A split without a consumer on a tab bill is a pre-authorized split', undefined, 'tab-1', true],
    ['A split without a consumer on a tab bill is a pre-authorized split', {}, 'tab-1', true],
    ['... without a consumer', { guestId: 'd' }, 'tab-1', false],
    ['... without a consumer', { sundayUserId: 'u' }, 'tab-1', false],
    ['... on a tab bill', undefined, undefined, false],
  ])('%s: consumer %j, tab %s', (_rule, consumer, tabId, expected) => {
    expect(isPreAuthorizedSplit(storedSplit({ consumer }), { tabId })).toBe(expected);
  });
});

describe('1-core §5 split ownership', () => {
  test.each([
    ["the consumer's user id matches the logged-in user id", { sundayUserId: 'u1' }, { userId: 'u1', deviceId: 'd9' }, true],
    ['its guest id matches the device id', { guestId: 'd1' }, { deviceId: 'd1' }, true],
    ['neither matches', { sundayUserId: 'u1', guestId: 'd1' }, { userId: 'u2', deviceId: 'd2' }, false],
    ['an anonymous user never matches a user id', { sundayUserId: 'u1' }, { deviceId: 'd1' }, false],
    ['a split without consumer belongs to nobody', undefined, { userId: 'u1', deviceId: 'd1' }, false],
  ])('A split belongs to the current user if %s', (_rule, consumer, user, expected) => {
    expect(splitBelongsToUser(storedSplit({ consumer }), user)).toBe(expected);
  });
});
