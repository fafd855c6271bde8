import type { RouteObject } from 'react-router';

/**
 * The account routes (1-core §2 "Account pages load lazily"; 3 §2): login and sign-up by phone and SMS code, the
 * profile, its receipts and the logged-out page. None of them is on the bill route's path.
 */
export function accountRoutes(): RouteObject[] {
  return [
    { path: 'login', lazy: async () => ({ Component: (await import('../features/account/components/login-page.js')).LoginPage }) },
    { path: 'signup', lazy: async () => ({ Component: (await import('../features/account/components/login-page.js')).SignUpPage }) },
    { path: 'me', lazy: async () => ({ Component: (await import('../features/account/components/me-page.js')).MePage }) },
    { path: 'me/receipts/list', lazy: async () => ({ Component: (await import('../features/account/components/receipts-page.js')).ReceiptsPage }) },
    { path: 'me/logged-out', lazy: async () => ({ Component: (await import('../features/account/components/logged-out-page.js')).LoggedOutPage }) },
  ];
}
