import { createAccountApi } from '@tableside/api-client';
import { Button } from '@tableside/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountSessionStore, type AccountSession } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { useConsentStrings } from '../api/use-consent-strings.js';
import classes from './consent.module.css';

/**
 * "A full-screen verification-required overlay asks users with an unverified e-mail to verify, with a 'switch
 * account' action that logs out silently and remembers the current path for redirect" (1-core §2). It shows while
 * the account's e-mail is unverified (`verificationRequired`) and goes once the link from the e-mail is opened and
 * the account read again.
 */
export function VerificationOverlay({ session }: { readonly session: AccountSession }) {
  useConsentStrings();
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createAccountApi(http), [http]);
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const account = useQuery({
    queryKey: ['account', session.userId],
    queryFn: async () => {
      const answer = await api.getUser(session.accessToken);
      if (!answer.ok) throw new Error(`GET /user-account/users/me failed (${answer.error.type})`);
      return answer.value;
    },
  });
  const required = account.data?.verificationRequired === true;
  useEffect(() => {
    if (required) heading.current?.focus();
  }, [required]);
  if (!required || !account.data) return null;
  const switchAccount = () => {
    const here = `${location.pathname}${location.search}`;
    accountSessionStore().getState().clearSession();
    void navigate(`/login?${new URLSearchParams({ redirectToPath: here }).toString()}`, { replace: true });
  };
  return (
    <div className={classes.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={classes.title}>
        {t('app.consent.verification.title')}
      </h2>
      <p>{t('app.consent.verification.message', { email: account.data.email ?? '' })}</p>
      <Button fullWidth onClick={() => void account.refetch()} loading={account.isFetching} loadingLabel={t('app.loading')}>
        {t('app.consent.verification.verified')}
      </Button>
      <Button variant="secondary" fullWidth onClick={switchAccount}>
        {t('app.consent.verification.switchAccount')}
      </Button>
    </div>
  );
}
