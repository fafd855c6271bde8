import { describe, expect, test } from 'vitest';
import { validateConsentEmail, validateSignUpEmail, guestAccountEmailSchema } from './email.js';
import { checkFrenchPrefix, isPhoneNumberValid, priorityCountryFor, validatePhoneNumber } from './phone-number.js';
import { loyaltyPointsSchema } from './points.js';
import { codeBoxesFromPaste, isVerificationCodeComplete, typeCodeDigit } from './verification-code.js';

describe('verification code — "exactly 6 digits, one per box, digits only; paste of 6 digits fills all; verify enabled only with 6 digits" (3 §5)', () => {
  test.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['12 345', false],
    ['', false],
  ])('"exactly 6 digits": %j → %s', (code, complete) => {
    expect(isVerificationCodeComplete(code)).toBe(complete);
  });

  test.each([
    ['"paste of 6 digits fills all"', '654321', ['6', '5', '4', '3', '2', '1']],
    ['an SMS copy with a space', '654 321', ['6', '5', '4', '3', '2', '1']],
    ['an SMS copy with a dash', '654-321', ['6', '5', '4', '3', '2', '1']],
    ['five digits fill nothing', '65432', undefined],
    ['letters fill nothing', 'abcdef', undefined],
  ] as const)('%s', (_rule, text, boxes) => {
    expect(codeBoxesFromPaste(text)).toEqual(boxes);
  });

  test.each([
    ['"one per box": a digit fills its box', ['', '', '', '', '', ''], 2, '7', ['', '', '7', '', '', '']],
    ['"digits only": a letter is ignored', ['1', '', '', '', '', ''], 1, 'x', ['1', '', '', '', '', '']],
    ['an empty key clears the box', ['1', '2', '', '', '', ''], 1, '', ['1', '', '', '', '', '']],
    ['two characters are not one digit', ['', '', '', '', '', ''], 0, '12', ['', '', '', '', '', '']],
    ['a box outside the six is ignored', ['', '', '', '', '', ''], 6, '1', ['', '', '', '', '', '']],
    ['short input is padded to six boxes', ['1'], 5, '9', ['1', '', '', '', '', '9']],
  ] as const)('%s', (_rule, boxes, index, key, expected) => {
    expect(typeCodeDigit(boxes, index, key)).toEqual(expected);
  });
});

describe('points — "Loyalty points >= 0" (3 §5)', () => {
  test.each([
    [0, true],
    [150, true],
    [-1, false],
  ])('%s → %s', (points, valid) => {
    expect(loyaltyPointsSchema.safeParse(points).success).toBe(valid);
  });
});

describe('e-mail — 3 §5', () => {
  test.each([
    ['"trimmed and lower-cased"', '  Ada@Example.COM ', { ok: true, value: 'ada@example.com' }],
    ['"field shows \'Invalid email\'"', 'ada@', { ok: false, error: { code: 'INVALID_EMAIL', message: 'Invalid email' } }],
    ['"button disabled if empty"', '', { ok: false, error: { code: 'INVALID_EMAIL', message: 'Invalid email' } }],
  ] as const)('"Sign-up e-mail": %s', (_rule, input, expected) => {
    expect(validateSignUpEmail(input)).toEqual(expected);
  });

  test.each([
    ['"required, trimmed"', ' ada@example.com ', { ok: true, value: 'ada@example.com' }],
    ['"invalid message key voucher.consent.invalidMail"', 'not-an-email', { ok: false, error: { code: 'INVALID_EMAIL', key: 'voucher.consent.invalidMail' } }],
    ['"required"', '   ', { ok: false, error: { code: 'INVALID_EMAIL', key: 'voucher.consent.invalidMail' } }],
  ] as const)('"Consent e-mail": %s', (_rule, input, expected) => {
    expect(validateConsentEmail(input)).toEqual(expected);
  });

  test.each([
    ['ada@example.com', true],
    ['ada@example', false],
  ])('"guest-account e-mail must be valid": %s → %s', (email, valid) => {
    expect(guestAccountEmailSchema.safeParse(email).success).toBe(valid);
  });
});

describe('phone — "valid for the chosen country and parsing to that same country; key login.phoneNumber.validation; normalised to international format" (3 §5), "default country FR" (3 §9)', () => {
  test.each([
    [
      '"default country FR": a French mobile in national form',
      '06 12 34 56 78',
      undefined,
      { e164: '+33612345678', international: '+33 6 12 34 56 78', country: 'FR' },
    ],
    ['a French number in international form', '+33612345678', 'FR', { e164: '+33612345678', international: '+33 6 12 34 56 78', country: 'FR' }],
    ['a British mobile for GB', '07400 123456', 'GB', { e164: '+447400123456', international: '+44 7400 123456', country: 'GB' }],
    ['a US number for US', '(201) 555-0123', 'US', { e164: '+12015550123', international: '+1 201 555 0123', country: 'US' }],
  ] as const)('valid: %s', (_rule, input, country, expected) => {
    expect(validatePhoneNumber(input, country)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['too short for FR', '06 12', 'FR'],
    ['letters', 'call me', 'FR'],
    ['"parsing to that same country": a British number with FR chosen', '+447400123456', 'FR'],
    ['"valid for the chosen country": a French national number with GB chosen', '06 12 34 56 78', 'GB'],
    ['empty', '', 'FR'],
  ] as const)('invalid, key login.phoneNumber.validation: %s', (_rule, input, country) => {
    expect(validatePhoneNumber(input, country)).toEqual({ ok: false, error: { code: 'INVALID_PHONE_NUMBER', key: 'login.phoneNumber.validation' } });
    expect(isPhoneNumberValid(input, country)).toBe(false);
  });

  test('"Send button disabled if invalid": enabled for a valid number', () => {
    expect(isPhoneNumberValid('+33612345678')).toBe(true);
  });

  test.each([
    ['the prefix kept', true, '+33 6 12', 'FR', true],
    ['"removing the prefix"', true, '06 12', 'FR', false],
    ['"or changing country in that form"', true, '+33 6 12', 'GB', false],
    ['another form may change country', false, '+44 7400', 'GB', true],
  ] as const)(
    '"French prefix (+33): ... yields ga.sign-up.first-step.cannot-change-country-code" (3 §5): %s',
    (_rule, lockedToFrance, value, country, allowed) => {
      const result = checkFrenchPrefix({ lockedToFrance, value, country });
      expect(result.ok).toBe(allowed);
      if (!result.ok) expect(result.error.key).toBe('ga.sign-up.first-step.cannot-change-country-code');
    },
  );

  test.each([
    ['+1: US before CA', ['CA', 'US'], 'US'],
    ['+44: GB before GG, JE, IM', ['GG', 'IM', 'JE', 'GB'], 'GB'],
    ['+262: RE before YT', ['YT', 'RE'], 'RE'],
    ['+61: AU before CX, CC', ['CC', 'CX', 'AU'], 'AU'],
    ['no priority country: the first', ['CH'], 'CH'],
    ['no candidate', [], undefined],
  ] as const)('"Priority countries for shared dial codes: AU, FI, GP, NO, PY, RE, GB, US" (3 §5): %s', (_rule, candidates, country) => {
    expect(priorityCountryFor(candidates)).toBe(country);
  });
});
