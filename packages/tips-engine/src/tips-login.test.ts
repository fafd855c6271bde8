import { describe, expect, test } from 'vitest';

import { isLoginRequiredForTips, isWaiterLinked, type PaymentChannel } from './tips-login.js';

describe('isLoginRequiredForTips (1-core §5, 2-paying §4)', () => {
  test.each([
    [
      '"mandatory for tips on pay-at-table (enforceAccountForTipsForPat)"',
      { enforceAccountForTipsForPat: true, enforceAccountForTipsForPdq: false },
      'PAT',
      false,
      true,
    ],
    ['"on PDQ payments (enforceAccountForTipsForPdq)"', { enforceAccountForTipsForPat: false, enforceAccountForTipsForPdq: true }, 'PDQ', false, true],
    ['the PAT flag does not apply to PDQ', { enforceAccountForTipsForPat: true, enforceAccountForTipsForPdq: false }, 'PDQ', false, false],
    ['a logged-in guest needs no login', { enforceAccountForTipsForPat: true, enforceAccountForTipsForPdq: true }, 'PAT', true, false],
  ] as const)('%s', (_rule, configuration, channel: PaymentChannel, isLoggedIn, required) => {
    expect(isLoginRequiredForTips(configuration, channel, isLoggedIn)).toBe(required);
  });
});

describe('isWaiterLinked (2-paying §4, §7)', () => {
  test.each([
    ['a linked answer', { ok: true, value: { linked: true } }, true],
    ['an unlinked answer', { ok: true, value: { linked: false } }, false],
    ['"a failure is treated as linked"', { ok: false }, true],
  ] as const)('%s', (_rule, check, linked) => {
    expect(isWaiterLinked(check)).toBe(linked);
  });
});
