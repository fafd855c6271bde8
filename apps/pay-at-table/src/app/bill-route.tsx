import { loadBillingApi } from '@tableside/api-client';
import { lazy, Suspense, useEffect } from 'react';
import { BillPage, type ExpressCheckoutProps } from '../features/bill/components/bill-page.js';
import { lazyWithQueryClient } from '../lib/query/lazy-with-query-client.js';
import { loadExpressCheckout } from './express-checkout-loader.js';

const BillExtras = lazyWithQueryClient(async () => (await (await import('./bill-extras-loader.js')).loadBillExtras()).default);
const ExpressCheckout = lazy(loadExpressCheckout);

/**
 * The review widget and the upsell carousel, then the express checkout, each loaded after the bill's first render. The
 * route's loader has already started the upsells and the extras' chunks (`prefetchBillUpsells`), so the carousel
 * renders with the bill when they are in. The billing calls' module, which a diner's first split or payment loads
 * (`createApiClient`), starts loading then too.
 */
function AfterPaidSection(props: ExpressCheckoutProps) {
  useEffect(() => {
    // A failed load is retried by the call that needs it.
    loadBillingApi().catch(() => undefined);
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        <BillExtras {...props} />
      </Suspense>
      <Suspense fallback={null}>
        <ExpressCheckout {...props} />
      </Suspense>
    </>
  );
}

/** The bill route: the bill page with the express checkout, the review widget and the upsells plugged in (features never import each other). */
export function BillRoute() {
  return <BillPage ExpressCheckout={AfterPaidSection} />;
}
