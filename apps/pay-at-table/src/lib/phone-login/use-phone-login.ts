import { accountErrorType, createAccountApi } from '@tableside/api-client';
import { canResendCode, isVerificationCodeComplete, type LoginDialogEvent, type LoginDialogState } from '@tableside/loyalty-providers';
import { useMemo, useState, type Dispatch } from 'react';
import { EMPTY_CODE } from '../code-boxes/code-boxes.js';
import { accountSessionStore } from '../identity/account-session.js';
import { ensureGuestIdentity } from '../identity/ensure-guest-identity.js';
import { useServices } from '../services-context.js';
import type { CodeStepModel } from './code-step-form.js';
import { usePhoneNumber } from './use-phone-number.js';
import { useResendClock } from './use-resend-clock.js';

/**
 * Why a code was refused: "login.invalid_code" (3 §8), the sandbox's SMS limits, the service being down, or the
 * step that follows the login (`onLoggedIn`) failing.
 */
export type CodeRefusal = 'login.invalid_code' | 'sms-code-locked' | 'sms-code-expired' | 'sms-code-not-requested' | 'unavailable' | 'follow-up-failed';

/** The refusal of an error `type` the account service answered. */
export function codeRefusal(type: string | undefined): CodeRefusal {
  switch (type) {
    case 'login.invalid_code':
    case 'sms-code-locked':
    case 'sms-code-expired':
    case 'sms-code-not-requested':
      return type;
    default:
      return 'unavailable';
  }
}

/** The account a code logged in, and the phone number it proved. */
export interface PhoneLogin {
  readonly userId: string;
  readonly phoneNumber: string;
}

/**
 * A login by phone and 6-digit SMS code (3 §4, §5), driven by loyalty-providers' login dialog reducer (`dialog`,
 * `dispatch`): the country, the send (an invalid number is refused with "login.invalid_phone" and the number), the
 * code step with its resend clock, and the login, which keeps the bearer access token on this device with the
 * device's guest identity going along. `onLoggedIn` runs after it (the loyalty programme's identification); when it
 * answers false the code step shows `follow-up-failed`.
 */
export function usePhoneLogin({
  dialog,
  dispatch,
  onLoggedIn,
}: {
  readonly dialog: LoginDialogState;
  readonly dispatch: Dispatch<LoginDialogEvent>;
  readonly onLoggedIn: (login: PhoneLogin) => Promise<boolean>;
}) {
  const services = useServices();
  const { clock, device, http } = services;
  const accountApi = useMemo(() => createAccountApi(http), [http]);
  const number = usePhoneNumber({ value: dialog.draft.phoneNumber, onChange: (phoneNumber) => dispatch({ type: 'phoneNumberChanged', phoneNumber }) });
  const { country, phone, valid } = number;
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [refusal, setRefusal] = useState<CodeRefusal | undefined>();
  const onCodeStep = dialog.step === 'input-code';
  // "Resend is disabled 15 s after each send": the countdown ticks each second on the code step.
  const { now, waitMs, bannerShown, restart } = useResendClock(dialog, onCodeStep);

  const send = async () => {
    dispatch({ type: 'codeRequested' });
    if (!valid.ok) {
      // "invalid phone at send step login.invalid_phone (with the number)" (3 §5).
      setSentTo(phone.trim());
      dispatch({ type: 'codeSendFailed' });
      return;
    }
    const answer = await accountApi.requestLoginCode({ phoneNumber: valid.value.e164, countryCode: country });
    setSentTo(valid.value.international);
    if (!answer.ok) {
      dispatch({ type: 'codeSendFailed' });
      return;
    }
    const at = clock.now();
    restart(at);
    setRefusal(undefined);
    if (!onCodeStep) setCode([...EMPTY_CODE]);
    dispatch({ type: 'codeSent', at });
  };

  const verify = async () => {
    const joined = code.join('');
    if (!valid.ok || !isVerificationCodeComplete(joined)) return;
    dispatch({ type: 'codeSubmitted' });
    // The device's guest identity goes with the login, so its earlier payments become the account's receipts.
    await ensureGuestIdentity(device, services.api.identity);
    const answer = await accountApi.login({ phoneNumber: valid.value.e164, countryCode: country, code: joined });
    if (!answer.ok) {
      setRefusal(codeRefusal(accountErrorType(answer.error)));
      dispatch({ type: 'codeRejected' });
      return;
    }
    accountSessionStore().getState().setSession({ userId: answer.value.user.id, accessToken: answer.value.accessToken, expiresAt: answer.value.expiresAt });
    if (!(await onLoggedIn({ userId: answer.value.user.id, phoneNumber: valid.value.e164 }))) {
      setRefusal('follow-up-failed');
      dispatch({ type: 'codeRejected' });
      return;
    }
    dispatch({ type: 'codeAccepted' });
  };

  const codeStep: CodeStepModel = {
    code,
    onCodeChange: (next) => {
      setCode(next);
      setRefusal(undefined);
    },
    sentTo,
    resent: bannerShown,
    busy: dialog.pending !== 'none',
    onSubmit: () => void verify(),
    waitMs,
    canResend: canResendCode(dialog, now),
    onResend: () => void send(),
  };
  return {
    /** The props of the `PhoneField`. */
    phoneField: number.field,
    /** The number is valid for the country: "Send button disabled if invalid" (3 §5). */
    phoneValid: valid.ok,
    /** The number to name in "login.invalid_phone": refused at send, or not a number of the country once left. */
    invalidPhone: dialog.errorKey === 'login.invalid_phone' ? sentTo : number.leftInvalid,
    onCodeStep,
    send: () => void send(),
    codeStep,
    /** Why the code was refused, while the code step shows it. */
    refusal: dialog.errorKey === 'login.invalid_code' ? refusal : undefined,
  };
}
