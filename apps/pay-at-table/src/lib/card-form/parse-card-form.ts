import { err, ok, type Result } from '@tableside/billing-domain';

/** The card as the sandbox payment provider takes it. */
export interface CardInput {
  readonly kind: 'card';
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardFormField = 'number' | 'expiry' | 'cvc';
export type CardFormError = { readonly code: 'invalid-card-form'; readonly fields: readonly CardFormField[] };

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

/** Luhn check: catches typos in a card number before any call. */
function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/**
 * Parses the card form: number (spaces allowed, 12-19 digits, Luhn), expiry MM/YY or MM/YYYY, CVC of 3 or 4 digits.
 * Every invalid field is reported at once so the form can mark each.
 */
export function parseCardForm(form: { number: string; expiry: string; cvc: string }): Result<CardInput, CardFormError> {
  const fields: CardFormField[] = [];
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) fields.push('number');
  const expiry = EXPIRY.exec(form.expiry.trim());
  if (!expiry) fields.push('expiry');
  const cvc = form.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) fields.push('cvc');
  if (fields.length > 0 || !expiry) return err({ code: 'invalid-card-form', fields });
  const year = Number(expiry[2]);
  return ok({ kind: 'card', number, expMonth: Number(expiry[1]), expYear: year < 100 ? 2000 + year : year, cvc });
}
