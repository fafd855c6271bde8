import { describe, expect, test } from 'vitest';
import { parseCardForm } from './parse-card-form.js';

describe('parseCardForm', () => {
  test.each([
    ['4242 4242 4242 4242', '12/34', '123', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }],
    ['4000 0027 6000 3184', '01/2030', '1234', { number: '4000002760003184', expMonth: 1, expYear: 2030, cvc: '1234' }],
    ['4000-0000-0000-0002', '06 / 29', '999', { number: '4000000000000002', expMonth: 6, expYear: 2029, cvc: '999' }],
  ])('the Stripe test card %s parses', (number, expiry, cvc, expected) => {
    expect(parseCardForm({ number, expiry, cvc })).toEqual({ ok: true, value: { kind: 'card', ...expected } });
  });

  test.each([
    [{ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, ['number']],
    [{ number: '1234', expiry: '12/34', cvc: '123' }, ['number']],
    [{ number: '4242424242424242', expiry: '13/34', cvc: '123' }, ['expiry']],
    [{ number: '4242424242424242', expiry: '12/34', cvc: '12' }, ['cvc']],
    [{ number: '', expiry: '', cvc: '' }, ['number', 'expiry', 'cvc']],
  ])('%j reports %j', (form, fields) => {
    expect(parseCardForm(form)).toEqual({ ok: false, error: { code: 'invalid-card-form', fields } });
  });
});
