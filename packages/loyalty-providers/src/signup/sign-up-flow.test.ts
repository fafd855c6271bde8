import { describe, expect, test } from 'vitest';
import {
  SIGN_UP_INITIAL,
  afterEmailStepPath,
  emailStepEntry,
  signUpReducer,
  signUpStatePath,
  type SignUpContext,
  type SignUpEvent,
  type SignUpState,
} from './sign-up-flow.js';

const migration: SignUpContext = { appId: 'app-1', migration: true, originPath: '/guest-app/app-1/privacy/marketing/migration' };
const noOrigin: SignUpContext = { appId: 'app-1', migration: true, originPath: undefined };
const phone = { phoneNumber: '+33612345678', hasOptIn: true };

function run(context: SignUpContext, events: readonly SignUpEvent[]): SignUpState {
  return events.reduce((state, event) => signUpReducer(context, state, event), SIGN_UP_INITIAL);
}

const ORIGIN = '?originPath=%2Fguest-app%2Fapp-1%2Fprivacy%2Fmarketing%2Fmigration';

describe('signUpReducer — the migration sign-up of 3 §4, step by step', () => {
  test.each([
    ['the flow starts at signup/migration', [], `/guest-app/app-1/auth/signup/migration${ORIGIN}`],
    [
      '"signup/migration leads to confirm/migration (SMS code requested)"',
      [{ type: 'smsRequested', ...phone }],
      `/guest-app/app-1/auth/confirm/migration${ORIGIN}`,
    ],
    ['"sign-up SMS failure shows a banner" (3 §8): stays on signup', [{ type: 'smsFailed' }], `/guest-app/app-1/auth/signup/migration${ORIGIN}`],
    [
      '"A valid code leads to loggedIn/migration"',
      [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }],
      `/guest-app/app-1/auth/loggedIn/migration${ORIGIN}`,
    ],
    [
      '"Failure returns to confirm/migration?error=true" (wrong code)',
      [{ type: 'smsRequested', ...phone }, { type: 'codeRejected' }],
      `/guest-app/app-1/auth/confirm/migration${ORIGIN}&error=true`,
    ],
    [
      '"Failure returns to confirm/migration?error=true" (failed sign-in)',
      [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }, { type: 'registrationFailed' }],
      `/guest-app/app-1/auth/confirm/migration${ORIGIN}&error=true`,
    ],
    [
      '"registers the user, opts in, then goes to email/migration with enrolled=true"',
      [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }, { type: 'registered', enrolled: true }],
      `/guest-app/app-1/auth/email/migration${ORIGIN}&enrolled=true`,
    ],
    [
      '"... or false"',
      [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }, { type: 'registered', enrolled: false }],
      `/guest-app/app-1/auth/email/migration${ORIGIN}&enrolled=false`,
    ],
    [
      'the e-mail step ends at originPath',
      [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }, { type: 'registered', enrolled: true }, { type: 'emailSaved' }],
      '/guest-app/app-1/privacy/marketing/migration',
    ],
    [
      'a new code after an error clears it (resend)',
      [{ type: 'smsRequested', ...phone }, { type: 'codeRejected' }, { type: 'smsRequested', ...phone }],
      `/guest-app/app-1/auth/confirm/migration${ORIGIN}`,
    ],
  ] as const)('%s', (_rule, events, path) => {
    expect(signUpStatePath(migration, run(migration, events))).toBe(path);
  });

  test('the plain sign-up has the same steps without /migration', () => {
    const context: SignUpContext = { appId: 'app-1', migration: false, originPath: undefined };
    expect(signUpStatePath(context, run(context, [{ type: 'smsRequested', ...phone }]))).toBe('/guest-app/app-1/auth/confirm');
  });

  test.each([
    ['a code verified before any SMS', [{ type: 'codeVerified' }]],
    ['a code rejected before any SMS', [{ type: 'codeRejected' }]],
    ['a registration before the code', [{ type: 'registered', enrolled: true }]],
    ['a registration failure before the code', [{ type: 'registrationFailed' }]],
    ['an e-mail before the e-mail step', [{ type: 'emailSaved' }]],
  ] as const)('events out of order are ignored: %s', (_case, events) => {
    expect(run(migration, events)).toEqual(SIGN_UP_INITIAL);
  });

  test.each([
    ['an SMS failure after the code was sent', { type: 'smsFailed' }],
    ['a new SMS after login', { type: 'smsRequested', ...phone }],
  ] as const)('later steps ignore: %s', (_case, event) => {
    const loggedIn = run(migration, [{ type: 'smsRequested', ...phone }, { type: 'codeVerified' }]);
    const confirm = run(migration, [{ type: 'smsRequested', ...phone }]);
    expect(signUpReducer(migration, loggedIn, event)).toBe(loggedIn);
    if (event.type === 'smsFailed') expect(signUpReducer(migration, confirm, event)).toBe(confirm);
  });
});

describe('afterEmailStepPath — "After the email step: enrolled false goes to originPath or the loyalty page (with fromSignInOrSignup=true); otherwise to originPath or app home" (3 §4)', () => {
  test.each([
    ['enrolled false, with originPath', migration, false, '/guest-app/app-1/privacy/marketing/migration'],
    ['enrolled false, no originPath: "the loyalty page (with fromSignInOrSignup=true)"', noOrigin, false, '/guest-app/app-1/loyalty?fromSignInOrSignup=true'],
    ['enrolled true, with originPath', migration, true, '/guest-app/app-1/privacy/marketing/migration'],
    ['enrolled true, no originPath: "app home"', noOrigin, true, '/guest-app/app-1'],
  ] as const)('%s', (_rule, context, enrolled, path) => {
    expect(afterEmailStepPath(context, enrolled)).toBe(path);
  });
});

describe('emailStepEntry — "If email is already in the origin path (email=), it is saved automatically and the user redirected. If the user already has an email and enrolled is false, redirect straight to loyalty" (3 §4)', () => {
  const withEmail: SignUpContext = { appId: 'app-1', migration: true, originPath: '/guest-app/app-1/loyalty?email=ada%40example.com' };
  test.each([
    [
      '"email is already in the origin path": saved and redirected',
      withEmail,
      true,
      undefined,
      { kind: 'save-email-and-redirect', email: 'ada@example.com', redirectTo: withEmail.originPath },
    ],
    [
      'the origin path wins over a stored e-mail',
      withEmail,
      false,
      'old@example.com',
      { kind: 'save-email-and-redirect', email: 'ada@example.com', redirectTo: withEmail.originPath },
    ],
    [
      '"already has an email and enrolled is false": straight to loyalty',
      migration,
      false,
      'ada@example.com',
      { kind: 'redirect', redirectTo: '/guest-app/app-1/loyalty?fromSignInOrSignup=true' },
    ],
    ['already has an email but enrolled true: the form shows', migration, true, 'ada@example.com', { kind: 'show-email-form' }],
    ['no e-mail anywhere: the form shows', migration, false, undefined, { kind: 'show-email-form' }],
  ] as const)('%s', (_rule, context, enrolled, userEmail, entry) => {
    expect(emailStepEntry(context, { enrolled, userEmail })).toEqual(entry);
  });
});
