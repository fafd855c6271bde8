import type { CardBehaviour } from '@tableside/contracts/payments';

/** What a test card does when confirmed (Stripe's test card numbers): the payment contract's. */
export { cardBehaviourSchema } from '@tableside/contracts/payments';
export type { CardBehaviour } from '@tableside/contracts/payments';

/** Stripe's test cards that the payment simulator honours. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  requires3ds: '4000002760003184',
  declined: '4000000000000002',
  declinedAfter3ds: '4000008400001629',
  processingError: '4000000000000119',
} as const;

const behaviours: Readonly<Record<string, CardBehaviour>> = {
  [TEST_CARDS.succeeds]: 'succeeds',
  [TEST_CARDS.requires3ds]: 'requires-3ds',
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.declinedAfter3ds]: 'declined-after-3ds',
  [TEST_CARDS.processingError]: 'processing-error',
  // Stripe's other brands' success cards.
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
};

/** True when `digits` passes the Luhn checksum. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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
 * The behaviour of a card number (spaces ignored). A Luhn-valid number that is not a test card is declined,
 * as Stripe does in test mode.
 */
export function cardBehaviour(number: string): CardBehaviour {
  return behaviours[number.replace(/\s+/g, '')] ?? 'declined';
}

/** The brand shown on receipts, from the first digits. */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'unknown' {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
