import { accountErrorType } from '@tableside/api-client';
import {
  canResendCode,
  emailStepEntry,
  initialLoginDialog,
  isVerificationCodeComplete,
  loginDialogReducer,
  signUpReducer,
  signUpStatePath,
  validateSignUpEmail,
  type LoginDialogState,
  type SignUpContext,
  type SignUpState,
} from '@tableside/loyalty-providers';
import { Banner, Button, Spinner } from '@tableside/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { accountSessionStore, useAccountSession, type AccountSession } from '../../../lib/identity/account-session.js';
import { ensureGuestIdentity } from '../../../lib/identity/ensure-guest-identity.js';
import { EMPTY_CODE } from '../../../lib/code-boxes/code-boxes.js';
import { CodeStepForm } from '../../../lib/phone-login/code-step-form.js';
import { PhoneField } from '../../../lib/phone-login/phone-field.js';
import { usePhoneNumber } from '../../../lib/phone-login/use-phone-number.js';
import { codeRefusal, type CodeRefusal } from '../../../lib/phone-login/use-phone-login.js';
import { useResendClock } from '../../../lib/phone-login/use-resend-clock.js';
import { useServices } from '../../../lib/services-context.js';
import { safeRedirectPath } from '../api/account-paths.js';
import { clearSignUpDraft, readSignUpDraft, writeSignUpDraft, type SignUpDraft } from '../api/sign-up-draft.js';
import { useSignUpApi } from '../api/sign-up-api.js';
import { useAccountApi } from '../api/use-account-api.js';
import { useAccountStrings } from '../api/use-account-strings.js';
import { useNativeLoggedIn } from '../api/use-native-logged-in.js';
import classes from './account.module.css';
import { REFUSAL_KEYS, accountCodeWords } from './login-page.js';

/**
 * The sign-up and migration sign-up of 3 §4, at `/guest-app/{appId}/auth/{signup|confirm|loggedIn|email}` and their
 * `/migration` variants (3 §2), each keeping `originPath`. Every step asks loyalty-providers' `signUpReducer` what
 * comes next and goes to `signUpStatePath` of that state.
 */
function useSignUpContext(): SignUpContext {
  const { appId = '' } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const origin = search.get('originPath');
  const originPath = origin ? safeRedirectPath(origin, '') : '';
  return { appId, migration: pathname.endsWith('/migration'), originPath: originPath === '' ? undefined : originPath };
}

function useGoTo(context: SignUpContext): (state: SignUpState) => void {
  const navigate = useNavigate();
  // A rejected code replaces the confirm page with its error variant; every other step is a new page.
  return (state) => void navigate(signUpStatePath(context, state), { replace: state.step === 'confirm' && state.error });
}

/** signup/migration: the phone field (default country FR), the loyalty opt-in, continue, and close. */
export function SignUpPhonePage() {
  useAccountStrings();
  const { t } = useTranslation();
  const context = useSignUpContext();
  const goTo = useGoTo(context);
  const navigate = useNavigate();
  const { clock } = useServices();
  const accountApi = useAccountApi();
  const [state, setState] = useState<SignUpState>({ step: 'signup', smsFailed: false });
  const number = usePhoneNumber();
  const { country, valid } = number;
  const [hasOptIn, setHasOptIn] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid.ok || sending) return;
    setSending(true);
    const answer = await accountApi.requestLoginCode({ phoneNumber: valid.value.e164, countryCode: country });
    setSending(false);
    if (!answer.ok) {
      setState(signUpReducer(context, state, { type: 'smsFailed' }));
      return;
    }
    writeSignUpDraft(context.appId, { phoneNumber: valid.value.e164, display: valid.value.international, country, hasOptIn, codeSentAt: clock.now() });
    goTo(signUpReducer(context, state, { type: 'smsRequested', phoneNumber: valid.value.e164, hasOptIn }));
  };
  // "close button (back to originPath or back)" (3 §2).
  const close = () => (context.originPath ? void navigate(context.originPath) : void navigate(-1));

  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.signup.title')}</h1>
      <p className={classes.muted}>{t('app.account.signup.intro')}</p>
      {state.step === 'signup' && state.smsFailed ? <Banner tone="error">{t('error.defaultTitle')}</Banner> : null}
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
        <PhoneField
          {...number.field}
          error={number.leftInvalid === undefined ? undefined : t('login.phoneNumber.validation')}
          labels={{ country: t('app.account.phone.country'), phone: t('app.account.phone.label') }}
        />
        {/* The whole row is the checkbox's label: a 44 px tap target however the text wraps. */}
        <label className={classes.checkbox}>
          <input type="checkbox" checked={hasOptIn} onChange={(event) => setHasOptIn(event.target.checked)} />
          <span>{t('app.account.signup.optIn')}</span>
        </label>
        <Button type="submit" fullWidth disabled={!valid.ok} loading={sending} loadingLabel={t('app.loading')}>
          {t('app.account.signup.continue')}
        </Button>
      </form>
      <Button variant="secondary" fullWidth onClick={close}>
        {t('app.account.signup.close')}
      </Button>
    </div>
  );
}

/** The resend timing of the confirm step, kept by the login dialog's reducer from the draft's last send. */
function confirmDialog(draft: SignUpDraft): LoginDialogState {
  return {
    ...initialLoginDialog(true),
    step: 'input-code',
    codeSentAt: draft.codeSentAt,
    draft: { ...initialLoginDialog().draft, phoneNumber: draft.phoneNumber },
  };
}

/**
 * confirm/migration: the 6-digit input and resend. "Confirm continue is disabled until 6 digits are entered. Resend
 * is disabled 15 s after each send and while loading; a success banner shows 2 s after resend" (3 §4). A valid
 * code logs in and goes to loggedIn; a bad one to confirm?error=true, where the code input shows its error.
 */
export function SignUpConfirmPage() {
  useAccountStrings();
  const context = useSignUpContext();
  const draft = readSignUpDraft(context.appId);
  if (!draft) return <Navigate to={signUpStatePath(context, { step: 'signup', smsFailed: false })} replace />;
  return <ConfirmStep context={context} draft={draft} />;
}

function ConfirmStep({ context, draft }: { readonly context: SignUpContext; readonly draft: SignUpDraft }) {
  const { t } = useTranslation();
  const services = useServices();
  const { clock, device } = services;
  const accountApi = useAccountApi();
  const goTo = useGoTo(context);
  const [search] = useSearchParams();
  const [dialog, setDialog] = useState(() => confirmDialog(draft));
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [refusal, setRefusal] = useState<CodeRefusal | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const state: SignUpState = { step: 'confirm', phoneNumber: draft.phoneNumber, hasOptIn: draft.hasOptIn, error: search.get('error') === 'true' };
  const { now, waitMs, bannerShown, restart } = useResendClock(dialog, true);
  const loading = dialog.pending !== 'none';

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const resend = async () => {
    setDialog((current) => loginDialogReducer(current, { type: 'codeRequested' }));
    const answer = await accountApi.requestLoginCode({ phoneNumber: draft.phoneNumber, countryCode: draft.country });
    if (!answer.ok) {
      setDialog((current) => loginDialogReducer(current, { type: 'codeSendFailed' }));
      return;
    }
    const at = clock.now();
    writeSignUpDraft(context.appId, { ...draft, codeSentAt: at });
    restart(at);
    setDialog((current) => loginDialogReducer(current, { type: 'codeSent', at }));
  };

  const verify = async () => {
    const joined = code.join('');
    if (!isVerificationCodeComplete(joined) || loading) return;
    setDialog((current) => loginDialogReducer(current, { type: 'codeSubmitted' }));
    await ensureGuestIdentity(device, services.api.identity);
    const answer = await accountApi.login({ phoneNumber: draft.phoneNumber, countryCode: draft.country, code: joined });
    if (!answer.ok) {
      setRefusal(codeRefusal(accountErrorType(answer.error)));
      setDialog((current) => loginDialogReducer(current, { type: 'codeRejected' }));
      goTo(signUpReducer(context, state, { type: 'codeRejected' }));
      return;
    }
    accountSessionStore().getState().setSession({ userId: answer.value.user.id, accessToken: answer.value.accessToken, expiresAt: answer.value.expiresAt });
    setDialog((current) => loginDialogReducer(current, { type: 'codeAccepted' }));
    goTo(signUpReducer(context, state, { type: 'codeVerified' }));
  };

  // "wrong code or failed sign-in shows the error state on the code input" (3 §8).
  const codeError = state.error ? t(REFUSAL_KEYS[refusal ?? 'login.invalid_code']) : undefined;
  return (
    <div className={classes.page}>
      <h1 ref={heading} tabIndex={-1} className={classes.title}>
        {t('app.account.code.title')}
      </h1>
      {dialog.errorKey === 'login.invalid_phone' ? <Banner tone="error">{t('error.defaultTitle')}</Banner> : null}
      <CodeStepForm
        code={code}
        onCodeChange={(next) => {
          setCode(next);
          setRefusal(undefined);
        }}
        sentTo={draft.display}
        resent={bannerShown}
        busy={loading}
        onSubmit={() => void verify()}
        waitMs={waitMs}
        canResend={!loading && canResendCode(dialog, now)}
        onResend={() => void resend()}
        error={codeError}
        words={accountCodeWords(t, t('app.account.signup.continue'))}
      />
    </div>
  );
}

/**
 * loggedIn/migration: a spinner while the user is registered with the guest app and opted in, then email with
 * `enrolled`. "Opt-in failure is logged only and the flow continues" (3 §8); a failed registration returns to
 * confirm?error=true. The native app is told the user is logged in.
 */
export function SignUpLoggedInPage() {
  useAccountStrings();
  const context = useSignUpContext();
  const session = useAccountSession();
  const draft = readSignUpDraft(context.appId);
  if (!draft) return <Navigate to={signUpStatePath(context, { step: 'signup', smsFailed: false })} replace />;
  if (!session)
    return <Navigate to={signUpStatePath(context, { step: 'confirm', phoneNumber: draft.phoneNumber, hasOptIn: draft.hasOptIn, error: false })} replace />;
  return <Registering context={context} draft={draft} session={session} />;
}

function Registering({ context, draft, session }: { readonly context: SignUpContext; readonly draft: SignUpDraft; readonly session: AccountSession }) {
  const { t } = useTranslation();
  const signUpApi = useSignUpApi();
  const goTo = useGoTo(context);
  const started = useRef(false);
  useNativeLoggedIn(session.userId);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state: SignUpState = { step: 'loggedIn', phoneNumber: draft.phoneNumber, hasOptIn: draft.hasOptIn };
    void (async () => {
      const ids = { appId: context.appId, userId: session.userId };
      const registered = await signUpApi.register(session.accessToken, { ...ids, phoneNumber: draft.phoneNumber, hasOptIn: draft.hasOptIn });
      if (!registered.ok) {
        goTo(signUpReducer(context, state, { type: 'registrationFailed' }));
        return;
      }
      const optIn = await signUpApi.optIn(session.accessToken, { ...ids, hasOptIn: draft.hasOptIn, originPath: context.originPath });
      if (!optIn.ok) console.warn('The sign-up opt-in failed; the sign-up goes on', optIn.error);
      goTo(signUpReducer(context, state, { type: 'registered', enrolled: registered.value.enrolled }));
    })();
  }, [context, draft, session, signUpApi, goTo]);
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.signup.registering')}</h1>
      <div className={classes.center}>
        <Spinner label={t('app.loading')} />
      </div>
    </div>
  );
}

/**
 * email/migration: the e-mail field and continue ("trimmed and lower-cased, shared pattern; button disabled if
 * empty or invalid; field shows 'Invalid email'", 3 §5), or the entry rules of 3 §4: an e-mail in the origin path
 * is saved and the user redirected; a user who already has one and is not enrolled goes straight to loyalty.
 */
export function SignUpEmailPage() {
  useAccountStrings();
  const context = useSignUpContext();
  const session = useAccountSession();
  if (!session) return <Navigate to={signUpStatePath(context, { step: 'signup', smsFailed: false })} replace />;
  return <EmailStep context={context} session={session} />;
}

function EmailStep({ context, session }: { readonly context: SignUpContext; readonly session: AccountSession }) {
  const { t } = useTranslation();
  const signUpApi = useSignUpApi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const enrolled = search.get('enrolled') !== 'false';
  const [entry, setEntry] = useState<'checking' | 'form'>('checking');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const ids = { email: useId(), error: useId() };
  const started = useRef(false);
  const valid = validateSignUpEmail(email);
  const state: SignUpState = { step: 'email', enrolled };

  const finish = () => {
    clearSignUpDraft(context.appId);
    const done = signUpReducer(context, state, { type: 'emailSaved' });
    void navigate(signUpStatePath(context, done), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const user = await signUpApi.getUser(session.accessToken, { appId: context.appId, userId: session.userId });
      const next = emailStepEntry(context, { enrolled, userEmail: user.ok ? (user.value.email ?? undefined) : undefined });
      if (next.kind === 'redirect') {
        clearSignUpDraft(context.appId);
        void navigate(next.redirectTo, { replace: true });
      } else if (next.kind === 'save-email-and-redirect') {
        const saved = await signUpApi.saveEmail(session.accessToken, { appId: context.appId, userId: session.userId, email: next.email });
        if (!saved.ok) console.warn('Saving the e-mail of the origin path failed', saved.error);
        clearSignUpDraft(context.appId);
        void navigate(next.redirectTo, { replace: true });
      } else setEntry('form');
    })();
  }, [context, enrolled, navigate, session, signUpApi]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid.ok || saving) return;
    setSaving(true);
    setError(undefined);
    const saved = await signUpApi.saveEmail(session.accessToken, { appId: context.appId, userId: session.userId, email: valid.value });
    setSaving(false);
    if (saved.ok) {
      finish();
      return;
    }
    // "E-mail update: 409 gives 'error.auth.emailAlreadyExists'; other failures the default error title" (3 §8).
    setError(accountErrorType(saved.error) === 'error.auth.emailAlreadyExists' ? t('error.auth.emailAlreadyExists') : t('error.defaultTitle'));
  };

  if (entry === 'checking') return <Spinner label={t('app.loading')} />;
  const fieldError = touched && email.trim() !== '' && !valid.ok ? t('app.account.signup.email.invalid') : undefined;
  const message = error ?? fieldError;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.signup.email.title')}</h1>
      <p className={classes.muted}>{t('app.account.signup.email.intro')}</p>
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={classes.field}>
          <label htmlFor={ids.email}>{t('app.account.me.email')}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            className={classes.input}
            value={email}
            aria-invalid={message !== undefined}
            aria-describedby={message ? ids.error : undefined}
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        {message ? (
          <p id={ids.error} className={classes.fieldError} role="alert">
            {message}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={!valid.ok} loading={saving} loadingLabel={t('app.loading')}>
          {t('app.account.signup.continue')}
        </Button>
      </form>
    </div>
  );
}
