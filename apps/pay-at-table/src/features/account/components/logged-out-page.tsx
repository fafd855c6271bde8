import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountSessionStore } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { accountPaths } from '../api/account-paths.js';
import classes from './account.module.css';
import { useAccountStrings } from '../api/use-account-strings.js';

/**
 * "/me/logged-out" (1-core §2; 3 §7 "Logout redirects to /me/logged-out"): the access token and the account's cached
 * answers are forgotten here, and so is the device's guest identity, which the login linked to the account: the next
 * anonymous payment on this device gets a fresh identity and never lands in the account's receipts.
 */
export function LoggedOutPage() {
  useAccountStrings();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { device } = useServices();
  useEffect(() => {
    accountSessionStore().getState().clearSession();
    device.getState().clearIdentity();
    queryClient.removeQueries({ queryKey: ['account'] });
    queryClient.removeQueries({ queryKey: ['account-receipts'] });
  }, [queryClient, device]);
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.loggedOut.title')}</h1>
      <p className={classes.muted}>{t('app.account.loggedOut.message')}</p>
      <Link className={classes.link} to={accountPaths.login(accountPaths.me())}>
        {t('app.account.loggedOut.loginAgain')}
      </Link>
    </div>
  );
}
