import { describe, expect, test } from 'vitest';
import { isLoginGuardedPath, loginGuardRedirect, signUpStepPath } from './guest-app-routes.js';

describe('loginGuardRedirect — "A guard redirects unauthenticated users to /guest-app/{appId}/auth/signup?originPath=..., or to signup/migration if the path contains migration" (3 §2)', () => {
  test.each([
    ['profile', '/guest-app/app-1/profile', '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Fprofile'],
    ['receipts', '/guest-app/app-1/receipts', '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Freceipts'],
    ['reservations', '/guest-app/app-1/reservations', '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Freservations'],
    ['loyalty', '/guest-app/app-1/loyalty', '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Floyalty'],
    ['marketing', '/guest-app/app-1/privacy/marketing', '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Fprivacy%2Fmarketing'],
    [
      '"or to signup/migration if the path contains migration"',
      '/guest-app/app-1/privacy/marketing/migration',
      '/guest-app/app-1/auth/signup/migration?originPath=%2Fguest-app%2Fapp-1%2Fprivacy%2Fmarketing%2Fmigration',
    ],
    [
      'the query is kept in originPath',
      '/guest-app/app-1/profile?originPath=/x',
      '/guest-app/app-1/auth/signup?originPath=%2Fguest-app%2Fapp-1%2Fprofile%3ForiginPath%3D%2Fx',
    ],
  ])('"Login-guarded routes: profile, receipts, reservations, loyalty, marketing (and migration)" (3 §6): %s', (_route, path, redirect) => {
    expect(loginGuardRedirect({ appId: 'app-1', path, authenticated: false })).toBe(redirect);
  });

  test.each([
    ['a logged-in user', '/guest-app/app-1/profile', true],
    ['an open route (privacy/cookies)', '/guest-app/app-1/privacy/cookies', false],
    ['the home', '/guest-app/app-1', false],
    ['outside the guest app', '/me', false],
  ])('no redirect for %s', (_case, path, authenticated) => {
    expect(loginGuardRedirect({ appId: 'app-1', path, authenticated })).toBeUndefined();
  });

  test('a trailing slash is the same route', () => {
    expect(isLoginGuardedPath('/guest-app/app-1/receipts/')).toBe(true);
  });
});

describe('signUpStepPath — "auth group with signup, confirm, email, loggedIn and their /migration variants" (3 §2)', () => {
  test.each([
    ['signup', { migration: false }, '/guest-app/a/auth/signup'],
    ['confirm', { migration: true, error: true }, '/guest-app/a/auth/confirm/migration?error=true'],
    ['email', { migration: true, enrolled: false, originPath: '/x' }, '/guest-app/a/auth/email/migration?originPath=%2Fx&enrolled=false'],
    ['loggedIn', { migration: false, error: false }, '/guest-app/a/auth/loggedIn'],
  ] as const)('%s', (step, options, path) => {
    expect(signUpStepPath('a', step, options)).toBe(path);
  });
});
