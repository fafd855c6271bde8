import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { signGuestToken, verifyGuestToken } from './guest-token.js';

describe('guest tokens: <guestId>.<base64url HMAC-SHA256(guestId, secret)>', () => {
  test('a signed token proves its guest id', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (guestId, secret) => verifyGuestToken(signGuestToken(guestId, secret), secret) === guestId,
      ),
    );
  });

  test.each([
    ['another secret', (token: string) => token, 'other-secret'],
    ['a changed guest id', (token: string) => `x${token}`, 'secret'],
    ['a changed signature', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'secret'],
    ['no signature', () => 'guest-1', 'secret'],
    ['an empty guest id', (token: string) => token.slice(token.indexOf('.')), 'secret'],
  ])('a token with %s is refused', (_case, tamper, secret) => {
    expect(verifyGuestToken(tamper(signGuestToken('guest-1', 'secret')), secret)).toBeUndefined();
  });
});
