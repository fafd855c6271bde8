import { describe, expect, test } from 'vitest';
import { refusedByPosKey } from './refused-by-pos-key.js';
import { DEFAULT_RESOURCES } from './resources.js';

describe("refusedByPosKey: \"'paymentSuccessPage.refusedByPos.cause.{cause}.mine' or '.not_mine', falling back to an UNRECOGNIZED cause message\" (2-paying §8)", () => {
  test.each([
    ['a cause without its own message, mine', 'TABLE_CLOSED', true, 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.mine'],
    ['a cause without its own message, not mine', 'TABLE_CLOSED', false, 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.not_mine'],
    ['UNRECOGNIZED itself, mine', 'UNRECOGNIZED', true, 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.mine'],
    ['UNRECOGNIZED itself, not mine', 'UNRECOGNIZED', false, 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.not_mine'],
  ])('%s', (_case, cause, mine, key) => {
    expect(refusedByPosKey(cause, mine, DEFAULT_RESOURCES)).toBe(key);
  });
});
