import { accountErrorType } from '@tableside/api-client';
import {
  DEFAULT_PHONE_COUNTRY,
  canResendCode,
  initialLoginDialog,
  isResendBannerVisible,
  isVerificationCodeComplete,
  loginDialogReducer,
  resendAvailableInMs,
  validatePhoneNumber,
  type CountryCode,
  type LoginDialogEvent,
} from '@tableside/loyalty-providers';
import { Banner, Button } from '@tableside/ui';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ensureGuestIdentity } from '../../../lib/identity/ensure-guest-identity.js';
import { accountSessionStore, useAccountSession } from '../../../lib/identity/account-session.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import { useServices } from '../../../lib/services-context.js';
import { accountPaths, safeRedirectPath } from '../api/account-paths.js';
import { useAccountApi } from '../api/use-account-api.js';
import classes from './account.module.css';
import { CodeBoxes } from './code-boxes.js';
import { useAccountStrings } from '../api/use-account-strings.js';

/** Why the server refused a code, beyond "login.invalid_code" (3 §8): the sandbox's SMS limits. */
export type CodeRefusal = 'login.invalid_code' | 'sms-code-locked' | 'sms-code-expired' | 'sms-code-not-requested' | 'unavailable';

export const REFUSAL_KEYS: Record<CodeRefusal, string> = {
  'login.invalid_code': 'login.invalid_code',
  'sms-code-locked': 'app.account.code.locked',
  'sms-code-expired': 'app.account.code.expired',
  'sms-code-not-requested': 'app.account.code.expired',
  unavailable: 'app.account.unavailable',
};

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

/** The countries of the phone field, by name in the interface language; FR first (3 §9 "default country FR"). */
export function useCountryOptions(): { code: CountryCode; label: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const options = getCountries().map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }));
    return options.sort((a, b) => (a.code === DEFAULT_PHONE_COUNTRY ? -1 : b.code === DEFAULT_PHONE_COUNTRY ? 1 : a.label.localeCompare(b.label, locale)));
  }, [locale]);
}

/**
 * Login by phone and a 6-digit SMS code (1-core §2 /login with redirectToPath and enrollmentId; 3 §4, §5): the phone
 * step, then the code step once the code was sent, driven by loyalty-providers' login dialog reducer. A valid code
 * keeps the bearer access token on the device and goes through `/logged-in` (the native app's message) back to
 * `redirectToPath`. `/signup` is the same flow for a new account (the first login creates it), returning to
 * `originPath`.
 */
export function LoginPage({ mode = 'login' }: { readonly mode?: 'login' | 'signup' }) {
  const { t } = useTranslation();
  useAccountStrings();
  const [search] = useSearchParams();
  const session = useAccountSession();
  const target = safeRedirectPath(search.get(mode === 'login' ? 'redirectToPath' : 'originPath'), '/me');
  // Logged in (a valid code was just accepted): "/logged-in" tells the native app, then goes on to the target.
  if (session) return <Navigate to={accountPaths.loggedIn(target)} replace />;
  return <LoginFlow mode={mode} title={t(mode === 'login' ? 'app.account.login.title' : 'app.account.signup.title')} />;
}

/** "/signup": the same phone and code flow, back to `originPath` (3 §2 "Guest-app sign-up link ... with originPath"). */
export function SignUpPage() {
  return <LoginPage mode="signup" />;
}

function LoginFlow({ mode, title }: { readonly mode: 'login' | 'signup'; readonly title: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const { clock, timers, device } = services;
  const accountApi = useAccountApi();
  const [dialog, dispatch] = useReducer(loginDialogReducer, undefined, () => loginDialogReducer(initialLoginDialog(), { type: 'opened' }));
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState<string[]>(['', '', '', '', '', '']);
  const [refusal, setRefusal] = useState<CodeRefusal | undefined>();
  const [now, setNow] = useState(() => clock.now());
  const countries = useCountryOptions();
  const phoneId = useId();
  const countryId = useId();
  const phoneErrorId = useId();
  const codeErrorId = useId();
  const codeHeading = useRef<HTMLHeadingElement>(null);

  const phone = dialog.draft.phoneNumber;
  const valid = validatePhoneNumber(phone, country);
  const onCodeStep = dialog.step === 'input-code';
  // "Resend is disabled 15 s after each send": the countdown ticks each second on the code step.
  const waitMs = resendAvailableInMs(dialog, now);
  const bannerShown = isResendBannerVisible(dialog, now);
  useEffect(() => {
    if (!onCodeStep || (waitMs === 0 && !bannerShown)) return undefined;
    const handle = timers.setTimeout(() => setNow(clock.now()), Math.min(1_000, waitMs || 1_000));
    return () => timers.clearTimeout(handle);
  }, [onCodeStep, waitMs, bannerShown, now, clock, timers]);

  const send = async () => {
    if (!valid.ok) {
      // "invalid phone at send step login.invalid_phone (with the number)" (3 §5).
      dispatch({ type: 'codeRequested' });
      dispatch({ type: 'codeSendFailed' });
      setSentTo(phone.trim());
      return;
    }
    dispatch({ type: 'codeRequested' });
    const answer = await accountApi.requestLoginCode({ phoneNumber: valid.value.e164, countryCode: country });
    setSentTo(valid.value.international);
    if (!answer.ok) {
      dispatch({ type: 'codeSendFailed' });
      return;
    }
    const at = clock.now();
    setNow(at);
    setRefusal(undefined);
    const wasOnCodeStep = onCodeStep;
    dispatch({ type: 'codeSent', at });
    if (!wasOnCodeStep) setCode(['', '', '', '', '', '']);
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
    dispatch({ type: 'codeAccepted' });
  };

  // The code step is a new screen on the same path: focus moves to its heading.
  useEffect(() => {
    if (onCodeStep) codeHeading.current?.focus();
  }, [onCodeStep]);

  const on = (event: LoginDialogEvent) => dispatch(event);
  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };
  // "invalid phone at send step login.invalid_phone (with the number)" (3 §5): refused by the SMS gateway, or not a
  // number of the chosen country once the field is left ("Send button disabled if invalid").
  const phoneError =
    dialog.errorKey === 'login.invalid_phone'
      ? t('login.invalid_phone', { phoneNumber: sentTo })
      : touched && !valid.ok && phone.trim() !== ''
        ? t('login.invalid_phone', { phoneNumber: phone.trim() })
        : undefined;
  const codeError = dialog.errorKey === 'login.invalid_code' && refusal ? t(REFUSAL_KEYS[refusal]) : undefined;

  if (!onCodeStep) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.muted}>{t(mode === 'login' ? 'app.account.login.intro' : 'app.account.signup.intro')}</p>
        <form className={classes.form} noValidate onSubmit={submitPhone}>
          <div className={classes.field}>
            <label htmlFor={countryId}>{t('app.account.phone.country')}</label>
            <select id={countryId} className={classes.input} value={country} onChange={(event) => setCountry(event.target.value as CountryCode)}>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={classes.field}>
            <label htmlFor={phoneId}>{t('app.account.phone.label')}</label>
            <input
              id={phoneId}
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              className={classes.input}
              value={phone}
              aria-invalid={phoneError !== undefined}
              aria-describedby={phoneError ? phoneErrorId : undefined}
              onBlur={() => setTouched(true)}
              onChange={(event) => on({ type: 'phoneNumberChanged', phoneNumber: event.target.value })}
            />
          </div>
          {phoneError ? (
            <p id={phoneErrorId} className={classes.fieldError} role="alert">
              {phoneError}
            </p>
          ) : null}
          <Button type="submit" fullWidth disabled={!valid.ok || dialog.pending !== 'none'}>
            {t('app.account.phone.send')}
          </Button>
        </form>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <h1 ref={codeHeading} tabIndex={-1} className={classes.title}>
        {t('app.account.code.title')}
      </h1>
      <p className={classes.muted}>{t('app.account.code.sentTo', { phoneNumber: sentTo })}</p>
      {bannerShown ? <Banner tone="success">{t('app.account.code.resent')}</Banner> : null}
      <form className={classes.form} noValidate onSubmit={submitCode}>
        <CodeBoxes
          value={code}
          onChange={(next) => {
            setCode(next);
            setRefusal(undefined);
          }}
          invalid={codeError !== undefined}
          describedBy={codeError ? codeErrorId : undefined}
        />
        {codeError ? (
          <p id={codeErrorId} className={classes.fieldError} role="alert">
            {codeError}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={!isVerificationCodeComplete(code.join('')) || dialog.pending !== 'none'}>
          {t('app.account.code.verify')}
        </Button>
      </form>
      <Button variant="secondary" fullWidth disabled={!canResendCode(dialog, now)} onClick={() => void send()}>
        {waitMs > 0 ? t('app.account.code.resendIn', { seconds: Math.ceil(waitMs / 1_000) }) : t('app.account.code.resend')}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => on({ type: 'phoneNumberEditRequested' })}>
        {t('app.account.code.changeNumber')}
      </Button>
    </div>
  );
}
