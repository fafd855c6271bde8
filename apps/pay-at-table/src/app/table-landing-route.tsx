import { lazy } from 'react';
import { TableLandingPage } from '../features/table/components/table-landing-page.js';
import type { MenuLandingProps } from '../features/table/components/menu-landing.js';
import { orderingStrings, withOrderingStrings } from './ordering-strings.js';

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

/** The table route: the table landing with the menu landing composed above. */
export function TableLandingRoute() {
  return <TableLandingPage MenuLanding={MenuLanding} />;
}
