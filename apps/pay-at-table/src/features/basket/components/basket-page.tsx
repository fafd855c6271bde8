import {
  basketItemTotal,
  basketTotal,
  isDuplicateOrder,
  isOrderNoteEnabled,
  liveBasket,
  orderErrorRecovery,
  resolveOrderButtonAction,
  type Basket,
} from '@tableside/ordering';
import { Button, Dialog, EmptyState, ErrorState, Spinner } from '@tableside/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useTableParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useVenueMenus, type VenueMenus } from '../../../lib/data/use-venue-menus.js';
import { placeOrder } from '../api/place-order.js';
import { useTableOrdering } from '../../../lib/data/use-table-ordering.js';
import { basketConfig } from '../api/basket-config.js';
import { basketHashOf, webDigest } from '../../../lib/ordering/web-digest.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { timing, track } from '../../../lib/telemetry/telemetry.js';
import { ConfirmOrderScreen } from './confirm-order-screen.js';
import classes from './basket.module.css';

/** Route state asking the basket to be confirmed now (after a successful pre-authorisation, 3-menus §4). */
const confirmBasketStateSchema = z.object({ confirmBasket: z.literal(true) });

/** The basket's phases: browsing it, the confirm countdown, placing, or the error dialog. */
type Phase =
  { readonly kind: 'basket' } | { readonly kind: 'confirm'; readonly isDuplicate: boolean } | { readonly kind: 'processing' } | { readonly kind: 'error' };

/** `/venues/{venueId}/tables/{deviceId}/basket` (3-menus §2 Basket screen, §4 Basket and Order placement). */
export function BasketPage() {
  const { t } = useTranslation();
  const { venueId } = useTableParams();
  const menus = useVenueMenus(venueId);
  if (menus.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error') return <ErrorState title={t('app.menu.loadFailed')} />;
  return <BasketView data={menus.data} />;
}

function BasketView({ data }: { readonly data: VenueMenus }) {
  const { t } = useTranslation();
  const { venueId, deviceId } = useTableParams();
  const services = useServices();
  const { api, clock, newId } = services;
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const store = useOrderingStoreApi();
  const basket = useOrdering((state) => liveBasket(state.baskets, venueId, clock.now()));
  const ordering = useTableOrdering({ kind: 'table', venueId, deviceId }, data.menus);
  const authorizations = useOrdering((state) => state.authorizations);
  const [phase, setPhase] = useState<Phase>({ kind: 'basket' });
  const location = useLocation();
  const confirmRequested = useRef(confirmBasketStateSchema.safeParse(location.state).success);
  const language = data.business.defaultLanguage;
  const noteEnabled = isOrderNoteEnabled(data.businessId, basketConfig.orderNoteBusinesses);
  const upsells = useQuery({
    queryKey: ['basket-upsells', data.businessId, basket?.items.map((item) => item.productId).join(',')],
    queryFn: async () => {
      const result = await api.menus.getUpsellProducts(data.businessId, basket?.items ?? []);
      return result.ok ? result.value : [];
    },
    enabled: basket !== undefined && basket.items.length > 0,
  });

  const placementStart = useRef(0);
  useEffect(() => track('basket_viewed', { venueId }), [venueId]);
  const placement = useMutation({
    mutationFn: (current: Basket) =>
      placeOrder({
        api,
        store,
        venueId,
        businessId: data.businessId,
        tableDevice: ordering.tableDevice,
        basket: current,
        billId: ordering.billId,
        noteEnabled,
        now: () => clock.now(),
        newId,
        digest: webDigest,
      }),
    // The overlay stays up until the next page opens.
    onMutate: () => {
      placementStart.current = Date.now();
      setPhase({ kind: 'processing' });
    },
    onSuccess: (placed) => {
      timing('order_placement', placementStart.current);
      track(placed.ok ? 'order_placed' : 'order_failed', placed.ok ? { venueId } : { venueId, code: placed.error.code });
      if (placed.ok) {
        void navigate(orderingPaths.tableBills(venueId, deviceId), { state: { orderPlaced: true } });
        return;
      }
      const recovery = orderErrorRecovery(placed.error.code);
      if (recovery.kind === 'preAuthorizationPage') {
        void navigate(orderingPaths.authorization(venueId, deviceId));
        return;
      }
      setPhase({ kind: 'error' });
    },
    onError: () => {
      track('order_failed', { venueId });
      setPhase({ kind: 'error' });
    },
  });

  // "auto-cleaned when detected stale" (3-menus §4 Basket).
  useEffect(() => {
    store.getState().dispatchBasket({ type: 'pruneExpired', now: clock.now() });
  }, [store, clock]);
  const readyToConfirm = basket !== undefined && basket.items.length > 0 && ordering.tableDevice !== undefined && ordering.canOrder;
  useEffect(() => {
    if (!confirmRequested.current || !readyToConfirm || !basket) return;
    confirmRequested.current = false;
    void order(basket);
  });

  if (!basket || basket.items.length === 0) {
    return (
      <section className={classes.page} aria-labelledby="basket-title">
        <h1 id="basket-title">{t('app.basket.title')}</h1>
        <EmptyState title={t('app.basket.empty')} headingLevel={2} />
        <Link className={classes.textLink} to={orderingPaths.menus({ kind: 'table', venueId, deviceId })}>
          {t('app.basket.addMore')}
        </Link>
      </section>
    );
  }

  async function order(current: Basket) {
    const tableId = ordering.tableDevice?.tableId;
    const action = resolveOrderButtonAction({
      preAuthorization: ordering.tableDevice?.experience?.preAuthorization,
      hasAuthorization: tableId !== undefined && authorizations[tableId] !== undefined,
      exemptFromConfirmation: basketConfig.withoutConfirmationBusinesses.includes(data.businessId),
    });
    switch (action) {
      case 'goToPreAuthorization':
        void navigate(orderingPaths.authorization(venueId, deviceId));
        return;
      case 'placeDirectly':
        placement.mutate(current);
        return;
      case 'showConfirmation': {
        const basketHash = await basketHashOf(current.items);
        const isDuplicate =
          tableId !== undefined &&
          isDuplicateOrder({
            basketHash,
            placedOrders: store.getState().placedOrders[data.businessId] ?? [],
            tableId,
            billIssuedAt: ordering.billIssuedAt,
            now: clock.now(),
          });
        track('order_confirm_opened', { venueId, duplicate: isDuplicate });
        setPhase({ kind: 'confirm', isDuplicate });
        return;
      }
      default: {
        const unreachable: never = action;
        throw new Error(`Unknown order button action ${String(unreachable)}`);
      }
    }
  }

  function setQuantity(index: number, quantity: number) {
    const before = basket?.items[index];
    const start = Date.now();
    store.getState().dispatchBasket({ type: 'setQuantity', venueId, now: clock.now(), index, quantity });
    timing('basket_update', start);
    track(before && quantity < before.quantity ? 'basket_item_removed' : 'basket_item_added', { productId: before?.productId, quantity });
    // "an empty basket triggers back navigation" (3-menus §4).
    if (quantity <= 0 && basket?.items.length === 1) void navigate(-1);
  }

  return (
    <section className={classes.page} aria-labelledby="basket-title">
      <h1 id="basket-title">{t('app.basket.title')}</h1>
      <ul className={classes.items}>
        {basket.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className={classes.item}>
            {item.productImageUrl ? <img className={classes.thumb} src={item.productImageUrl} alt="" /> : <span aria-hidden="true" />}
            <div>
              <button
                type="button"
                className={classes.itemButton}
                onClick={() => void navigate(orderingPaths.product({ kind: 'table', venueId, deviceId }, language, item.menuId, item.productId, index))}
                aria-label={t('app.basket.editItem', { name: item.productName })}
              >
                <strong>{item.productName}</strong>
              </button>
              {item.subItems.length > 0 ? (
                <ul className={classes.subItems}>
                  {item.subItems.map((sub) => (
                    <li key={sub.productId}>{sub.quantity > 1 ? `${sub.quantity} × ${sub.productName}` : sub.productName}</li>
                  ))}
                </ul>
              ) : null}
              <p>{formatMoney(basketItemTotal(item))}</p>
            </div>
            <div className={classes.stepper} role="group" aria-label={t('app.basket.quantityOf', { name: item.productName })}>
              <Button
                variant="secondary"
                aria-label={t('app.basket.decrease', { name: item.productName })}
                onClick={() => setQuantity(index, item.quantity - 1)}
              >
                −
              </Button>
              <output aria-live="polite">{item.quantity}</output>
              <Button
                variant="secondary"
                aria-label={t('app.basket.increase', { name: item.productName })}
                onClick={() => setQuantity(index, item.quantity + 1)}
              >
                +
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Link className={classes.textLink} to={orderingPaths.menus({ kind: 'table', venueId, deviceId })}>
        {t('app.basket.addMore')}
      </Link>
      {noteEnabled ? (
        <label>
          {t('app.basket.note')}
          <textarea
            className={classes.note}
            value={basket.note ?? ''}
            onChange={(event) => store.getState().dispatchBasket({ type: 'setNote', venueId, now: clock.now(), note: event.target.value })}
          />
        </label>
      ) : null}
      {upsells.data && upsells.data.length > 0 ? (
        <section aria-labelledby="basket-upsells">
          <h2 id="basket-upsells">{t('app.basket.upsells')}</h2>
          <ul className={classes.items}>
            {upsells.data.map((upsell) => (
              <li key={upsell.id}>
                <Link className={classes.textLink} to={orderingPaths.product({ kind: 'table', venueId, deviceId }, language, upsell.menuId, upsell.id)}>
                  {upsell.price ? `${upsell.name} · ${formatMoney(upsell.price)}` : upsell.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className={classes.footer}>
        <h2 className={classes.total}>
          <span>{t('app.basket.total')}</span>
          <span>{formatMoney(basketTotal(basket, data.business.currency))}</span>
        </h2>
        <Button fullWidth disabled={!ordering.canOrder || ordering.tableDevice === undefined} onClick={() => void order(basket)}>
          {t('app.basket.order')}
        </Button>
      </footer>
      {phase.kind === 'confirm' ? (
        <ConfirmOrderScreen
          isDuplicate={phase.isDuplicate}
          environment={basketConfig.environment}
          onConfirm={() => placement.mutate(basket)}
          onCancel={() => setPhase({ kind: 'basket' })}
        />
      ) : null}
      {placement.isPending || phase.kind === 'processing' ? (
        <div className={classes.overlay}>
          <Spinner label={t('app.basket.processing')} size="large" />
        </div>
      ) : null}
      <Dialog
        open={phase.kind === 'error'}
        title={t('app.basket.error.title')}
        closeLabel={t('app.basket.error.close')}
        onClose={() => setPhase({ kind: 'basket' })}
      >
        <p>{t('app.basket.error.subtitle')}</p>
        <Button fullWidth onClick={() => setPhase({ kind: 'basket' })}>
          {t('app.basket.error.close')}
        </Button>
      </Dialog>
    </section>
  );
}
