import * as z from 'zod/mini';
import { VERIFICATION_CODE_LENGTH } from '../shared/constants.js';

/** "Verification code: exactly 6 digits, one per box, digits only" (3 §5). */
export const verificationCodeSchema = z.string().check(z.regex(/^\d{6}$/));

/** "verify enabled only with 6 digits"; "Confirm continue is disabled until 6 digits are entered" (3 §5, §4). */
export function isVerificationCodeComplete(code: string): boolean {
  return verificationCodeSchema.safeParse(code).success;
}

/**
 * "paste of 6 digits fills all" (3 §5): the six boxes of a pasted code, or undefined when the pasted text is not
 * six digits. Spaces and dashes around the digits (as SMS apps copy them) are dropped.
 */
export function codeBoxesFromPaste(text: string): string[] | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return isVerificationCodeComplete(digits) ? digits.split('') : undefined;
}

/**
 * Typing into one box: "one per box, digits only" (3 §5). A non-digit leaves the boxes unchanged; a digit goes
 * into the box at `index`.
 */
export function typeCodeDigit(boxes: readonly string[], index: number, key: string): string[] {
  const next = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, i) => boxes[i] ?? '');
  if (index < 0 || index >= VERIFICATION_CODE_LENGTH) return next;
  if (key === '') {
    next[index] = '';
    return next;
  }
  if (!/^\d$/.test(key)) return next;
  next[index] = key;
  return next;
}
