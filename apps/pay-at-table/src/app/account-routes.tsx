import type { RouteObject } from 'react-router';

// One loader per page module, shared by its routes: the route table is in the first bundle, each import() once.
const loggedOutPage = () => import('../features/account/components/logged-out-page.js');
const accountPages = () => import('../features/account/components/account-pages.js');
const ACCOUNT_PAGES = {
  'entry-point': 'EntryPointPage',
  'logged-in': 'LoggedInPage',
  'me/management': 'ManagementPage',
  'me/details': 'DetailsPage',
} as const;

/**
 * The account routes (1-core §2 "Account pages load lazily"; 3 §2): login and sign-up by phone and SMS code, the
 * profile, its receipts, details and management, the entry, logged-in and logged-out pages, and the guest app's
 * sign-up and migration sign-up. None of them is on the bill route's path.
 */
export function accountRoutes(): RouteObject[] {
  return [
    { path: 'login', lazy: async () => ({ Component: (await import('../features/account/components/login-page.js')).LoginPage }) },
    { path: 'signup', lazy: async () => ({ Component: (await import('../features/account/components/login-page.js')).SignUpPage }) },
    { path: 'me', lazy: async () => ({ Component: (await import('../features/account/components/me-page.js')).MePage }) },
    { path: 'me/receipts/list', lazy: async () => ({ Component: (await import('../features/account/components/receipts-page.js')).ReceiptsPage }) },
    { path: 'me/logged-out', lazy: async () => ({ Component: (await loggedOutPage()).LoggedOutPage }) },
    { path: 'logged-out', lazy: async () => ({ Component: (await loggedOutPage()).LoggedOutPage }) },
    ...Object.entries(ACCOUNT_PAGES).map(([path, page]) => ({ path, lazy: async () => ({ Component: (await accountPages())[page] }) })),
    ...signUpRoutes(),
  ];
}

const SIGN_UP_PAGES = {
  signup: 'SignUpPhonePage',
  confirm: 'SignUpConfirmPage',
  loggedIn: 'SignUpLoggedInPage',
  email: 'SignUpEmailPage',
} as const;

/**
 * The guest app's sign-up group (3 §2 "auth group with signup, confirm, email, loggedIn and their /migration
 * variants"; 3 §4), one lazy chunk for the whole flow.
 */
function signUpRoutes(): RouteObject[] {
  return Object.entries(SIGN_UP_PAGES).flatMap(([step, page]) =>
    ['', '/migration'].map((variant) => ({
      path: `guest-app/:appId/auth/${step}${variant}`,
      lazy: async () => ({ Component: (await import('../features/account/components/sign-up-pages.js'))[page] }),
    })),
  );
}
