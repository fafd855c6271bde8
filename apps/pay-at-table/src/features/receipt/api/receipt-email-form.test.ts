import { describe, expect, test } from 'vitest';
import { parseReceiptEmailFormParam } from './receipt-email-form.js';

describe('"The form query param must be valid JSON" (2-paying §5)', () => {
  test.each([
    ['{"email":"diner@example.test"}', { email: 'diner@example.test' }],
    ['{"email":"not an email"}', undefined],
    ['{not json', undefined],
    [null, undefined],
  ])('%j → %j', (param, expected) => {
    expect(parseReceiptEmailFormParam(param)).toEqual(expected);
  });
});
