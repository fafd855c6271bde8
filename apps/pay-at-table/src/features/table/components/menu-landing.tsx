import { isBillPaid, type Bill, type TableDevice, type Venue } from '@tableside/billing-domain';
import { LANDING_GRID_GAP_PX, landingGrid, selectHomeLayout, venueClock, type HomeTile } from '@tableside/menu-availability';
import { placedOrdersToConsider, type BillOrder } from '@tableside/ordering';
import { EmptyState, Spinner } from '@tableside/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering } from '../../../lib/ordering/use-ordering-store.js';
import { categoryHash, orderingPaths, type MenuBase } from '../../../lib/menu-paths.js';
import { useVenueMenus } from '../../../lib/data/use-venue-menus.js';
import { useBillOrders } from '../../../lib/data/use-bill-orders.js';
import { deviceTimeZone, tableOrdering } from '../../../lib/data/use-table-ordering.js';
import classes from './table-landing.module.css';

export interface MenuLandingProps {
  readonly venue: Venue;
  readonly tableDevice: TableDevice;
  readonly bill: Bill | undefined;
}

/** The menu feature's and the ordering feature's widgets on the landing, plugged in by the app (app/table-landing-route.tsx). */
export interface MenuLandingParts {
  readonly MenuLanguagePicker: ComponentType<{ readonly languages: readonly string[]; readonly value: string; readonly onChange: (language: string) => void }>;
  readonly MyOrdersCard: ComponentType<{ readonly orders: readonly BillOrder[] }>;
  readonly OrderingExplanation: ComponentType<{ readonly countryCode: string; readonly openBillEnabled: boolean; readonly reorderOnly: boolean }>;
  /** The loyalty feature's tab bar item ("optional loyalty item with points", 1-core §2); it renders nothing without a programme. */
  readonly LoyaltyTabItem?: ComponentType<{ readonly venueId: string; readonly businessId: string; readonly className: string }> | undefined;
}

/** Where a home tile leads (3-menus §3 "tiles of type category, subMenu, product or externalLink"). */
function TileLink({
  tile,
  base,
  language,
  fallbackMenuId,
  availableForOrder,
}: {
  tile: HomeTile;
  base: MenuBase;
  language: string;
  fallbackMenuId: string;
  availableForOrder: boolean;
}) {
  const style = tile.imageUrl ? { backgroundImage: `url(${tile.imageUrl})`, backgroundColor: tile.backgroundColor } : { backgroundColor: tile.backgroundColor };
  // A hidden label still names the link through aria-label.
  const label = tile.hideLabel ? null : <span className={classes.tileLabel}>{tile.label}</span>;
  const state = availableForOrder ? { availableForOrder: true } : undefined;
  switch (tile.type) {
    case 'externalLink':
      return (
        <a className={classes.tile} style={style} href={tile.url} target="_blank" rel="noreferrer" aria-label={tile.label}>
          {label}
        </a>
      );
    case 'subMenu':
      return (
        <Link className={classes.tile} style={style} to={orderingPaths.menu(base, language, tile.menuId)} state={state} aria-label={tile.label}>
          {label}
        </Link>
      );
    case 'category':
      return (
        <Link
          className={classes.tile}
          style={style}
          to={`${orderingPaths.menu(base, language, tile.menuId ?? fallbackMenuId)}${categoryHash(tile.categoryId)}`}
          state={state}
          aria-label={tile.label}
        >
          {label}
        </Link>
      );
    case 'product':
      return (
        <Link
          className={classes.tile}
          style={style}
          to={orderingPaths.product(base, language, tile.menuId ?? fallbackMenuId, tile.productId)}
          aria-label={tile.label}
        >
          {label}
        </Link>
      );
    default: {
      const unreachable: never = tile;
      throw new Error(`Unknown home tile ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The menu landing of a table (1-core §2, 3-menus §2): the tile grid of the business's home layout, the menu
 * language picker, the "available for order" filter, My orders, the ordering explanation tour and the bottom tab
 * bar (Order or Menu; the loyalty item with the points; Pay with a badge while the bill is unpaid). Without a bill it also says "landing.noBillYet".
 */
export default function MenuLanding({
  venue,
  tableDevice,
  bill,
  MenuLanguagePicker,
  MyOrdersCard,
  OrderingExplanation,
  LoyaltyTabItem,
}: MenuLandingProps & MenuLandingParts) {
  const { t } = useTranslation();
  const { api, clock } = useServices();
  const base: MenuBase = { kind: 'table', venueId: venue.id, deviceId: tableDevice.id };
  const menus = useVenueMenus(venue.id);
  const allergyAnswer = useOrdering((state) => state.allergyAnswer);
  // The landing's venue, device and bill are already live: no second subscription (browsers cap open streams).
  const ordering = tableOrdering({ base, venue, tableDevice, tableDeviceKnown: true, bill, menus: menus.data?.menus, allergyAnswer, now: clock.now() });
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const [availableForOrder, setAvailableForOrder] = useState(false);
  const menuLanguage = language ?? menus.data?.business.defaultLanguage;
  const layouts = useQuery({
    queryKey: ['home-layouts', menus.data?.businessId, menuLanguage],
    queryFn: async () => {
      if (!menus.data || !menuLanguage) return undefined;
      const result = await api.menus.getHomeLayouts(menus.data.businessId, menuLanguage);
      return result.ok ? result.value : undefined;
    },
    enabled: menus.data !== undefined && menuLanguage !== undefined,
    // The grid of the previous language stays while the new one loads, so nothing jumps.
    placeholderData: (previous) => previous,
  });
  const placedByBusiness = useOrdering((state) => state.placedOrders);
  const orderIds = placedOrdersToConsider(Object.values(placedByBusiness).flat(), tableDevice.tableId, bill?.issuedAt).map((record) => record.id);
  const orders = useBillOrders(orderIds);

  if (menus.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  const business = menus.data?.business;
  const firstMenu = menus.data?.menus[0];
  const layout = layouts.data ? selectHomeLayout(layouts.data, venueClock(clock.now(), venue.timeZone, deviceTimeZone())) : undefined;
  const unpaid = bill !== undefined && !isBillPaid(bill);

  return (
    <section className={classes.landing} aria-labelledby="menu-landing-title">
      <h1 id="menu-landing-title">{layout?.title ?? venue.name}</h1>
      {layout?.description ? <p>{layout.description}</p> : null}
      {bill ? null : <EmptyState title={t('landing.noBillYet')} description={t('landing.noBillYet.subtitle')} headingLevel={2} />}
      {business && menuLanguage ? <MenuLanguagePicker languages={business.languages} value={menuLanguage} onChange={setLanguage} /> : null}
      {venue.ordering.enabled ? (
        <label className={classes.filter}>
          <input type="checkbox" checked={availableForOrder} onChange={(event) => setAvailableForOrder(event.target.checked)} />
          {t('app.table.availableForOrder')}
        </label>
      ) : null}
      {layout && firstMenu && menuLanguage ? (
        <ul className={classes.grid} style={{ gap: LANDING_GRID_GAP_PX }} aria-label={t('app.table.tiles')}>
          {landingGrid(layout.tiles).map(({ tile, columnSpan }, index) => (
            <li key={`${tile.type}-${tile.label}-${index}`} style={{ gridColumn: `span ${columnSpan}` }}>
              <TileLink tile={tile} base={base} language={menuLanguage} fallbackMenuId={firstMenu.id} availableForOrder={availableForOrder} />
            </li>
          ))}
        </ul>
      ) : null}
      <MyOrdersCard orders={orders} />
      {ordering.canOrder ? (
        <OrderingExplanation
          countryCode={venue.countryCode}
          openBillEnabled={venue.ordering.openBillEnabled}
          reorderOnly={ordering.capability === 'canReorder'}
        />
      ) : null}
      <nav className={classes.tabBar} aria-label={t('app.table.tabBar')}>
        <Link
          className={classes.tab}
          to={firstMenu && menuLanguage ? orderingPaths.menu(base, menuLanguage, firstMenu.id) : orderingPaths.menus(base)}
          state={availableForOrder ? { availableForOrder: true } : undefined}
        >
          {ordering.canOrder ? t('app.table.tab.order') : t('app.table.tab.menu')}
        </Link>
        {LoyaltyTabItem ? <LoyaltyTabItem venueId={venue.id} businessId={venue.businessId} className={classes.tab ?? ''} /> : null}
        {bill ? (
          <Link className={classes.tab} to={paths.bill(venue.id, bill.id)} aria-label={unpaid ? t('app.table.tab.payUnpaid') : t('app.table.tab.pay')}>
            {t('app.table.tab.pay')}
            {unpaid ? (
              <span className={classes.badge} aria-hidden="true">
                !
              </span>
            ) : null}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
