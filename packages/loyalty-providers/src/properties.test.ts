import { add, minimum, money } from '@tableside/billing-domain';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { allowAllCookies, setCookiePreference, type CookiePreference } from './cookies/cookie-preferences.js';
import { amountAfterLoyaltyReward } from './discounts/discounts.js';
import { EMPTY_LOGIN_DRAFT, initialLoginDialog, loginDialogReducer, type LoginDialogEvent } from './login/login-dialog.js';
import { codeBoxesFromPaste } from './validation/verification-code.js';

describe('properties', () => {
  test('"the charged amount always equals split amount minus applied reward" (issue 13): never below zero, and charged + burnt = split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000_000_000 }), (split, reward) => {
        const splitAmount = money(split, 'EUR');
        const rewardAmount = money(reward, 'EUR');
        const charged = amountAfterLoyaltyReward(splitAmount, rewardAmount);
        expect(charged.amount).toBeGreaterThanOrEqual(0);
        expect(add(charged, minimum(rewardAmount, splitAmount))).toEqual(splitAmount);
      }),
    );
  });

  const loginEvent: fc.Arbitrary<LoginDialogEvent> = fc.oneof(
    fc.constant<LoginDialogEvent>({ type: 'opened' }),
    fc.string().map((phoneNumber): LoginDialogEvent => ({ type: 'phoneNumberChanged', phoneNumber })),
    fc.boolean().map((optIn): LoginDialogEvent => ({ type: 'optInChanged', optIn })),
    fc.constant<LoginDialogEvent>({ type: 'codeRequested' }),
    fc.nat().map((at): LoginDialogEvent => ({ type: 'codeSent', at })),
    fc.constant<LoginDialogEvent>({ type: 'codeSendFailed' }),
    fc.constant<LoginDialogEvent>({ type: 'codeSubmitted' }),
    fc.constant<LoginDialogEvent>({ type: 'codeRejected' }),
    fc.constant<LoginDialogEvent>({ type: 'codeAccepted' }),
    fc.constant<LoginDialogEvent>({ type: 'phoneNumberEditRequested' }),
  );

  test('"closing clears the draft; a local flag records the dialog was seen" (3 §4): after any events, closing leaves an empty draft and keeps seen', () => {
    fc.assert(
      fc.property(fc.array(loginEvent, { maxLength: 30 }), (events) => {
        const state = events.reduce(loginDialogReducer, initialLoginDialog());
        const closed = loginDialogReducer(state, { type: 'closed' });
        expect(closed.draft).toEqual(EMPTY_LOGIN_DRAFT);
        expect(closed.step).toBe('closed');
        expect(closed.seen).toBe(events.some((event) => event.type === 'opened'));
        if (state.step === 'input-code') expect(state.codeSentAt).toBeDefined();
      }),
    );
  });

  test('"items that cannot be changed are always accepted" (3 §4): whatever is toggled', () => {
    const preference = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      preferenceId: fc.record({ id: fc.string({ minLength: 1 }) }),
      type: fc.constantFrom('essential' as const, 'functional' as const),
      userStatus: fc.constantFrom('ACCEPTED' as const, 'REFUSED' as const),
      needToBeChanged: fc.boolean(),
    });
    const change = fc.oneof(fc.record({ id: fc.constantFrom('a', 'b', 'c'), accepted: fc.boolean() }), fc.constant('allow-all' as const));
    fc.assert(
      fc.property(fc.array(preference, { maxLength: 5 }), fc.array(change, { minLength: 1, maxLength: 10 }), (preferences, changes) => {
        const result = changes.reduce<CookiePreference[]>(
          (current, next) => (next === 'allow-all' ? allowAllCookies(current) : setCookiePreference(current, next.id, next.accepted)),
          preferences,
        );
        for (const item of result) if (!item.needToBeChanged) expect(item.userStatus).toBe('ACCEPTED');
      }),
    );
  });

  test('"paste of 6 digits fills all" (3 §5): any six digits fill the six boxes in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (digits) => {
        expect(codeBoxesFromPaste(digits.join(''))).toEqual(digits.map(String));
      }),
    );
  });
});
