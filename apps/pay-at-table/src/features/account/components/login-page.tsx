import { initialLoginDialog, loginDialogReducer } from '@tableside/loyalty-providers';
import { Button } from '@tableside/ui';
import type { TFunction } from 'i18next';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAccountSession } from '../../../lib/identity/account-session.js';
import { CodeStepForm, type CodeStepWords } from '../../../lib/phone-login/code-step-form.js';
import { PhoneField } from '../../../lib/phone-login/phone-field.js';
import { usePhoneLogin, type CodeRefusal } from '../../../lib/phone-login/use-phone-login.js';
import { accountPaths, safeRedirectPath } from '../api/account-paths.js';
import classes from './account.module.css';
import { useAccountStrings } from '../api/use-account-strings.js';

/** The message of each refusal of a code (3 §8 "login.invalid_code", and the sandbox's SMS limits). */
export const REFUSAL_KEYS: Record<CodeRefusal, string> = {
  'login.invalid_code': 'login.invalid_code',
  'sms-code-locked': 'app.account.code.locked',
  'sms-code-expired': 'app.account.code.expired',
  'sms-code-not-requested': 'app.account.code.expired',
  unavailable: 'app.account.unavailable',
  'follow-up-failed': 'app.account.unavailable',
};

/** The account's words for a code step, with its submit button's. */
export function accountCodeWords(t: TFunction, submit: string): CodeStepWords {
  return {
    label: t('app.account.code.label'),
    digit: (position, total) => t('app.account.code.digit', { position, total }),
    sentTo: (phoneNumber) => t('app.account.code.sentTo', { phoneNumber }),
    resent: t('app.account.code.resent'),
    submit,
    resend: t('app.account.code.resend'),
    resendIn: (seconds) => t('app.account.code.resendIn', { seconds }),
    changeNumber: t('app.account.code.changeNumber'),
  };
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
  const [dialog, dispatch] = useReducer(loginDialogReducer, undefined, () => loginDialogReducer(initialLoginDialog(), { type: 'opened' }));
  const login = usePhoneLogin({ dialog, dispatch, onLoggedIn: async () => true });
  const codeHeading = useRef<HTMLHeadingElement>(null);

  // The code step is a new screen on the same path: focus moves to its heading.
  useEffect(() => {
    if (login.onCodeStep) codeHeading.current?.focus();
  }, [login.onCodeStep]);

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    login.send();
  };

  if (!login.onCodeStep) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.muted}>{t(mode === 'login' ? 'app.account.login.intro' : 'app.account.signup.intro')}</p>
        <form className={classes.form} noValidate onSubmit={submitPhone}>
          <PhoneField
            {...login.phoneField}
            // "invalid phone at send step login.invalid_phone (with the number)" (3 §5): refused by the SMS gateway, or
            // not a number of the chosen country once the field is left ("Send button disabled if invalid").
            error={login.invalidPhone === undefined ? undefined : t('login.invalid_phone', { phoneNumber: login.invalidPhone })}
            labels={{ country: t('app.account.phone.country'), phone: t('app.account.phone.label') }}
          />
          <Button type="submit" fullWidth disabled={!login.phoneValid || dialog.pending !== 'none'}>
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
      <CodeStepForm
        {...login.codeStep}
        error={login.refusal ? t(REFUSAL_KEYS[login.refusal]) : undefined}
        onChangeNumber={() => dispatch({ type: 'phoneNumberEditRequested' })}
        words={accountCodeWords(t, t('app.account.code.verify'))}
      />
    </div>
  );
}
