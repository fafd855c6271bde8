import type { LoyaltyProvider } from '@tableside/loyalty-providers';
import { Button, Dialog } from '@tableside/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureGuestIdentity } from '../../../lib/identity/ensure-guest-identity.js';
import { PhoneField } from '../../../lib/phone-login/phone-field.js';
import { usePhoneNumber } from '../../../lib/phone-login/use-phone-number.js';
import { useServices } from '../../../lib/services-context.js';
import { identifyWithProgramme } from '../api/identify.js';
import { useLoyaltyClient } from '../api/use-loyalty.js';
import classes from './loyalty.module.css';
import { useCloseOnBack } from './use-close-on-back.js';

interface IdentificationDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly provider: LoyaltyProvider;
  readonly businessId: string;
  readonly onIdentified: () => void;
}

/** The device's guest id, asked for when the device has none yet. */
async function deviceGuestId(services: ReturnType<typeof useServices>): Promise<string | undefined> {
  const identity = await ensureGuestIdentity(services.device, services.api.identity);
  return 'guestId' in identity ? identity.guestId : undefined;
}

/**
 * The no-code identification form (3 §2 "a no-code identification dialog exists when passwordless is enabled";
 * 3 §4 "prepare a loyalty id; on status OK store identity and continue, else show an error"): the phone number and
 * the opt-in identify this device's guest with the programme, without an SMS code. The dialog and the
 * `/passwordless` page show it.
 */
export function PasswordlessForm({ provider, businessId, onIdentified }: Pick<IdentificationDialogProps, 'provider' | 'businessId' | 'onIdentified'>) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useLoyaltyClient();
  const number = usePhoneNumber();
  const [optIn, setOptIn] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();
  const { valid } = number;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid.ok || pending) return;
    setPending(true);
    setFailed(false);
    const guestId = await deviceGuestId(services);
    const prepared = guestId
      ? await identifyWithProgramme(client, {
          provider,
          businessId,
          userId: guestId,
          guestIdentificationParameters: { phoneNumber: valid.value.e164, hasOptIn: optIn },
        })
      : ({ status: 'KO' } as const);
    setPending(false);
    if (prepared.status === 'KO') {
      setFailed(true);
      return;
    }
    onIdentified();
  };

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={failed ? errorId : undefined}>
      <p className={classes.muted}>{t('app.loyalty.passwordless.intro')}</p>
      <PhoneField
        {...number.field}
        error={number.leftInvalid === undefined ? undefined : t('app.loyalty.phone.invalid', { phoneNumber: number.leftInvalid })}
        labels={{ country: t('app.loyalty.phone.country'), phone: t('app.loyalty.phone.label') }}
      />
      <label className={classes.check}>
        <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
        {t('app.loyalty.optIn')}
      </label>
      {failed ? (
        <p id={errorId} className={classes.fieldError} role="alert">
          {t('loyalty.identification.error')}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={!valid.ok} loading={pending} loadingLabel={t('app.loyalty.identifying')}>
        {t('app.loyalty.passwordless.submit')}
      </Button>
    </form>
  );
}

/** The no-code identification dialog: the form above (its draft goes with the closed dialog); browser back closes it. */
export function PasswordlessDialog({ open, onClose, provider, businessId, onIdentified }: IdentificationDialogProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  return (
    <Dialog open={open} title={t('app.loyalty.passwordless.title')} onClose={onClose} closeLabel={t('app.close')}>
      <PasswordlessForm provider={provider} businessId={businessId} onIdentified={onIdentified} />
    </Dialog>
  );
}

/**
 * The Paytronix-style login (2-paying §5 "Loyalty login needs both username and password; the button is disabled
 * until both are filled or while loading"; failure 'loyalty.identification.username-password.error').
 */
export function CredentialsDialog({ open, onClose, provider, businessId, onIdentified }: IdentificationDialogProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useLoyaltyClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const userId = useId();
  const passwordId = useId();
  const errorId = useId();
  useCloseOnBack(open, onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (username === '' || password === '' || pending) return;
    setPending(true);
    setFailed(false);
    const guestId = await deviceGuestId(services);
    const prepared = guestId
      ? await identifyWithProgramme(client, { provider, businessId, userId: guestId, guestIdentificationParameters: { username, password } })
      : ({ status: 'KO' } as const);
    setPending(false);
    if (prepared.status === 'KO') {
      setFailed(true);
      return;
    }
    setPassword('');
    onIdentified();
  };

  return (
    <Dialog open={open} title={t('app.loyalty.login.title')} onClose={onClose} closeLabel={t('app.close')}>
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={classes.field}>
          <label htmlFor={userId}>{t('app.loyalty.credentials.username')}</label>
          <input
            id={userId}
            className={classes.input}
            autoComplete="username"
            value={username}
            aria-describedby={failed ? errorId : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className={classes.field}>
          <label htmlFor={passwordId}>{t('app.loyalty.credentials.password')}</label>
          <input
            id={passwordId}
            className={classes.input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {failed ? (
          <p id={errorId} className={classes.fieldError} role="alert">
            {t('loyalty.identification.username-password.error')}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={username === '' || password === ''} loading={pending} loadingLabel={t('app.loyalty.identifying')}>
          {t('app.loyalty.login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
