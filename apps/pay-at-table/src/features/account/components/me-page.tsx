import { accountErrorType, isAccessTokenRefused, type Account } from '@tableside/api-client';
import { Banner, Button, Spinner } from '@tableside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountSessionStore, type AccountSession } from '../../../lib/identity/account-session.js';
import { accountPaths, safeRedirectPath } from '../api/account-paths.js';
import { useAccountApi } from '../api/use-account-api.js';
import classes from './account.module.css';
import { RequireAccount } from './require-account.js';
import { useAccountStrings } from '../api/use-account-strings.js';

/** "/me (profile root, redirectTo query)" (3 §2): the profile, or straight to `redirectTo` for a logged-in diner. */
export function MePage() {
  useAccountStrings();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirectTo');
  return (
    <RequireAccount>
      {(session) => (redirectTo ? <Navigate to={safeRedirectPath(redirectTo, accountPaths.me())} replace /> : <Profile session={session} />)}
    </RequireAccount>
  );
}

/** The account, read with the bearer token; a refused token ends the session (the guard then asks to log in). */
export function useAccount(session: AccountSession) {
  const accountApi = useAccountApi();
  return useQuery({
    queryKey: ['account', session.userId],
    queryFn: async (): Promise<Account> => {
      const answer = await accountApi.getUser(session.accessToken);
      if (answer.ok) return answer.value;
      if (isAccessTokenRefused(answer.error)) accountSessionStore().getState().clearSession();
      throw new Error(`GET /user-account/users/me failed (${answer.error.type})`);
    },
  });
}

/**
 * Logs out (3 §7 "Logout redirects to /me/logged-out"): the logged-out page forgets the access token when it shows,
 * so this guarded page is left before the session ends (its guard would otherwise send the diner to sign-up).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void navigate(accountPaths.loggedOut(), { replace: true });
  };
}

function Profile({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const account = useAccount(session);
  const logout = useLogout();
  if (account.isPending) return <Spinner label={t('app.loading')} />;
  if (account.isError) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{t('app.account.me.title')}</h1>
        <Banner tone="error">{t('app.account.unavailable')}</Banner>
        <Button variant="secondary" onClick={() => void account.refetch()}>
          {t('app.account.retry')}
        </Button>
      </div>
    );
  }
  const user = account.data;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.me.title')}</h1>
      {user.verificationRequired && user.email ? <Banner tone="warning">{t('app.account.me.verifyEmail', { email: user.email })}</Banner> : null}
      <dl className={classes.details}>
        <dt>{t('app.account.me.name')}</dt>
        <dd>{name || t('app.account.me.notSet')}</dd>
        <dt>{t('app.account.phone.label')}</dt>
        <dd>{user.phoneNumber}</dd>
        <dt>{t('app.account.me.email')}</dt>
        <dd>{user.email ?? t('app.account.me.notSet')}</dd>
      </dl>
      <nav aria-label={t('app.account.me.title')}>
        <ul className={classes.links}>
          <li>
            <Link className={classes.link} to={accountPaths.details()}>
              {t('app.account.details.title')}
            </Link>
          </li>
          <li>
            <Link className={classes.link} to={accountPaths.receipts()}>
              {t('app.account.receipts.title')}
            </Link>
          </li>
          <li>
            <Link className={classes.link} to={accountPaths.management()}>
              {t('app.account.management.title')}
            </Link>
          </li>
        </ul>
      </nav>
      <Button variant="secondary" fullWidth onClick={logout}>
        {t('app.account.logout')}
      </Button>
    </div>
  );
}

/**
 * "Personal details: first and last name required (at least one non-whitespace character); e-mail optional but, if
 * filled, must contain a non-whitespace character; submits only if browser validity passes" (3 §5). A new e-mail is
 * unverified until the link e-mailed to it is opened; "409 gives 'error.auth.emailAlreadyExists'" (3 §8).
 */
export function PersonalDetailsForm({ session, user }: { readonly session: AccountSession; readonly user: Account }) {
  const { t } = useTranslation();
  const accountApi = useAccountApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const ids = { first: useId(), last: useId(), email: useId(), error: useId() };
  const save = useMutation({
    mutationFn: async (body: { firstName: string; lastName: string; email: string }) => accountApi.savePersonalDetails(session.accessToken, body),
    onSuccess: (answer) => {
      if (answer.ok) {
        queryClient.setQueryData(['account', session.userId], answer.value);
        setSaved(true);
        return;
      }
      setError(accountErrorType(answer.error) === 'error.auth.emailAlreadyExists' ? t('error.auth.emailAlreadyExists') : t('app.account.unavailable'));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const data = new FormData(form);
    save.mutate({
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      email: String(data.get('email') ?? '').trim(),
    });
  };
  const nonBlank = '.*\\S.*';
  return (
    <form className={classes.form} onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
      <div className={classes.field}>
        <label htmlFor={ids.first}>{t('app.account.details.firstName')}</label>
        <input
          id={ids.first}
          name="firstName"
          className={classes.input}
          autoComplete="given-name"
          required
          pattern={nonBlank}
          defaultValue={user.firstName ?? ''}
        />
      </div>
      <div className={classes.field}>
        <label htmlFor={ids.last}>{t('app.account.details.lastName')}</label>
        <input
          id={ids.last}
          name="lastName"
          className={classes.input}
          autoComplete="family-name"
          required
          pattern={nonBlank}
          defaultValue={user.lastName ?? ''}
        />
      </div>
      <div className={classes.field}>
        <label htmlFor={ids.email}>{t('app.account.me.email')}</label>
        <input id={ids.email} name="email" type="email" className={classes.input} autoComplete="email" defaultValue={user.email ?? ''} />
      </div>
      {error ? (
        <p id={ids.error} className={classes.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {saved ? <Banner tone="success">{t('app.account.details.saved')}</Banner> : null}
      <Button type="submit" fullWidth loading={save.isPending} loadingLabel={t('app.loading')}>
        {t('app.account.details.save')}
      </Button>
    </form>
  );
}
