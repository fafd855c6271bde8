import { createAccountApi } from '@tableside/api-client';
import { initialLoginDialog, loginDialogReducer, type LoyaltyBusinessConfig } from '@tableside/loyalty-providers';
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { accountSessionStore, useAccountSession } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { identifyWithProgramme } from '../api/identify.js';
import { useInvalidateLoyalty, useLoyaltyClient } from '../api/use-loyalty.js';
import { CodeLoginDialog } from './code-login-dialog.js';
import { CredentialsDialog, PasswordlessDialog } from './identification-dialogs.js';

/** The "seen" flag of the loyalty login dialog (3 §4 "a local flag records the dialog was seen"). */
const SEEN_KEY = 'tableside.loyalty.loginSeen';

function readSeen(): boolean {
  try {
    return globalThis.localStorage.getItem(SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * How a diner identifies with the business's programme (3 §2, §4, §6): the no-code dialog where passwordless is
 * enabled (PONGO), username and password for a Paytronix-style programme, otherwise the phone and 6-digit code
 * dialog. A diner already logged in to an account is identified with the account's phone at once.
 */
export function useIdentification(
  businessId: string,
  config: (LoyaltyBusinessConfig & { passwordless?: boolean }) | null | undefined,
): {
  readonly open: () => void;
  readonly identifying: boolean;
  readonly dialogs: ReactNode;
} {
  const services = useServices();
  const client = useLoyaltyClient();
  const invalidate = useInvalidateLoyalty();
  const session = useAccountSession();
  const accountApi = useMemo(() => createAccountApi(services.http), [services.http]);
  const [dialog, dispatch] = useReducer(loginDialogReducer, undefined, () => initialLoginDialog(readSeen()));
  const [which, setWhich] = useState<'none' | 'passwordless' | 'credentials'>('none');
  const [identifying, setIdentifying] = useState(false);

  if (!config) return { open: () => undefined, identifying: false, dialogs: null };
  const provider = config.provider;
  const done = () => {
    setWhich('none');
    void invalidate(businessId);
  };

  const openCodeDialog = () => {
    dispatch({ type: 'opened', loyaltyProgram: provider });
    try {
      globalThis.localStorage.setItem(SEEN_KEY, 'true');
    } catch {
      // Private browsing: the flag is only a convenience.
    }
  };

  const open = () => {
    if (config.passwordless === true) return setWhich('passwordless');
    if (provider === 'PAYTRONIX') return setWhich('credentials');
    if (!session) return openCodeDialog();
    // Logged in: the account's phone was proved by its SMS code; the programme identifies the account with it.
    setIdentifying(true);
    void (async () => {
      const user = await accountApi.getUser(session.accessToken);
      const prepared = user.ok
        ? await identifyWithProgramme(client, {
            provider,
            businessId,
            userId: session.userId,
            guestIdentificationParameters: { phoneNumber: user.value.phoneNumber, hasOptIn: true },
          })
        : ({ status: 'KO' } as const);
      setIdentifying(false);
      if (prepared.status === 'OK') done();
      else {
        // The account cannot identify (a refused or expired token): log in again with the code.
        if (!user.ok) accountSessionStore().getState().clearSession();
        openCodeDialog();
      }
    })();
  };

  const dialogs = (
    <>
      {dialog.step !== 'closed' ? (
        <CodeLoginDialog dialog={dialog} dispatch={dispatch} provider={provider} businessId={businessId} onIdentified={done} />
      ) : null}
      <PasswordlessDialog open={which === 'passwordless'} onClose={() => setWhich('none')} provider={provider} businessId={businessId} onIdentified={done} />
      <CredentialsDialog open={which === 'credentials'} onClose={() => setWhich('none')} provider={provider} businessId={businessId} onIdentified={done} />
    </>
  );
  return { open, identifying, dialogs };
}
