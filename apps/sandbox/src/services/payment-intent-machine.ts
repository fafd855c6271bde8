import { z } from 'zod';
import type {
  AuthenticationOutcome,
  IntentStatus,
  LastPaymentError,
  MealVoucherProvider,
  PaymentMethodInput,
  StoredPaymentMethod,
} from '@tableside/contracts/payments';
import { cardBehaviour, cardBrand, isLuhnValid, type CardBehaviour } from './test-cards.js';

// The wire schemas of the payment simulator are its contract's (@tableside/contracts/payments).
export {
  authenticationOutcomeSchema,
  cardBrandSchema,
  intentStatusSchema,
  lastPaymentErrorSchema,
  mealVoucherProviderSchema,
  paymentMethodIdSchema,
  paymentMethodInputSchema,
  storedPaymentMethodSchema,
} from '@tableside/contracts/payments';
export type {
  AuthenticationOutcome,
  IntentStatus,
  LastPaymentError,
  MealVoucherProvider,
  PaymentMethodInput,
  StoredPaymentMethod,
} from '@tableside/contracts/payments';

/**
 * A card as the provider's card page sends it to be tokenized (`POST /sandbox-payments/payment-methods` on the card
 * origin). The app never sends this: its confirm call names the payment method by id.
 */
export const cardInputSchema = z.object({
  type: z.literal('card'),
  number: z
    .string()
    .max(40)
    .transform((value) => value.replace(/[\s-]+/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'must be 12 to 19 digits')
        .refine(isLuhnValid, 'is not a valid card number'),
    ),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
  cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** A tokenized card as the simulator keeps it: what it does when confirmed, never its number or CVC. */
export interface TokenizedCard {
  type: 'card';
  brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  last4: string;
  behaviour: CardBehaviour;
  expMonth: number;
  expYear: number;
}

/** Tokenizes a card: the test card's behaviour, brand, last four digits and expiry. */
export function tokenizeCard(card: CardInput): TokenizedCard {
  return {
    type: 'card',
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    behaviour: cardBehaviour(card.number),
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/** The payment method a confirmation runs with: the tokenized card behind the id, or the meal voucher. */
export type ConfirmMethod = TokenizedCard | Extract<PaymentMethodInput, { type: 'meal_voucher' }>;

/** The part of an intent that transitions change. */
export interface IntentState {
  status: IntentStatus;
  paymentMethod: StoredPaymentMethod | null;
  lastPaymentError: LastPaymentError | null;
  cancellationReason: string | null;
}

export type TransitionError =
  { code: 'payment-intent-unexpected-state'; status: IntentStatus } | { code: 'payment-method-not-available'; provider: MealVoucherProvider };

export type Transition = { ok: true; state: IntentState } | { ok: false; error: TransitionError };

const declined: LastPaymentError = { code: 'card_declined', message: 'Your card was declined.' };
const processingError: LastPaymentError = {
  code: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

function paid(captureMethod: 'automatic' | 'manual'): IntentStatus {
  return captureMethod === 'manual' ? 'requires_capture' : 'succeeded';
}

/** True when the month `expYear`-`expMonth` has fully passed at `now` (UTC). */
function isExpired(expYear: number, expMonth: number, now: number): boolean {
  const firstDayAfterExpiry = Date.UTC(expYear, expMonth, 1);
  return firstDayAfterExpiry <= now;
}

/**
 * Confirms an intent with a payment method: the tokenized test card's behaviour decides the outcome; meal vouchers are accepted
 * only when the venue enables the provider.
 */
export function confirmIntent(
  current: IntentState,
  captureMethod: 'automatic' | 'manual',
  method: ConfirmMethod,
  context: { now: number; enabledMealVoucherProviders: readonly MealVoucherProvider[] },
): Transition {
  if (current.status !== 'requires_payment_method') {
    return { ok: false, error: { code: 'payment-intent-unexpected-state', status: current.status } };
  }
  if (method.type === 'meal_voucher') {
    if (!context.enabledMealVoucherProviders.includes(method.provider)) {
      return { ok: false, error: { code: 'payment-method-not-available', provider: method.provider } };
    }
    return {
      ok: true,
      state: { status: paid(captureMethod), paymentMethod: method, lastPaymentError: null, cancellationReason: null },
    };
  }
  const { behaviour } = method;
  const paymentMethod: StoredPaymentMethod = { type: 'card', brand: method.brand, last4: method.last4, behaviour };
  const failedWith = (lastPaymentError: LastPaymentError): Transition => ({
    ok: true,
    state: { status: 'requires_payment_method', paymentMethod, lastPaymentError, cancellationReason: null },
  });
  if (isExpired(method.expYear, method.expMonth, context.now)) {
    return failedWith({ code: 'expired_card', message: 'Your card has expired.' });
  }
  switch (behaviour) {
    case 'succeeds':
      return { ok: true, state: { status: paid(captureMethod), paymentMethod, lastPaymentError: null, cancellationReason: null } };
    case 'requires-3ds':
    case 'declined-after-3ds':
      return { ok: true, state: { status: 'requires_action', paymentMethod, lastPaymentError: null, cancellationReason: null } };
    case 'declined':
      return failedWith(declined);
    case 'processing-error':
      return failedWith(processingError);
    default: {
      const unreachable: never = behaviour;
      throw new Error(`Unhandled card behaviour ${String(unreachable)}`);
    }
  }
}

/** Applies the diner's answer on the 3-D Secure challenge page. */
export function authenticateIntent(current: IntentState, captureMethod: 'automatic' | 'manual', outcome: AuthenticationOutcome): Transition {
  if (current.status !== 'requires_action') {
    return { ok: false, error: { code: 'payment-intent-unexpected-state', status: current.status } };
  }
  switch (outcome) {
    case 'complete': {
      const declinedAfter = current.paymentMethod?.type === 'card' && current.paymentMethod.behaviour === 'declined-after-3ds';
      return {
        ok: true,
        state: declinedAfter
          ? { ...current, status: 'requires_payment_method', lastPaymentError: declined }
          : { ...current, status: paid(captureMethod), lastPaymentError: null },
      };
    }
    case 'fail':
      return {
        ok: true,
        state: {
          ...current,
          status: 'requires_payment_method',
          lastPaymentError: {
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        },
      };
    case 'cancel':
      return { ok: true, state: { ...current, status: 'canceled', cancellationReason: 'requested_by_customer' } };
    default: {
      const unreachable: never = outcome;
      throw new Error(`Unhandled authentication outcome ${String(unreachable)}`);
    }
  }
}

/** Captures a held (manual capture) intent. */
export function captureIntent(current: IntentState): Transition {
  if (current.status !== 'requires_capture') {
    return { ok: false, error: { code: 'payment-intent-unexpected-state', status: current.status } };
  }
  return { ok: true, state: { ...current, status: 'succeeded' } };
}

const cancellable: readonly IntentStatus[] = ['requires_payment_method', 'requires_action', 'requires_capture', 'processing'];

/** Cancels an intent (releases a hold). */
export function cancelIntent(current: IntentState, reason: string): Transition {
  if (!cancellable.includes(current.status)) {
    return { ok: false, error: { code: 'payment-intent-unexpected-state', status: current.status } };
  }
  return { ok: true, state: { ...current, status: 'canceled', cancellationReason: reason } };
}
