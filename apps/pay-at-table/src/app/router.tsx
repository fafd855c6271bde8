import { tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import type { RefreshApi } from '@tableside/api-client';
import { Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { primeBillContext } from '../lib/data/use-bill-context.js';
import { paths } from '../lib/paths.js';
import { routesWithQueryClient } from '../lib/query/lazy-with-query-client.js';
import { primeLiveDocument, type LivePriming } from '../lib/realtime/live-query.js';
import { accountRoutes } from './account-routes.js';
import type { UpsellsPriming } from './bill-upsells-prefetch.js';
import { loyaltyRoutes } from './loyalty-routes.js';
import { consentRoutes } from './consent-routes.js';
import { venuePagesRoutes } from './venue-pages-routes.js';
import { reviewRoutes } from './review-routes.js';
import { orderingRoutes } from './menu-routes.js';
import { payPage, receiptPage, venuePage } from './ordering-strings.js';
import { FallbackScreen, GenericErrorScreen } from './error-screens.js';
import { loadTableLandingPage } from './table-landing-loader.js';
import { RootLayout } from './root-layout.js';
import classes from './root-layout.module.css';

const BILL = 'venues/:venueId/bills/:billId';
/** The bill page's path, and its route's id (the first view rendered on the server names it when the browser hydrates). */
export const BILL_PATH = BILL;
export const BILL_ROUTE_ID = 'bill';
/** The table of a QR code: its landing, or its open bill. */
export const TABLE_PATH = 'venues/:venueId/tables/:deviceId';

/**
 * What the app shows while the first route's code and loader are still on their way (the router renders nothing of the
 * page until then): the loading text, as the preload screen says it, so a slow network never leaves an empty page
 * once the preload screen is forced away.
 */
function InitialLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <main className={classes.main}>
        <Spinner label={t('app.loading')} showLabel />
      </main>
    </div>
  );
}

/** What the table and bill routes' loaders use: the document store (and its live cache), and the refresh scheduler's calls. */
export interface RoutePriming extends LivePriming {
  readonly refresh: Pick<RefreshApi, 'tableOpenBill'>;
  /** With it, the bill route's loader also starts the upsells (`prefetchBillUpsells`, a chunk of its own). */
  readonly upsells?: UpsellsPriming;
}

/**
 * The loaders of the table and bill routes, with `priming` (issue 12 "Cut the waterfall"). The table route asks for the
 * table's open bill in one call and, when the landing would redirect to it, redirects (replace) before the landing's
 * code loads; otherwise, or when the call fails, the landing decides as before from the live documents it opened.
 * The bill route opens the page's live documents at once, so the data loads while the route's lazy code does, and
 * starts the upsells from the venue's document (their first image is the page's largest paint).
 */
function primingLoaders(priming: RoutePriming | undefined) {
  if (!priming) return { table: undefined, bill: undefined };
  return {
    table: async ({ params }: LoaderFunctionArgs) => {
      const { venueId, deviceId } = params;
      if (venueId === undefined || deviceId === undefined) return null;
      primeLiveDocument(priming, `table_devices/${deviceId}`, tableDeviceSchema);
      primeLiveDocument(priming, `venues/${venueId}`, venueSchema);
      const open = await priming.refresh.tableOpenBill(deviceId);
      if (open.ok && open.value.venueId === venueId && open.value.billId !== undefined) return replace(paths.bill(venueId, open.value.billId));
      // The landing will show: its page starts loading now, beside the route's small chunk.
      void loadTableLandingPage();
      return null;
    },
    bill: ({ params }: LoaderFunctionArgs) => {
      const { venueId, billId } = params;
      if (venueId === undefined || billId === undefined) return null;
      primeBillContext(priming, venueId, billId);
      const { upsells } = priming;
      if (upsells) void import('./bill-upsells-prefetch.js').then((module) => module.prefetchBillUpsells(priming.store, upsells, venueId));
      return null;
    },
  };
}

/**
 * The routes of 1-core §2 (Venue, Tables, Bills, Splits). Every page is a lazy route, so each ships only its
 * own code; the split pages sit under the owner guard. With `priming`, the table and bill routes start their data from
 * a loader, in parallel with their code. Every page but the bill and the table's renders inside the app's query client
 * (`routesWithQueryClient`): the bill's first render reads only live documents, so its critical path has no query
 * library, and the table route, which a scan goes through to its bill, brings it only with its landing.
 */
export function appRoutes(onRendered: () => void, priming?: RoutePriming): RouteObject[] {
  const loaders = primingLoaders(priming);
  return routesWithQueryClient(routeTree(onRendered, loaders), (route) => route.id === BILL_ROUTE_ID || route.path === TABLE_PATH);
}

function routeTree(onRendered: () => void, loaders: ReturnType<typeof primingLoaders>): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout onRendered={onRendered} />,
      HydrateFallback: InitialLoading,
      errorElement: <FallbackScreen />,
      children: [
        {
          errorElement: <GenericErrorScreen />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./simple-pages.js')).HomePage }) },
            { path: 'not-found', lazy: async () => ({ Component: (await import('./simple-pages.js')).NotFoundPage }) },
            {
              path: 'venues/:venueId',
              lazy: venuePage(async () => (await import('./venue-landing-route.js')).VenueLandingRoute),
            },
            {
              path: TABLE_PATH,
              loader: loaders.table,
              lazy: async () => ({ Component: (await import('./table-landing-route.js')).TableLandingRoute }),
            },
            { id: BILL_ROUTE_ID, path: BILL, loader: loaders.bill, lazy: async () => ({ Component: (await import('./bill-route.js')).BillRoute }) },
            { path: `${BILL}/details`, lazy: async () => ({ Component: (await import('../features/bill/components/bill-details-page.js')).BillDetailsPage }) },
            { path: `${BILL}/basket`, lazy: async () => ({ Component: (await import('./bill-shortcut-routes.js')).BillBasketRoute }) },
            { path: `${BILL}/items`, lazy: async () => ({ Component: (await import('./bill-shortcut-routes.js')).BillItemsRoute }) },
            { path: `${BILL}/splits/new`, lazy: payPage(async () => (await import('../features/split/components/new-split-page.js')).NewSplitPage) },
            {
              path: `${BILL}/splits/new/anomaly`,
              lazy: payPage(async () => (await import('../features/split/components/split-anomaly-page.js')).SplitAnomalyPage),
            },
            {
              path: `${BILL}/payment-auth/:splitId`,
              lazy: payPage(async () => (await import('../features/payment/components/payment-auth-page.js')).PaymentAuthPage),
            },
            {
              path: `${BILL}/receipt-download/error`,
              lazy: receiptPage(async () => (await import('../features/receipt/components/receipt-download-error-page.js')).ReceiptDownloadErrorPage),
            },
            {
              path: `${BILL}/receipt-email/sent`,
              lazy: receiptPage(async () => (await import('../features/receipt/components/receipt-email-result-pages.js')).ReceiptEmailSentPage),
            },
            {
              path: `${BILL}/receipt-email/error`,
              lazy: receiptPage(async () => (await import('../features/receipt/components/receipt-email-result-pages.js')).ReceiptEmailErrorPage),
            },
            {
              path: `${BILL}/splits/:splitId`,
              // The guard's own screens (an expired split) and every page under it speak the pay flow's strings.
              lazy: payPage(async () => (await import('../features/split/components/split-guard.js')).SplitGuard),
              children: [
                {
                  // A settled split's pay pages send the diner to its success page.
                  lazy: async () => ({ Component: (await import('../features/split/components/settled-split-redirect.js')).SettledSplitRedirect }),
                  children: [
                    { index: true, lazy: payPage(async () => (await import('../features/split/components/split-page.js')).SplitPage) },
                    { path: 'tips', lazy: payPage(async () => (await import('../features/tips/components/tips-page.js')).TipsPage) },
                    {
                      path: 'payment-intents/new',
                      lazy: payPage(async () => (await import('./payment-intent-route.js')).PaymentIntentRoute),
                    },
                    {
                      path: 'error',
                      lazy: async () => ({ Component: (await import('../features/payment/components/payment-error-page.js')).PaymentErrorPage }),
                    },
                  ],
                },
                { path: 'success', lazy: async () => ({ Component: (await import('./success-route.js')).SuccessRoute }) },
                {
                  path: 'receipt-email-form',
                  lazy: receiptPage(async () => (await import('../features/receipt/components/receipt-email-form-page.js')).ReceiptEmailFormPage),
                },
              ],
            },
            ...orderingRoutes(),
            ...accountRoutes(),
            ...loyaltyRoutes(),
            ...consentRoutes(),
            ...venuePagesRoutes(),
            ...reviewRoutes(),
            { path: '*', lazy: async () => ({ Component: (await import('./simple-pages.js')).NotFoundPage }) },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the app; it starts loading the current route (code and live documents) at once. */
export function createAppRouter(onRendered: () => void, priming?: RoutePriming) {
  return createBrowserRouter(appRoutes(onRendered, priming));
}
