import { displayPrice, type Menu } from '@tableside/menu-availability';
import { liveBasket } from '@tableside/ordering';
import { ErrorState, Spinner } from '@tableside/ui';
import { ProductPage, type ProductPageSubmission } from '@tableside/ui/menu';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../lib/back-link.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { useTableOrdering } from '../../../lib/data/use-table-ordering.js';
import { basketItemFromSubmission, selectionsFromBasketItem } from '../api/basket-item-from-submission.js';
import { menuCatalog } from '@tableside/menu-availability';
import { menuBaseFromParams, orderingPaths, parseEditItemIndex, parseProductParams, type MenuBase } from '../../../lib/menu-paths.js';
import { useMenuLabels } from '../hooks/use-menu-labels.js';
import { track } from '../../../lib/telemetry/telemetry.js';
import { useLoadTelemetry } from '../../../lib/telemetry/use-load-telemetry.js';
import { useVenueMenus, type VenueMenus } from '../../../lib/data/use-venue-menus.js';

/** `/menus/{language}/{menuId}/products/{productId}` (3-menus §2 Product page), with `editItemIndex` to edit a basket item. */
export function ProductRoutePage() {
  const { t } = useTranslation();
  const base = menuBaseFromParams(useParams());
  const menus = useVenueMenus(base.venueId);
  if (menus.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error') return <ErrorState title={t('app.menu.loadFailed')} />;
  return <ProductView base={base} data={menus.data} />;
}

function ProductView({ base, data }: { readonly base: MenuBase; readonly data: VenueMenus }) {
  const { language, menuId, productId } = parseProductParams(useParams());
  const { t, i18n } = useTranslation();
  const { api, clock, newId } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const labels = useMenuLabels();
  const store = useOrderingStoreApi();
  const [now] = useState(() => clock.now());
  const menu: Menu | undefined = data.menus.find((candidate) => candidate.id === menuId);
  const ordering = useTableOrdering(base, data.menus);
  const editItemIndex = parseEditItemIndex(location.search);
  const editedItem = useOrdering((state) => (editItemIndex === undefined ? undefined : liveBasket(state.baskets, base.venueId, now)?.items[editItemIndex]));
  const detail = useQuery({
    queryKey: ['product', data.businessId, menuId, productId],
    queryFn: async () => {
      const result = await api.menus.getProduct(data.businessId, menuId, productId);
      if (!result.ok) throw new Error(`Product ${productId} could not be loaded: ${JSON.stringify(result.error)}`);
      return result.value;
    },
    retry: false,
  });
  useLoadTelemetry('product_load', 'product_viewed', detail.status === 'success', productId, { menuId, productId });
  const catalog = useMemo(() => (menu ? menuCatalog(menu) : undefined), [menu]);
  if (!menu || !catalog) return <ErrorState title={t('app.menu.menuNotFound')} />;
  if (detail.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (detail.status === 'error') return <ErrorState title={t('app.menu.productNotFound')} />;
  const product = detail.data;
  const context = { menuId, now };
  const menuPath = orderingPaths.menu(base, language, menuId);
  const editing = editedItem?.productId === product.id ? editedItem : undefined;
  const related = product.relatedProducts.flatMap((id) => {
    const relatedProduct = catalog.get(id);
    return relatedProduct
      ? [{ product: relatedProduct, price: displayPrice(relatedProduct, catalog, context), href: orderingPaths.product(base, language, menuId, id) }]
      : [];
  });

  function submit(submission: ProductPageSubmission) {
    if (base.kind !== 'table') return;
    const item = basketItemFromSubmission({
      product,
      subProducts: product.subProducts,
      quantity: submission.quantity,
      selections: submission.selections,
      context,
      currency: data.business.currency,
    });
    const { dispatchBasket } = store.getState();
    if (editing && editItemIndex !== undefined) {
      dispatchBasket({ type: 'replaceItem', venueId: base.venueId, now: clock.now(), index: editItemIndex, item });
      void navigate(orderingPaths.basket(base.venueId, base.deviceId));
      return;
    }
    dispatchBasket({ type: 'addItem', venueId: base.venueId, now: clock.now(), newBasketId: newId(), item });
    track('basket_item_added', { productId: product.id, quantity: submission.quantity });
    void navigate(menuPath, { state: { productAdded: product.id } });
  }

  return (
    <>
      <BackLink to={menuPath} />
      <ProductPage
        product={product}
        subProducts={product.subProducts}
        menuId={menuId}
        now={now}
        locale={i18n.language}
        language={language}
        price={displayPrice(product, new Map([...catalog, ...product.subProducts.map((sub) => [sub.id, sub] as const)]), context)}
        labels={labels}
        mode={editing ? 'edit' : 'add'}
        orderingDisabled={!ordering.canOrder}
        {...(editing ? { initialQuantity: editing.quantity, initialSelections: selectionsFromBasketItem(editing, product, product.subProducts, context) } : {})}
        relatedProducts={related}
        onSelectRelated={(id) => void navigate(orderingPaths.product(base, language, menuId, id))}
        onSubmit={submit}
      />
    </>
  );
}
