import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { BusinessData, EnrollmentData, LandingData, ReceiptData } from '../lib/landing-data.js';
import type { Found, LandingOwner, TerminalApi } from '../lib/terminal-api.js';
import { RouteError, NotFoundPage } from './not-found-page.js';
import { InitialLoading, RootLayout, pageClasses } from '@tableside/ui/app-shell';

/** A read's data, or the route's 404 (the error element shows the not-found page). */
function orNotFound<T>(found: Found<T>): T {
  if (!found.found) throw data(null, { status: 404 });
  return found.data;
}

function param(args: LoaderFunctionArgs, name: string): string {
  const value = args.params[name];
  if (value === undefined || value === '') throw data(null, { status: 404 });
  return value;
}

/**
 * The terminal receipts' routes (1-core §2 "Terminal landings", "Terminal receipts"): the three landings, the receipt
 * pages, the identity pages of a business and an enrollment, and a not-found page for anything else or an unknown id.
 */
export function terminalRoutes(api: TerminalApi): RouteObject[] {
  const landing = (owner: (args: LoaderFunctionArgs) => LandingOwner) => async (args: LoaderFunctionArgs) => {
    const transaction = orNotFound(await api.transaction(owner(args), param(args, 'transactionId')));
    return { transaction, hasLoyalty: await api.hasLoyalty(transaction.venue.businessId) } satisfies LandingData;
  };
  const receipt = async (args: LoaderFunctionArgs): Promise<ReceiptData> => {
    const transaction = orNotFound(await api.transaction({ kind: 'enrollment', enrollmentId: param(args, 'enrollmentId') }, param(args, 'transactionId')));
    if (transaction.billId !== param(args, 'billId')) throw data(null, { status: 404 });
    return { transaction };
  };
  const landingPage = async () => ({ Component: (await import('../features/landing/landing-page.js')).LandingPage });
  const receipts = () => import('../features/receipts/receipt-pages.js');
  const identity = () => import('../features/landing/identity-pages.js');
  const receiptsBase = 'enrollments/:enrollmentId/transaction/:transactionId/bills/:billId/receipts';
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
            {
              path: 'venue/:venueId/transaction/:transactionId/landing',
              loader: landing((a) => ({ kind: 'venue', venueId: param(a, 'venueId') })),
              lazy: landingPage,
            },
            {
              path: 'businesses/:businessId/transaction/:transactionId/landing',
              loader: landing((a) => ({ kind: 'business', businessId: param(a, 'businessId') })),
              lazy: landingPage,
            },
            {
              path: 'enrollments/:enrollmentId/transaction/:transactionId/landing',
              loader: landing((a) => ({ kind: 'enrollment', enrollmentId: param(a, 'enrollmentId') })),
              lazy: landingPage,
            },
            { path: receiptsBase, loader: receipt, lazy: async () => ({ Component: (await receipts()).ReceiptsPage }) },
            { path: `${receiptsBase}/sent`, loader: receipt, lazy: async () => ({ Component: (await receipts()).ReceiptSentPage }) },
            { path: `${receiptsBase}/error`, loader: receipt, lazy: async () => ({ Component: (await receipts()).SendErrorPage }) },
            { path: `${receiptsBase}/download/error`, loader: receipt, lazy: async () => ({ Component: (await receipts()).DownloadErrorPage }) },
            {
              path: 'businesses/:businessId',
              loader: async (args): Promise<BusinessData> => orNotFound(await api.business(param(args, 'businessId'))),
              lazy: async () => ({ Component: (await identity()).BusinessPage }),
            },
            {
              path: 'enrollments/:enrollmentId',
              loader: async (args): Promise<EnrollmentData> => orNotFound(await api.enrollment(param(args, 'enrollmentId'))),
              lazy: async () => ({ Component: (await identity()).EnrollmentPage }),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
