import type { LoginDialogEvent, LoginDialogState, LoyaltyProvider } from '@tableside/loyalty-providers';
import { Button, Dialog } from '@tableside/ui';
import type { Dispatch, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStepForm } from '../../../lib/phone-login/code-step-form.js';
import { PhoneField } from '../../../lib/phone-login/phone-field.js';
import { usePhoneLogin, type CodeRefusal } from '../../../lib/phone-login/use-phone-login.js';
import { identifyWithProgramme } from '../api/identify.js';
import { useLoyaltyClient } from '../api/use-loyalty.js';
import classes from './loyalty.module.css';
import { useCloseOnBack } from './use-close-on-back.js';

/** The message of each refusal of the code step. */
const REFUSAL_KEYS: Record<CodeRefusal, string> = {
  'login.invalid_code': 'app.loyalty.code.invalid',
  'sms-code-locked': 'app.loyalty.code.locked',
  'sms-code-expired': 'app.loyalty.code.expired',
  'sms-code-not-requested': 'app.loyalty.code.expired',
  unavailable: 'app.loyalty.unavailable',
  'follow-up-failed': 'loyalty.identification.error',
};

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
  const client = useLoyaltyClient();
  // "Browser back closes it" (3 §2).
  useCloseOnBack(dialog.step !== 'closed', () => dispatch({ type: 'closed' }));
  const login = usePhoneLogin({
    dialog,
    dispatch,
    onLoggedIn: async ({ userId, phoneNumber }) => {
      const prepared = await identifyWithProgramme(client, {
        provider,
        businessId,
        userId,
        guestIdentificationParameters: { phoneNumber, hasOptIn: dialog.draft.optIn },
      });
      if (prepared.status === 'KO') return false;
      onIdentified();
      return true;
    },
  });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    login.send();
  };

  return (
    <Dialog open={dialog.step !== 'closed'} title={t('app.loyalty.login.title')} onClose={() => dispatch({ type: 'closed' })} closeLabel={t('app.close')}>
      {login.onCodeStep ? (
        <div className={classes.page}>
          <CodeStepForm
            {...login.codeStep}
            error={login.refusal ? t(REFUSAL_KEYS[login.refusal]) : undefined}
            onChangeNumber={() => dispatch({ type: 'phoneNumberEditRequested' })}
            words={{
              label: t('app.loyalty.code.label'),
              digit: (position, total) => t('app.loyalty.code.digit', { position, total }),
              sentTo: (phoneNumber) => t('app.loyalty.code.sentTo', { phoneNumber }),
              resent: t('app.loyalty.code.resent'),
              submit: t('app.loyalty.code.verify'),
              resend: t('app.loyalty.code.resend'),
              resendIn: (seconds) => t('app.loyalty.code.resendIn', { seconds }),
              changeNumber: t('app.loyalty.code.changeNumber'),
            }}
          />
        </div>
      ) : (
        <form className={classes.form} noValidate onSubmit={submitPhone}>
          <p className={classes.muted}>{t('app.loyalty.login.intro')}</p>
          <PhoneField
            {...login.phoneField}
            error={login.invalidPhone === undefined ? undefined : t('app.loyalty.phone.invalid', { phoneNumber: login.invalidPhone })}
            labels={{ country: t('app.loyalty.phone.country'), phone: t('app.loyalty.phone.label') }}
          />
          <label className={classes.check}>
            <input type="checkbox" checked={dialog.draft.optIn} onChange={(event) => dispatch({ type: 'optInChanged', optIn: event.target.checked })} />
            {t('app.loyalty.optIn')}
          </label>
          <Button type="submit" fullWidth disabled={!login.phoneValid || dialog.pending !== 'none'}>
            {t('app.loyalty.phone.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
