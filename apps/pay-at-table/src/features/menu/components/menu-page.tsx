import type { Venue } from '@tableside/billing-domain';
import type { Product } from '@tableside/menu-availability';
import { initialMenuFilter } from '@tableside/menu-availability';
import { ErrorState, Spinner, Toast } from '@tableside/ui';
import { PRODUCT_ADDED_NOTIFICATION_MS } from '@tableside/ordering';
import { MenuScreen } from '@tableside/ui/menu';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useTableOrdering } from '../../../lib/data/use-table-ordering.js';
import { menuBaseFromParams, orderingPaths, parseMenuParams, type MenuBase } from '../../../lib/menu-paths.js';
import { useMenuLabels } from '../hooks/use-menu-labels.js';
import { useVenueMenus, type VenueMenus } from '../../../lib/data/use-venue-menus.js';
import { useLoadTelemetry } from '../../../lib/telemetry/use-load-telemetry.js';
import classes from './menu.module.css';

/** The ordering widgets a table's menu page shows: the basket's and the ordering feature's, plugged in by the app. */
export interface MenuPageParts {
  readonly ViewBasketButton: ComponentType<{ readonly venueId: string; readonly deviceId: string }>;
  readonly AllergyQuestion: ComponentType<{ readonly venue: Venue }>;
}

/** `/menus/{language}/{menuId}` (3-menus §2 Menu page); the app layer passes the ordering widgets (app/menu-routes.tsx). */
export function MenuPage(parts: MenuPageParts) {
  const { t } = useTranslation();
  const base = menuBaseFromParams(useParams());
  const menus = useVenueMenus(base.venueId);
  const { menuId } = parseMenuParams(useParams());
  // 3-menus §7 "Metrics events for menu actions": the menu's load time and its view.
  useLoadTelemetry('menu_load', 'menu_viewed', menus.status === 'success', menuId, { venueId: base.venueId, menuId });
  if (menus.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error') return <ErrorState title={t('app.menu.loadFailed')} />;
  return <MenuView base={base} data={menus.data} parts={parts} />;
}

/** Route state from the table landing's "available for order" filter (3-menus §2). */
const menuRouteStateSchema = z.object({ availableForOrder: z.literal(true) });
/** Route state after the product page added an item (3-menus §4 "A product-added notification shows 8 s"). */
const productAddedStateSchema = z.object({ productAdded: z.string().check(z.minLength(1)) });

/** Where the back button of a menu leads: the table landing, the bill, or the venue. */
function backPath(base: MenuBase): string {
  switch (base.kind) {
    case 'table':
      return paths.table(base.venueId, base.deviceId);
    case 'bill':
      return paths.bill(base.venueId, base.billId);
    case 'venue':
      return paths.venue(base.venueId);
    default: {
      const unreachable: never = base;
      throw new Error(`Unknown menu base ${JSON.stringify(unreachable)}`);
    }
  }
}

function MenuView({
  base,
  data,
  parts: { ViewBasketButton, AllergyQuestion },
}: {
  readonly base: MenuBase;
  readonly data: VenueMenus;
  readonly parts: MenuPageParts;
}) {
  const { language, menuId } = parseMenuParams(useParams());
  const navigate = useNavigate();
  const { clock } = useServices();
  const { t, i18n } = useTranslation();
  const labels = useMenuLabels();
  const [now] = useState(() => clock.now());
  const location = useLocation();
  const [initialFilter] = useState(() => {
    const initial = initialMenuFilter('ALL_PRODUCTS');
    return menuRouteStateSchema.safeParse(location.state).success ? { ...initial, availableForOrderOrAllMenu: 'AVAILABLE_FOR_ORDER' as const } : initial;
  });
  const [productAdded, setProductAdded] = useState(() => productAddedStateSchema.safeParse(location.state).success);
  const menu = data.menus.find((candidate) => candidate.id === menuId);
  const ordering = useTableOrdering(base, data.menus);
  if (!menu) return <ErrorState title={t('app.menu.menuNotFound')} />;
  const productHref = (product: Pick<Product, 'id'>) => orderingPaths.product(base, language, menu.id, product.id);

  return (
    <div className={classes.page}>
      <MenuScreen
        menu={menu}
        menus={data.menus}
        language={language}
        locale={i18n.language}
        labels={labels}
        now={now}
        unavailableProducts={data.unavailableProducts}
        initialFilter={initialFilter}
        emptyTitles={{ noMenu: t('menu.noMenuAvailableErrorMessage'), noResults: t('app.menu.noResults') }}
        onSelectMenu={(id) => void navigate(orderingPaths.menu(base, language, id))}
        onBack={() => void navigate(backPath(base))}
        productHref={productHref}
        blockHref={(blockId) => orderingPaths.block(base, language, menu.id, blockId)}
        onSelectProduct={(productId) => void navigate(productHref({ id: productId }))}
      />
      {productAdded ? (
        <Toast tone="success" durationMs={PRODUCT_ADDED_NOTIFICATION_MS} onDismiss={() => setProductAdded(false)} dismissLabel={t('app.menu.close')}>
          {t('app.menu.productAdded')}
        </Toast>
      ) : null}
      {base.kind === 'table' ? <ViewBasketButton venueId={base.venueId} deviceId={base.deviceId} /> : null}
      {base.kind === 'table' && ordering.venue ? <AllergyQuestion venue={ordering.venue} /> : null}
      {ordering.capability === 'hasAllergies' ? <p role="status">{t('app.ordering.allergy.orderWithWaiter')}</p> : null}
    </div>
  );
}
