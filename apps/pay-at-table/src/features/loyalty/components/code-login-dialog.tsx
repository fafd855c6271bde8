import { accountErrorType, createAccountApi } from '@tableside/api-client';
import {
  DEFAULT_PHONE_COUNTRY,
  canResendCode,
  isResendBannerVisible,
  isVerificationCodeComplete,
  type LoginDialogEvent,
  resendAvailableInMs,
  validatePhoneNumber,
  type CountryCode,
  type LoginDialogState,
  type LoyaltyProvider,
} from '@tableside/loyalty-providers';
import { Banner, Button, Dialog } from '@tableside/ui';
import { useEffect, useId, useMemo, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBoxes, EMPTY_CODE } from '../../../lib/code-boxes/code-boxes.js';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { ensureGuestIdentity } from '../../../lib/identity/ensure-guest-identity.js';
import { useServices } from '../../../lib/services-context.js';
import { identifyWithProgramme } from '../api/identify.js';
import { useLoyaltyClient } from '../api/use-loyalty.js';
import classes from './loyalty.module.css';
import { PhoneField } from './phone-field.js';
import { useCloseOnBack } from './use-close-on-back.js';

/** Why the code step failed. */
type CodeError =
  'app.loyalty.code.invalid' | 'app.loyalty.code.locked' | 'app.loyalty.code.expired' | 'loyalty.identification.error' | 'app.loyalty.unavailable';

function codeErrorKey(type: string | undefined): CodeError {
  switch (type) {
    case 'login.invalid_code':
      return 'app.loyalty.code.invalid';
    case 'sms-code-locked':
      return 'app.loyalty.code.locked';
    case 'sms-code-expired':
    case 'sms-code-not-requested':
      return 'app.loyalty.code.expired';
    default:
      return 'app.loyalty.unavailable';
  }
}

/**
 * The loyalty login dialog (3 §2 "dialog with phone step and 6-digit code step ... Resend code button; opt-in
 * checkbox"; 3 §4): the phone step, then the code step once the SMS code was sent, driven by loyalty-providers'
 * login dialog reducer (closing clears the draft). A valid code logs the account in on this device, then the
 * programme identifies it with the phone the code proved (prepare-loyalty-id, with the opt-in).
 */
export function CodeLoginDialog({
  dialog,
  dispatch,
  provider,
  businessId,
  onIdentified,
}: {
  readonly dialog: LoginDialogState;
  readonly dispatch: Dispatch<LoginDialogEvent>;
  readonly provider: LoyaltyProvider;
  readonly businessId: string;
  readonly onIdentified: () => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const { clock, timers, device, http } = services;
  const accountApi = useMemo(() => createAccountApi(http), [http]);
  const client = useLoyaltyClient();
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [codeError, setCodeError] = useState<CodeError | undefined>();
  const [now, setNow] = useState(() => clock.now());
  const codeErrorId = useId();
  // "Browser back closes it" (3 §2).
  useCloseOnBack(dialog.step !== 'closed', () => dispatch({ type: 'closed' }));

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
    setNow(at);
    setCodeError(undefined);
    if (!onCodeStep) setCode([...EMPTY_CODE]);
    dispatch({ type: 'codeSent', at });
  };

  const verify = async () => {
    const joined = code.join('');
    if (!valid.ok || !isVerificationCodeComplete(joined)) return;
    dispatch({ type: 'codeSubmitted' });
    // The device's guest identity goes with the login, so its payments are the account's (and its splits too).
    await ensureGuestIdentity(device, services.api.identity);
    const answer = await accountApi.login({ phoneNumber: valid.value.e164, countryCode: country, code: joined });
    if (!answer.ok) {
      setCodeError(codeErrorKey(accountErrorType(answer.error)));
      dispatch({ type: 'codeRejected' });
      return;
    }
    accountSessionStore().getState().setSession({ userId: answer.value.user.id, accessToken: answer.value.accessToken, expiresAt: answer.value.expiresAt });
    const prepared = await identifyWithProgramme(client, {
      provider,
      businessId,
      userId: answer.value.user.id,
      guestIdentificationParameters: { phoneNumber: valid.value.e164, hasOptIn: dialog.draft.optIn },
    });
    if (prepared.status === 'KO') {
      setCodeError('loyalty.identification.error');
      dispatch({ type: 'codeRejected' });
      return;
    }
    dispatch({ type: 'codeAccepted' });
    onIdentified();
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };
  const phoneError =
    dialog.errorKey === 'login.invalid_phone'
      ? t('app.loyalty.phone.invalid', { phoneNumber: sentTo })
      : touched && !valid.ok && phone.trim() !== ''
        ? t('app.loyalty.phone.invalid', { phoneNumber: phone.trim() })
        : undefined;
  const shownCodeError = dialog.errorKey === 'login.invalid_code' && codeError ? t(codeError) : undefined;

  return (
    <Dialog open={dialog.step !== 'closed'} title={t('app.loyalty.login.title')} onClose={() => dispatch({ type: 'closed' })} closeLabel={t('app.close')}>
      {onCodeStep ? (
        <div className={classes.page}>
          <p className={classes.muted}>{t('app.loyalty.code.sentTo', { phoneNumber: sentTo })}</p>
          {bannerShown ? <Banner tone="success">{t('app.loyalty.code.resent')}</Banner> : null}
          <form className={classes.form} noValidate onSubmit={submitCode}>
            <CodeBoxes
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(undefined);
              }}
              invalid={shownCodeError !== undefined}
              describedBy={shownCodeError ? codeErrorId : undefined}
              label={t('app.loyalty.code.label')}
              digitLabel={(position, total) => t('app.loyalty.code.digit', { position, total })}
            />
            {shownCodeError ? (
              <p id={codeErrorId} className={classes.fieldError} role="alert">
                {shownCodeError}
              </p>
            ) : null}
            <Button type="submit" fullWidth disabled={!isVerificationCodeComplete(code.join('')) || dialog.pending !== 'none'}>
              {t('app.loyalty.code.verify')}
            </Button>
          </form>
          <Button variant="secondary" fullWidth disabled={!canResendCode(dialog, now)} onClick={() => void send()}>
            {waitMs > 0 ? t('app.loyalty.code.resendIn', { seconds: Math.ceil(waitMs / 1_000) }) : t('app.loyalty.code.resend')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => dispatch({ type: 'phoneNumberEditRequested' })}>
            {t('app.loyalty.code.changeNumber')}
          </Button>
        </div>
      ) : (
        <form className={classes.form} noValidate onSubmit={submitPhone}>
          <p className={classes.muted}>{t('app.loyalty.login.intro')}</p>
          <PhoneField
            country={country}
            onCountryChange={setCountry}
            phone={phone}
            onPhoneChange={(phoneNumber) => dispatch({ type: 'phoneNumberChanged', phoneNumber })}
            onBlur={() => setTouched(true)}
            error={phoneError}
          />
          <label className={classes.check}>
            <input type="checkbox" checked={dialog.draft.optIn} onChange={(event) => dispatch({ type: 'optInChanged', optIn: event.target.checked })} />
            {t('app.loyalty.optIn')}
          </label>
          <Button type="submit" fullWidth disabled={!valid.ok || dialog.pending !== 'none'}>
            {t('app.loyalty.phone.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
