import { Spinner } from '@tableside/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLandingProps } from '../features/table/components/menu-landing.js';
import { lazyWithQueryClient } from '../lib/query/lazy-with-query-client.js';
import { orderingStrings, withOrderingStrings } from './ordering-strings.js';
import { loadTableLandingPage } from './table-landing-loader.js';

/**
 * The menu landing with the menu language picker, My orders, the ordering explanation and the loyalty tab item plugged in. It is its own
 * lazy chunk, as before: a table that goes straight to its bill never loads it.
 */
const MenuLanding = lazy(async () => {
  const [{ default: Landing }, { MenuLanguagePicker }, { MyOrdersCard }, { OrderingExplanation }, { default: LoyaltyTabItem }, strings] = await Promise.all([
    import('../features/table/components/menu-landing.js'),
    import('../features/menu/components/menu-language-picker.js'),
    import('../features/ordering/components/my-orders-card.js'),
    import('../features/ordering/components/ordering-explanation.js'),
    import('../features/loyalty/components/loyalty-tab-item.js'),
    orderingStrings(),
  ]);
  function ComposedMenuLanding(props: MenuLandingProps) {
    return (
      <Landing
        {...props}
        MenuLanguagePicker={MenuLanguagePicker}
        MyOrdersCard={MyOrdersCard}
        OrderingExplanation={OrderingExplanation}
        LoyaltyTabItem={LoyaltyTabItem}
      />
    );
  }
  return { default: withOrderingStrings(ComposedMenuLanding, strings) };
});

/**
 * The table landing with the menu landing composed above, and the app's query client (its table refresh is a query):
 * loaded when the landing renders. A scan usually goes straight to its bill (the route's loader redirects), and then
 * neither this page nor the query library is fetched beside the bill's code.
 */
const TableLanding = lazyWithQueryClient(async () => {
  const { TableLandingPage } = await loadTableLandingPage();
  return function ComposedTableLanding() {
    return <TableLandingPage MenuLanding={MenuLanding} />;
  };
});

/** The table route: its landing, once loaded (the page's own loading state meanwhile). */
export function TableLandingRoute() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('table.fetching')} showLabel />}>
      <TableLanding />
    </Suspense>
  );
}
