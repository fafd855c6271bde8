import { Navigate, useLocation } from 'react-router';
import { useAccountSession, type AccountSession } from '../../../lib/identity/account-session.js';
import { accountPaths } from '../api/account-paths.js';

/**
 * The login guard of the account pages (3 §2 "A guard redirects unauthenticated users to ...signup?originPath=..."):
 * a diner who is not logged in goes to sign-up, which brings them back here.
 */
export function RequireAccount({ children }: { readonly children: (session: AccountSession) => React.ReactNode }) {
  const session = useAccountSession();
  const location = useLocation();
  if (!session) return <Navigate to={accountPaths.signUp(`${location.pathname}${location.search}`)} replace />;
  return <>{children(session)}</>;
}
