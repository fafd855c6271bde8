import { Banner, Button, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../lib/back-link.js';
import { useAccountSession, type AccountSession } from '../../../lib/identity/account-session.js';
import { accountPaths, safeRedirectPath } from '../api/account-paths.js';
import { useAccountStrings } from '../api/use-account-strings.js';
import { useNativeLoggedIn } from '../api/use-native-logged-in.js';
import classes from './account.module.css';
import { PersonalDetailsForm, useAccount, useLogout } from './me-page.js';
import { RequireAccount } from './require-account.js';

/**
 * "/entry-point" (1-core §2, 3 §2): where the account starts. A logged-in diner goes on to the profile (or to
 * `redirectToPath`); a guest chooses between logging in and creating an account, both coming back there.
 */
export function EntryPointPage() {
  useAccountStrings();
  const { t } = useTranslation();
  const session = useAccountSession();
  const [search] = useSearchParams();
  const target = safeRedirectPath(search.get('redirectToPath'), accountPaths.me());
  if (session) return <Navigate to={target} replace />;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.entryPoint.title')}</h1>
      <p className={classes.muted}>{t('app.account.entryPoint.intro')}</p>
      <ul className={classes.links}>
        <li>
          <Link className={classes.link} to={accountPaths.login(target)}>
            {t('app.account.login.title')}
          </Link>
        </li>
        <li>
          <Link className={classes.link} to={accountPaths.signUp(target)}>
            {t('app.account.signup.title')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * "/logged-in" (1-core §2): reached right after a login. The native app is told (3 §4), then the diner goes on to
 * `redirectToPath`; without one the page says they are logged in. A guest is sent to the login page.
 */
export function LoggedInPage() {
  useAccountStrings();
  const { t } = useTranslation();
  const session = useAccountSession();
  const [search] = useSearchParams();
  const redirectToPath = search.get('redirectToPath');
  useNativeLoggedIn(session?.userId);
  if (!session) return <Navigate to={accountPaths.login(redirectToPath ? safeRedirectPath(redirectToPath, accountPaths.me()) : undefined)} replace />;
  if (redirectToPath) return <Navigate to={safeRedirectPath(redirectToPath, accountPaths.me())} replace />;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.account.loggedIn.title')}</h1>
      <p className={classes.muted}>{t('app.account.loggedIn.message')}</p>
      <Link className={classes.link} to={accountPaths.me()}>
        {t('app.account.header.account')}
      </Link>
    </div>
  );
}

/** "/me/details" (3 §2): the personal details form of 3 §5, for the logged-in diner. */
export function DetailsPage() {
  useAccountStrings();
  return <RequireAccount>{(session) => <Details session={session} />}</RequireAccount>;
}

function AccountUnavailable({ title, retry }: { readonly title: string; readonly retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      <Banner tone="error">{t('app.account.unavailable')}</Banner>
      <Button variant="secondary" onClick={retry}>
        {t('app.account.retry')}
      </Button>
    </div>
  );
}

function Details({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const account = useAccount(session);
  if (account.isPending) return <Spinner label={t('app.loading')} />;
  if (account.isError) return <AccountUnavailable title={t('app.account.details.title')} retry={() => void account.refetch()} />;
  return (
    <div className={classes.page}>
      <BackLink to={accountPaths.me()} />
      <h1 className={classes.title}>{t('app.account.details.title')}</h1>
      <PersonalDetailsForm session={session} user={account.data} />
    </div>
  );
}

/**
 * "/me/management" (3 §2): managing the account on this device: the phone number it is tied to, where to change
 * the details, and logging out (3 §7 "Logout redirects to /me/logged-out").
 */
export function ManagementPage() {
  useAccountStrings();
  return <RequireAccount>{(session) => <Management session={session} />}</RequireAccount>;
}

function Management({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const account = useAccount(session);
  const logout = useLogout();
  if (account.isPending) return <Spinner label={t('app.loading')} />;
  if (account.isError) return <AccountUnavailable title={t('app.account.management.title')} retry={() => void account.refetch()} />;
  return (
    <div className={classes.page}>
      <BackLink to={accountPaths.me()} />
      <h1 className={classes.title}>{t('app.account.management.title')}</h1>
      <p className={classes.muted}>{t('app.account.management.phone', { phoneNumber: account.data.phoneNumber })}</p>
      <Link className={classes.link} to={accountPaths.details()}>
        {t('app.account.management.editDetails')}
      </Link>
      <section className={classes.card} aria-labelledby="account-logout-heading">
        <h2 id="account-logout-heading" className={classes.title}>
          {t('app.account.management.logoutTitle')}
        </h2>
        <p className={classes.muted}>{t('app.account.management.logoutHint')}</p>
        <Button variant="secondary" fullWidth onClick={logout}>
          {t('app.account.logout')}
        </Button>
      </section>
    </div>
  );
}
