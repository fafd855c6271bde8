import { describe, expect, test } from 'vitest';
import { account } from '../src/index.js';

describe('account request schemas (3 §5)', () => {
  test.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
  ])('the SMS code %j is exactly 6 digits: %s', (code, valid) => {
    expect(account.loginBodySchema.safeParse({ phoneNumber: '0612345678', code }).success).toBe(valid);
  });

  test.each([
    [{ firstName: '  Zoé ' }, { firstName: 'Zoé' }],
    [{ email: ' Diner@Example.COM ' }, { email: 'diner@example.com' }],
    [
      { firstName: null, email: null },
      { firstName: null, email: null },
    ],
    [{}, {}],
  ])('PATCH %j is read as %j (names trimmed, e-mails trimmed and lower-cased, null clears)', (body, parsed) => {
    expect(account.patchUserBodySchema.parse(body)).toEqual(parsed);
  });

  test.each([[{ firstName: '   ' }], [{ lastName: '' }], [{ email: 'not-an-email' }], [{ email: '   ' }], [{ firstName: 'x'.repeat(101) }]])(
    'PATCH refuses %j',
    (body) => {
      expect(account.patchUserBodySchema.safeParse(body).success).toBe(false);
    },
  );

  test.each([
    [{ firstName: 'Ana', lastName: 'Lima' }, true],
    [{ firstName: 'Ana', lastName: 'Lima', email: '' }, true],
    [{ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' }, true],
    [{ firstName: 'Ana' }, false],
    [{ firstName: ' ', lastName: 'Lima' }, false],
    [{ firstName: 'Ana', lastName: 'Lima', email: ' ' }, false],
  ])('personal details %j need first and last name, the e-mail optional but valid: %s', (body, valid) => {
    expect(account.personalDetailsBodySchema.safeParse(body).success).toBe(valid);
  });

  test('an empty personal-details e-mail clears it', () => {
    expect(account.personalDetailsBodySchema.parse({ firstName: 'Ana', lastName: 'Lima', email: '' }).email).toBeNull();
  });

  test.each([
    ['FR', true],
    ['GB', true],
    ['fr', false],
    ['FRA', false],
  ])('the country code %j is ISO alpha-2 upper case: %s', (countryCode, valid) => {
    expect(account.requestCodeBodySchema.safeParse({ phoneNumber: '0612345678', countryCode }).success).toBe(valid);
  });
});
