import { lazy, Suspense, type ComponentType } from 'react';

const loginPage = () => import('../features/account/components/login-page.js');
const mePage = () => import('../features/account/components/me-page.js');
const receiptsPage = () => import('../features/account/components/receipts-page.js');
const loggedOutPage = () => import('../features/account/components/logged-out-page.js');
const accountPages = () => import('../features/account/components/account-pages.js');
const signUpPages = () => import('../features/account/components/sign-up-pages.js');

function suspended(Page: ComponentType) {
  return function Route() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

/**
 * The account pages (login, sign-up, profile, receipts, details, management, entry, logged-in, logged-out) and the
 * guest app's sign-up steps, from a small
 * chunk that loads them, so the app's entry (on the bill route's critical path) names this one chunk for their
 * routes instead of the pages' preload lists.
 */
export const LoginRoute = suspended(lazy(async () => ({ default: (await loginPage()).LoginPage })));
export const SignUpRoute = suspended(lazy(async () => ({ default: (await loginPage()).SignUpPage })));
export const MeRoute = suspended(lazy(async () => ({ default: (await mePage()).MePage })));
export const ReceiptsRoute = suspended(lazy(async () => ({ default: (await receiptsPage()).ReceiptsPage })));
export const LoggedOutRoute = suspended(lazy(async () => ({ default: (await loggedOutPage()).LoggedOutPage })));
export const EntryPointRoute = suspended(lazy(async () => ({ default: (await accountPages()).EntryPointPage })));
export const LoggedInRoute = suspended(lazy(async () => ({ default: (await accountPages()).LoggedInPage })));
export const ManagementRoute = suspended(lazy(async () => ({ default: (await accountPages()).ManagementPage })));
export const DetailsRoute = suspended(lazy(async () => ({ default: (await accountPages()).DetailsPage })));
export const SignUpPhoneRoute = suspended(lazy(async () => ({ default: (await signUpPages()).SignUpPhonePage })));
export const SignUpConfirmRoute = suspended(lazy(async () => ({ default: (await signUpPages()).SignUpConfirmPage })));
export const SignUpLoggedInRoute = suspended(lazy(async () => ({ default: (await signUpPages()).SignUpLoggedInPage })));
export const SignUpEmailRoute = suspended(lazy(async () => ({ default: (await signUpPages()).SignUpEmailPage })));
