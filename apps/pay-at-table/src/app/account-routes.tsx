import { redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';

// Every account page loads through one small chunk (account-pages-route.tsx): the route table is in the first bundle.
const accountPagesRoute = () => import('./account-pages-route.js');
const ACCOUNT_PAGES = {
  login: 'LoginRoute',
  signup: 'SignUpRoute',
  me: 'MeRoute',
  'me/receipts/list': 'ReceiptsRoute',
  'me/logged-out': 'LoggedOutRoute',
  'logged-out': 'LoggedOutRoute',
  'entry-point': 'EntryPointRoute',
  'logged-in': 'LoggedInRoute',
  'me/management': 'ManagementRoute',
  'me/details': 'DetailsRoute',
} as const;

/**
 * The account routes (1-core §2 "Account pages load lazily"; 3 §2): login and sign-up by phone and SMS code, the
 * profile, its receipts, details and management, the entry, logged-in and logged-out pages, and the guest app's
 * sign-up and migration sign-up. None of them is on the bill route's path.
 */
export function accountRoutes(): RouteObject[] {
  return [
    ...Object.entries(ACCOUNT_PAGES).map(([path, page]) => ({ path, lazy: async () => ({ Component: (await accountPagesRoute())[page] }) })),
    ...signUpRoutes(),
  ];
}

const SIGN_UP_PAGES = {
  signup: 'SignUpPhoneRoute',
  confirm: 'SignUpConfirmRoute',
  loggedIn: 'SignUpLoggedInRoute',
  email: 'SignUpEmailRoute',
} as const;

/**
 * The guest app's sign-up group (3 §2 "auth group with signup, confirm, email, loggedIn and their /migration
 * variants"; 3 §4), through the same small chunk as the account pages.
 */
function signUpRoutes(): RouteObject[] {
  return [
    ...Object.entries(SIGN_UP_PAGES).flatMap(([step, page]) =>
      ['', '/migration'].map((variant) => ({
        path: `guest-app/:appId/auth/${step}${variant}`,
        lazy: async () => ({ Component: (await accountPagesRoute())[page] }),
      })),
    ),
    { path: 'guest-app/:appId/*', loader: leaveForGuestApp, lazy: async () => ({ Component: (await import('./simple-pages.js')).NotFoundPage }) },
  ];
}

/**
 * The rest of `/guest-app/{appId}` is apps/guest-app's, served on this origin: a sign-up that returns to its
 * originPath there (the guest app's loyalty, profile…) leaves this app with a document navigation. A document load of
 * such a path that reached this app (the guest app is not served) is the not-found page, never a reload loop.
 */
function leaveForGuestApp({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (window.location.pathname !== url.pathname) throw redirectDocument(`${url.pathname}${url.search}`);
  return null;
}
