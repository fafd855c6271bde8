import { describe, expect, test } from 'vitest';
import { accountPaths, safeRedirectPath } from './account-paths.js';

describe('account paths', () => {
  test('login and sign-up carry their return path in the query (3 §2 "/login (query redirectToPath)", "signup?originPath=...")', () => {
    expect(accountPaths.login('/venues/v/bills/b/splits/s/tips')).toBe('/login?redirectToPath=%2Fvenues%2Fv%2Fbills%2Fb%2Fsplits%2Fs%2Ftips');
    expect(accountPaths.signUp('/me')).toBe('/signup?originPath=%2Fme');
  });

  test.each([
    ['/venues/v/bills/b', '/venues/v/bills/b'],
    ['/me?redirectTo=%2F#x', '/me?redirectTo=%2F#x'],
    ['https://evil.example/', '/fallback'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['', '/fallback'],
    [null, '/fallback'],
  ])('safeRedirectPath(%j) is %j', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback')).toBe(expected);
  });
});
