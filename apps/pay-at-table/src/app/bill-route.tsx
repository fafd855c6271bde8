import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { BillPage, type ExpressCheckoutProps } from '../features/bill/components/bill-page.js';
import { ExpressCheckout } from '../features/express/components/express-checkout.js';
import { billUpsellsQuery } from '../features/upsell/api/bill-upsells-query.js';
import { useLocale } from '../lib/i18n/use-locale.js';
import { useServices } from '../lib/services-context.js';

const BillExtras = lazy(async () => (await import('./bill-extras-loader.js')).loadBillExtras());

/** The express checkout, then the review widget and the upsell carousel, loaded after the bill's first render. */
function AfterPaidSection(props: ExpressCheckoutProps) {
  // The upsells' call (and the menus API chunk it needs) starts once the bill has painted, beside the extras' chunks.
  const queryClient = useQueryClient();
  const { api } = useServices();
  const locale = useLocale();
  const businessId = props.venue.businessId;
  useEffect(() => {
    if (businessId !== undefined) void queryClient.prefetchQuery(billUpsellsQuery(api, businessId, locale));
  }, [queryClient, api, businessId, locale]);
  return (
    <>
      <Suspense fallback={null}>
        <BillExtras {...props} />
      </Suspense>
      <ExpressCheckout {...props} />
    </>
  );
}

/** The bill route: the bill page with the express checkout, the review widget and the upsells plugged in (features never import each other). */
export function BillRoute() {
  return <BillPage ExpressCheckout={AfterPaidSection} />;
}
