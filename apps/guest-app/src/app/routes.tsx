import { data, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Services } from '../lib/api-context.js';
import { GUEST_APP_ROUTE_ID, type GuestAppData } from '../lib/app-data.js';
import { signUpPath } from '../lib/domain/paths.js';
import type { Found } from '../lib/guest-app-api.js';
import { readAccountSession, type AccountSession } from '../lib/session.js';
import { GuestAppLayout } from './guest-app-layout.js';
import { NotFoundPage, RouteError } from './not-found-page.js';
import { InitialLoading, RootLayout, pageClasses } from '@tableside/ui/app-shell';

function orNotFound<T>(found: Found<T>): T {
  if (!found.found) throw data(null, { status: 404 });
  return found.data;
}

function param(args: LoaderFunctionArgs, name: string): string {
  const value = args.params[name];
  if (value === undefined || value === '') throw data(null, { status: 404 });
  return value;
}

const home = () => import('../features/home/home-pages.js');
const locator = () => import('../features/store-locator/store-locator-page.js');
const account = () => import('../features/account/account-pages.js');
const privacy = () => import('../features/privacy/privacy-pages.js');
const loyalty = () => import('../features/loyalty/loyalty-page.js');

/**
 * The guest app's routes (3 §2 "Guest app routes under /guest-app/{appId}", "Business groups"). The auth group
 * (`/guest-app/{appId}/auth/...`) is pay-at-table's sign-up flow on the same origin: the login guard sends an
 * unauthenticated diner there with a document navigation, and the flow returns to `originPath`.
 */
export function guestAppRoutes(services: Services): RouteObject[] {
  const { api } = services;

  /** The login guard (3 §2): the session, or a redirect to the guest app's sign-up (its migration variant on a migration page). */
  const requireSession = (args: LoaderFunctionArgs): AccountSession => {
    const session = readAccountSession(services.storage, services.now());
    if (session) return session;
    const url = new URL(args.request.url);
    throw redirectDocument(signUpPath(param(args, 'appId'), `${url.pathname}${url.search}`));
  };

  const guarded = (
    path: string,
    load: (session: AccountSession, appId: string) => Promise<unknown>,
    page: () => Promise<RouteObject['Component']>,
  ): RouteObject => ({
    path,
    loader: async (args) => load(requireSession(args), param(args, 'appId')),
    lazy: async () => ({ Component: await page() }),
  });

  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => <InitialLoading className={pageClasses.page} />,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { path: 'guest-app', lazy: async () => ({ Component: (await home()).GuestAppIndexPage }) },
            {
              id: GUEST_APP_ROUTE_ID,
              path: 'guest-app/:appId',
              Component: GuestAppLayout,
              ErrorBoundary: RouteError,
              loader: async (args): Promise<GuestAppData> => {
                const appId = param(args, 'appId');
                const identity = orNotFound(await api.appIdentity(appId));
                const configuration = orNotFound(await api.configuration(identity.businessId));
                const locations = orNotFound(await api.locations(configuration.groupId));
                return { appId, configuration, locations };
              },
              children: [
                {
                  ErrorBoundary: RouteError,
                  children: [
                    { index: true, lazy: async () => ({ Component: (await home()).HomePage }) },
                    { path: 'brand/:brandId', lazy: async () => ({ Component: (await home()).BrandPage }) },
                    { path: 'order', lazy: async () => ({ Component: (await home()).OrderPage }) },
                    { path: 'pay', lazy: async () => ({ Component: (await home()).PayPage }) },
                    { path: 'onboarding', lazy: async () => ({ Component: (await home()).OnboardingPage }) },
                    { path: 'external-link', lazy: async () => ({ Component: (await home()).ExternalLinkPage }) },
                    { path: 'store-locator', lazy: async () => ({ Component: (await locator()).AppStoreLocatorPage }) },
                    guarded(
                      'loyalty',
                      async (session, appId) => ({ user: await api.user(appId, session) }),
                      async () => (await loyalty()).LoyaltyPage,
                    ),
                    guarded(
                      'profile',
                      async (session, appId) => ({ user: await api.user(appId, session) }),
                      async () => (await account()).ProfilePage,
                    ),
                    guarded(
                      'receipts',
                      async (session) => ({ receipts: await api.receipts(session) }),
                      async () => (await account()).ReceiptsPage,
                    ),
                    guarded(
                      'reservations',
                      async (session, appId) => ({ reservations: await api.reservations(appId, session) }),
                      async () => (await account()).ReservationsPage,
                    ),
                    { path: 'privacy', lazy: async () => ({ Component: (await privacy()).PrivacyPage }) },
                    {
                      path: 'privacy/cookies',
                      loader: async (args) => {
                        const session = readAccountSession(services.storage, services.now());
                        return { saved: session ? await api.cookiePreferences(param(args, 'appId'), session) : undefined };
                      },
                      lazy: async () => ({ Component: (await privacy()).CookiesPage }),
                    },
                    ...['privacy/marketing', 'privacy/marketing/migration'].map((path) =>
                      guarded(
                        path,
                        async (session, appId) => ({ optIn: await api.marketing(appId, session) }),
                        async () => (await privacy()).MarketingPage,
                      ),
                    ),
                    { path: '*', Component: NotFoundPage },
                  ],
                },
              ],
            },
            {
              path: 'business-groups/:groupId/locations',
              loader: async (args) => ({ locations: orNotFound(await api.locations(param(args, 'groupId'))) }),
              lazy: async () => ({ Component: (await locator()).GroupStoreLocatorPage }),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
