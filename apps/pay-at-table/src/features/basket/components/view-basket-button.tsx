import { basketItemCount, liveBasket } from '@tableside/ordering';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../../lib/services-context.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useOrdering } from '../../../lib/ordering/use-ordering-store.js';
import classes from './basket.module.css';

/** "A floating 'View basket' button with item count shows on menu pages only" (3-menus §2). */
export function ViewBasketButton({ venueId, deviceId }: { readonly venueId: string; readonly deviceId: string }) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const basket = useOrdering((state) => liveBasket(state.baskets, venueId, clock.now()));
  if (!basket || basket.items.length === 0) return null;
  return (
    <Link className={classes.floatingButton} to={orderingPaths.basket(venueId, deviceId)}>
      {t('app.basket.view', { count: basketItemCount(basket) })}
    </Link>
  );
}
