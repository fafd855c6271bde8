import { describe, expect, test } from 'vitest';
import { safeRedirectPath, safeReturnUrl } from './safe-redirect.js';

// The candidates an attacker tries for an open redirect (issue 9 found 3 of 28 getting through).
const refused = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example/steal',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'https://127.0.0.1:4000/venues/v1',
  'http://localhost/venues/v1',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  'evil.example',
  'venues/v1',
  '.',
  '?x=1',
  '#frag',
  '',
  '/%E2%80',
  `/${'a'.repeat(2001)}`,
];

const accepted = [
  '/',
  '/venues/venue-1/bills/bill-1/payment-auth/split-1',
  '/venues/venue-1/bills/bill-1/payment-auth/split-1?payment_intent=pi_1&redirect_status=succeeded',
  '/venues/v%201/tables/d1',
  '/venues/v1/tab#top',
  '/a/b/../c',
];

describe('redirect targets are same-origin paths only', () => {
  test.each(refused.map((value) => [JSON.stringify(value), value]))('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
    expect(safeReturnUrl(value, 'evil.example')).toBeUndefined();
  });

  test.each(accepted)('accepts %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  test.each([undefined, null, 42, {}, ['/a']])('refuses a non-string %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  test('every accepted target resolves on the page’s own origin', () => {
    for (const value of accepted) expect(new URL(value, 'https://pay.example').origin).toBe('https://pay.example');
  });
});
