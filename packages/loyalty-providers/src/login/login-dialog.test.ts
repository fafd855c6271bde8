import { describe, expect, test } from 'vitest';
import {
  EMPTY_LOGIN_DRAFT,
  canResendCode,
  initialLoginDialog,
  isResendBannerVisible,
  loginDialogReducer,
  loginDraftSchema,
  resendAvailableInMs,
  type LoginDialogEvent,
  type LoginDialogState,
} from './login-dialog.js';

function run(events: readonly LoginDialogEvent[], from: LoginDialogState = initialLoginDialog()): LoginDialogState {
  return events.reduce(loginDialogReducer, from);
}

const T0 = 1_700_000_000_000;
const opened: LoginDialogEvent = { type: 'opened', loyaltyProgram: 'COMO', isEarnAfterPay: true, billId: 'bill-1', splitId: 'split-1' };
const onCodeStep = run([opened, { type: 'phoneNumberChanged', phoneNumber: '+33612345678' }, { type: 'codeRequested' }, { type: 'codeSent', at: T0 }]);

describe('loginDialogReducer — "Login dialog: input-phone-number, then input-code once the code was sent (send, then resend)" (3 §4)', () => {
  test('opening shows the phone step with the draft context and records "the dialog was seen"', () => {
    const state = run([opened]);
    expect(state).toMatchObject({ step: 'input-phone-number', seen: true });
    expect(state.draft).toEqual({ ...EMPTY_LOGIN_DRAFT, loyaltyProgram: 'COMO', isEarnAfterPay: true, billId: 'bill-1', splitId: 'split-1' });
    expect(loginDraftSchema.parse(state.draft)).toEqual(state.draft);
  });

  test.each([
    ['"input-phone-number" first', [opened], 'input-phone-number'],
    ['still the phone step while the code is being sent', [opened, { type: 'codeRequested' }], 'input-phone-number'],
    ['"then input-code once the code was sent"', [opened, { type: 'codeRequested' }, { type: 'codeSent', at: T0 }], 'input-code'],
    ['"login.invalid_phone (SMS failed)" (3 §8) keeps the phone step', [opened, { type: 'codeRequested' }, { type: 'codeSendFailed' }], 'input-phone-number'],
    ['a code sent without a request is ignored', [opened, { type: 'codeSent', at: T0 }], 'input-phone-number'],
    [
      'the phone number can be edited from the code step',
      [opened, { type: 'codeRequested' }, { type: 'codeSent', at: T0 }, { type: 'phoneNumberEditRequested' }],
      'input-phone-number',
    ],
  ] as const)('%s', (_rule, events, step) => {
    expect(run(events).step).toBe(step);
  });

  test('"login.invalid_phone (SMS failed)" sets the error and hasError', () => {
    const state = run([opened, { type: 'codeRequested' }, { type: 'codeSendFailed' }]);
    expect(state).toMatchObject({ errorKey: 'login.invalid_phone', pending: 'none', draft: { hasError: true } });
    expect(loginDialogReducer(state, { type: 'phoneNumberChanged', phoneNumber: '+33700000000' })).toMatchObject({
      errorKey: undefined,
      draft: { hasError: false },
    });
  });

  test('"login.invalid_code (code boxes show error)" (3 §8)', () => {
    const state = run([{ type: 'codeSubmitted' }, { type: 'codeRejected' }], onCodeStep);
    expect(state).toMatchObject({ step: 'input-code', errorKey: 'login.invalid_code', draft: { hasError: true } });
  });

  test('an accepted code closes the dialog, clears the draft and keeps the seen flag', () => {
    expect(run([{ type: 'codeSubmitted' }, { type: 'codeAccepted' }], onCodeStep)).toEqual(initialLoginDialog(true));
  });

  test('"closing clears the draft; a local flag records the dialog was seen" (3 §4)', () => {
    const closed = run([{ type: 'optInChanged', optIn: true }, { type: 'closed' }], onCodeStep);
    expect(closed).toEqual({ ...initialLoginDialog(true), draft: EMPTY_LOGIN_DRAFT });
  });

  test.each([
    ['a code submitted on the phone step', [opened, { type: 'codeSubmitted' }]],
    ['a rejection without a submission', [opened, { type: 'codeRejected' }]],
    ['an acceptance without a submission', [opened, { type: 'codeAccepted' }]],
    ['a send failure without a request', [opened, { type: 'codeSendFailed' }]],
    ['a second request while sending', [opened, { type: 'codeRequested' }, { type: 'codeRequested' }]],
  ] as const)('events that do not fit the state are ignored: %s', (_case, events) => {
    const before = run(events.slice(0, -1));
    expect(run(events.slice(-1), before)).toBe(before);
  });

  test.each([
    ['phone change when closed', { type: 'phoneNumberChanged', phoneNumber: '1' }],
    ['opt-in when closed', { type: 'optInChanged', optIn: true }],
    ['code request when closed', { type: 'codeRequested' }],
    ['editing the phone when closed', { type: 'phoneNumberEditRequested' }],
  ] as const)('a closed dialog ignores: %s', (_case, event) => {
    const closed = initialLoginDialog();
    expect(loginDialogReducer(closed, event)).toBe(closed);
  });

  test('the phone number cannot change on the code step', () => {
    expect(loginDialogReducer(onCodeStep, { type: 'phoneNumberChanged', phoneNumber: '0' })).toBe(onCodeStep);
  });
});

describe('resend — "Resend delay 15000 ms" (3 §9); "Resend is disabled 15 s after each send and while loading; a success banner shows 2 s after resend" (3 §4)', () => {
  test.each([
    ['just after the send', T0, false, 15_000],
    ['14.999 s after', T0 + 14_999, false, 1],
    ['15 s after', T0 + 15_000, true, 0],
    ['later', T0 + 60_000, true, 0],
  ] as const)('%s', (_when, now, can, waitMs) => {
    expect(canResendCode(onCodeStep, now)).toBe(can);
    expect(resendAvailableInMs(onCodeStep, now)).toBe(waitMs);
  });

  test('"and while loading"', () => {
    const resending = loginDialogReducer(onCodeStep, { type: 'codeRequested' });
    expect(canResendCode(resending, T0 + 20_000)).toBe(false);
  });

  test('not on the phone step', () => {
    expect(canResendCode(run([opened]), T0)).toBe(false);
    expect(resendAvailableInMs(run([opened]), T0)).toBe(0);
  });

  test('"send, then resend": a resend restarts the 15 s and shows the banner for 2 s', () => {
    const resent = run([{ type: 'codeRequested' }, { type: 'codeSent', at: T0 + 15_000 }], onCodeStep);
    expect(resent.step).toBe('input-code');
    expect(canResendCode(resent, T0 + 20_000)).toBe(false);
    expect(isResendBannerVisible(resent, T0 + 16_999)).toBe(true);
    expect(isResendBannerVisible(resent, T0 + 17_000)).toBe(false);
  });

  test('the first send shows no resend banner', () => {
    expect(isResendBannerVisible(onCodeStep, T0)).toBe(false);
  });
});
