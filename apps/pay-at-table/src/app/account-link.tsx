import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccountStrings } from '../features/account/api/use-account-strings.js';
import { useAccountSession } from '../lib/identity/account-session.js';
import classes from './root-layout.module.css';

/** The pages where the header offers no login: the login and sign-up pages themselves. */
const LOGIN_PAGES = new Set(['/login', '/signup']);
/** The guest app's sign-up steps (3 §2 "auth group"). */
const SIGN_UP_PAGES = /^\/guest-app\/[^/]+\/auth\//;

/**
 * The header's account entry (3 §6 "Account holder ... sees avatar leading to /me"; "Guests see a login button in
 * the header"): a login link that comes back to this page, or the account holder's avatar.
 */
export function AccountLink() {
  const { t } = useTranslation();
  useAccountStrings();
  const session = useAccountSession();
  const { pathname, search } = useLocation();
  if (session) {
    return (
      <Link className={classes.account} to="/me">
        <span aria-hidden="true" className={classes.avatar} />
        <span className={classes.visuallyHidden}>{t('app.account.header.account')}</span>
      </Link>
    );
  }
  if (LOGIN_PAGES.has(pathname) || SIGN_UP_PAGES.test(pathname)) return null;
  return (
    <Link className={classes.account} to={`/login?${new URLSearchParams({ redirectToPath: `${pathname}${search}` }).toString()}`}>
      {t('app.account.header.login')}
    </Link>
  );
}
