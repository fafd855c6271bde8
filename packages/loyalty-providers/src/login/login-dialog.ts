import { exhaustiveSwitchError } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { loyaltyProviderSchema } from '../config/loyalty-config.js';
import { RESEND_DELAY_MS, RESEND_SUCCESS_BANNER_MS } from '../shared/constants.js';

/** "Login draft: phoneNumber, optIn, loyaltyProgram, hasError, isEarnAfterPay, billId, splitId" (3 §3). */
export const loginDraftSchema = z.object({
  phoneNumber: z.string(),
  optIn: z.boolean(),
  loyaltyProgram: z.optional(loyaltyProviderSchema),
  hasError: z.boolean(),
  isEarnAfterPay: z.boolean(),
  billId: z.optional(z.string()),
  splitId: z.optional(z.string()),
});
export type LoginDraft = z.infer<typeof loginDraftSchema>;

/** The draft of a dialog that was never filled, or was closed. */
export const EMPTY_LOGIN_DRAFT: LoginDraft = { phoneNumber: '', optIn: false, hasError: false, isEarnAfterPay: false };

/** "Login dialog: input-phone-number, then input-code once the code was sent" (3 §4). */
export type LoginDialogStep = 'closed' | 'input-phone-number' | 'input-code';

/** The login dialog. */
export interface LoginDialogState {
  readonly step: LoginDialogStep;
  readonly draft: LoginDraft;
  /** "a local flag records the dialog was seen" (3 §4). */
  readonly seen: boolean;
  /** A code request or a code check under way. */
  readonly pending: 'none' | 'sending-code' | 'verifying-code';
  /** When the last code was sent, for the resend delay. */
  readonly codeSentAt: number | undefined;
  /** When a resend succeeded, for the success banner. */
  readonly resentAt: number | undefined;
  /** "login.invalid_code (code boxes show error), login.invalid_phone (SMS failed)" (3 §8). */
  readonly errorKey: 'login.invalid_phone' | 'login.invalid_code' | undefined;
}

/** A closed dialog; pass the stored "seen" flag. */
export function initialLoginDialog(seen = false): LoginDialogState {
  return { step: 'closed', draft: EMPTY_LOGIN_DRAFT, seen, pending: 'none', codeSentAt: undefined, resentAt: undefined, errorKey: undefined };
}

/** What the dialog hears. `at` is the caller's clock, in milliseconds. */
export type LoginDialogEvent =
  | {
      readonly type: 'opened';
      readonly loyaltyProgram?: LoginDraft['loyaltyProgram'];
      readonly isEarnAfterPay?: boolean;
      readonly billId?: string;
      readonly splitId?: string;
    }
  | { readonly type: 'phoneNumberChanged'; readonly phoneNumber: string }
  | { readonly type: 'optInChanged'; readonly optIn: boolean }
  | { readonly type: 'codeRequested' }
  | { readonly type: 'codeSent'; readonly at: number }
  | { readonly type: 'codeSendFailed' }
  | { readonly type: 'codeSubmitted' }
  | { readonly type: 'codeRejected' }
  | { readonly type: 'codeAccepted' }
  | { readonly type: 'phoneNumberEditRequested' }
  /** Closing, including the browser back button (3 §2 "Browser back closes it"). */
  | { readonly type: 'closed' };

function failed(state: LoginDialogState, errorKey: NonNullable<LoginDialogState['errorKey']>): LoginDialogState {
  return { ...state, pending: 'none', errorKey, draft: { ...state.draft, hasError: true } };
}

/**
 * The login dialog's transitions (3 §4 Loyalty): phone step, then the code step once the code was sent; send
 * then resend; closing clears the draft; opening records that the dialog was seen.
 */
export function loginDialogReducer(state: LoginDialogState, event: LoginDialogEvent): LoginDialogState {
  switch (event.type) {
    case 'opened':
      return {
        ...initialLoginDialog(true),
        step: 'input-phone-number',
        draft: {
          ...EMPTY_LOGIN_DRAFT,
          ...(event.loyaltyProgram ? { loyaltyProgram: event.loyaltyProgram } : {}),
          isEarnAfterPay: event.isEarnAfterPay ?? false,
          ...(event.billId ? { billId: event.billId } : {}),
          ...(event.splitId ? { splitId: event.splitId } : {}),
        },
      };
    case 'phoneNumberChanged':
      if (state.step !== 'input-phone-number') return state;
      return { ...state, errorKey: undefined, draft: { ...state.draft, phoneNumber: event.phoneNumber, hasError: false } };
    case 'optInChanged':
      return state.step === 'closed' ? state : { ...state, draft: { ...state.draft, optIn: event.optIn } };
    case 'codeRequested':
      if (state.step === 'closed' || state.pending !== 'none') return state;
      return { ...state, pending: 'sending-code' };
    case 'codeSent':
      if (state.pending !== 'sending-code') return state;
      return {
        ...state,
        step: 'input-code',
        pending: 'none',
        errorKey: undefined,
        draft: { ...state.draft, hasError: false },
        codeSentAt: event.at,
        resentAt: state.step === 'input-code' ? event.at : undefined,
      };
    case 'codeSendFailed':
      return state.pending === 'sending-code' ? failed(state, 'login.invalid_phone') : state;
    case 'codeSubmitted':
      if (state.step !== 'input-code' || state.pending !== 'none') return state;
      return { ...state, pending: 'verifying-code', errorKey: undefined };
    case 'codeRejected':
      return state.pending === 'verifying-code' ? failed(state, 'login.invalid_code') : state;
    case 'codeAccepted':
      return state.pending === 'verifying-code' ? initialLoginDialog(state.seen) : state;
    case 'phoneNumberEditRequested':
      if (state.step !== 'input-code' || state.pending !== 'none') return state;
      return { ...state, step: 'input-phone-number', errorKey: undefined, resentAt: undefined };
    case 'closed':
      return initialLoginDialog(state.seen);
    default:
      return exhaustiveSwitchError(event);
  }
}

/** Milliseconds before the code can be resent: 0 when it can ("Resend delay 15000 ms", 3 §9). */
export function resendAvailableInMs(state: Pick<LoginDialogState, 'codeSentAt'>, now: number): number {
  if (state.codeSentAt === undefined) return 0;
  return Math.max(0, state.codeSentAt + RESEND_DELAY_MS - now);
}

/** "Resend is disabled 15 s after each send and while loading" (3 §4). */
export function canResendCode(state: LoginDialogState, now: number): boolean {
  return state.step === 'input-code' && state.pending === 'none' && resendAvailableInMs(state, now) === 0;
}

/** "a success banner shows 2 s after resend" (3 §4). */
export function isResendBannerVisible(state: Pick<LoginDialogState, 'resentAt'>, now: number): boolean {
  return state.resentAt !== undefined && now - state.resentAt < RESEND_SUCCESS_BANNER_MS;
}
