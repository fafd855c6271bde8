import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { emailFromOriginPath } from './brand-consents.js';
import { guestAppHomePath, guestAppLoyaltyPath, signUpStepPath } from './guest-app-routes.js';

/** Where the sign-up (or migration sign-up) stands; `done` carries the final redirect. */
export type SignUpState =
  | { readonly step: 'signup'; readonly smsFailed: boolean }
  | { readonly step: 'confirm'; readonly phoneNumber: string; readonly hasOptIn: boolean; readonly error: boolean }
  | { readonly step: 'loggedIn'; readonly phoneNumber: string; readonly hasOptIn: boolean }
  | { readonly step: 'email'; readonly enrolled: boolean }
  | { readonly step: 'done'; readonly redirectTo: string };

/** The context every step keeps: the app, the migration variant and the origin path. */
export interface SignUpContext {
  readonly appId: string;
  readonly migration: boolean;
  readonly originPath: string | undefined;
}

/** What happens in the flow. */
export type SignUpEvent =
  | { readonly type: 'smsRequested'; readonly phoneNumber: string; readonly hasOptIn: boolean }
  | { readonly type: 'smsFailed' }
  | { readonly type: 'codeVerified' }
  | { readonly type: 'codeRejected' }
  | { readonly type: 'registered'; readonly enrolled: boolean }
  | { readonly type: 'registrationFailed' }
  | { readonly type: 'emailSaved' };

/** The flow's first state. */
export const SIGN_UP_INITIAL: SignUpState = { step: 'signup', smsFailed: false };

/**
 * "After the email step: enrolled false goes to originPath or the loyalty page (with fromSignInOrSignup=true);
 * otherwise to originPath or app home" (3 §4).
 */
export function afterEmailStepPath(context: SignUpContext, enrolled: boolean): string {
  if (context.originPath) return context.originPath;
  return enrolled ? guestAppHomePath(context.appId) : guestAppLoyaltyPath(context.appId);
}

/**
 * The sign-up / migration flow of 3 §4: signup → confirm (SMS code requested); a valid code → loggedIn, which
 * registers, opts in, then goes to email with enrolled; a bad code or a failed sign-in returns to confirm with
 * error=true; the e-mail step ends on `afterEmailStepPath`. "Opt-in failure is logged only and the flow
 * continues" (3 §8), so the opt-in has no event. Events that do not fit the step are ignored.
 */
export function signUpReducer(context: SignUpContext, state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'smsRequested':
      if (state.step !== 'signup' && state.step !== 'confirm') return state;
      return { step: 'confirm', phoneNumber: event.phoneNumber, hasOptIn: event.hasOptIn, error: false };
    case 'smsFailed':
      return state.step === 'signup' ? { step: 'signup', smsFailed: true } : state;
    case 'codeVerified':
      return state.step === 'confirm' ? { step: 'loggedIn', phoneNumber: state.phoneNumber, hasOptIn: state.hasOptIn } : state;
    case 'codeRejected':
      return state.step === 'confirm' ? { ...state, error: true } : state;
    case 'registered':
      return state.step === 'loggedIn' ? { step: 'email', enrolled: event.enrolled } : state;
    case 'registrationFailed':
      return state.step === 'loggedIn' ? { step: 'confirm', phoneNumber: state.phoneNumber, hasOptIn: state.hasOptIn, error: true } : state;
    case 'emailSaved':
      return state.step === 'email' ? { step: 'done', redirectTo: afterEmailStepPath(context, state.enrolled) } : state;
    default:
      return exhaustiveSwitchError(event);
  }
}

/** The route of a state, e.g. `confirm/migration?error=true` or `email/migration?enrolled=false`. */
export function signUpStatePath(context: SignUpContext, state: SignUpState): string {
  const options = { migration: context.migration, originPath: context.originPath };
  switch (state.step) {
    case 'signup':
      return signUpStepPath(context.appId, 'signup', options);
    case 'confirm':
      return signUpStepPath(context.appId, 'confirm', { ...options, error: state.error });
    case 'loggedIn':
      return signUpStepPath(context.appId, 'loggedIn', options);
    case 'email':
      return signUpStepPath(context.appId, 'email', { ...options, enrolled: state.enrolled });
    case 'done':
      return state.redirectTo;
    default:
      return exhaustiveSwitchError(state);
  }
}

/** What the e-mail step does when it opens. */
export type EmailStepEntry =
  | { readonly kind: 'save-email-and-redirect'; readonly email: string; readonly redirectTo: string }
  | { readonly kind: 'redirect'; readonly redirectTo: string }
  | { readonly kind: 'show-email-form' };

/**
 * "If email is already in the origin path (email=), it is saved automatically and the user redirected. If the
 * user already has an email and enrolled is false, redirect straight to loyalty" (3 §4).
 */
export function emailStepEntry(context: SignUpContext, input: { readonly enrolled: boolean; readonly userEmail: string | undefined }): EmailStepEntry {
  const email = emailFromOriginPath(context.originPath);
  if (email) return { kind: 'save-email-and-redirect', email, redirectTo: afterEmailStepPath(context, input.enrolled) };
  if (input.userEmail && !input.enrolled) return { kind: 'redirect', redirectTo: guestAppLoyaltyPath(context.appId) };
  return { kind: 'show-email-form' };
}
