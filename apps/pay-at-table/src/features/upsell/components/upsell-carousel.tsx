import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useServices } from '../../../lib/services-context.js';
import { billUpsellsQuery } from '../api/bill-upsells-query.js';
import classes from './upsell-carousel.module.css';

export interface UpsellCarouselProps {
  readonly venueId: string;
  readonly billId: string;
  /** The venue's business, whose bill upsells are shown; none, no carousel. */
  readonly businessId: string | undefined;
}

/**
 * The bill page's upsell carousel (1-core §2 "Bill page"; 3 §3 "Bill upsell"): the business's bill upsells
 * (`GET upsell/businesses/{id}?language=`) in the diner's language, a labelled list that scrolls sideways, each a
 * link to the product in the bill's menu. Nothing shows while loading, on failure or without upsells.
 */
export function UpsellCarousel({ venueId, billId, businessId }: UpsellCarouselProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const format = useFormatMoney();
  const locale = useLocale();
  const titleId = useId();
  const upsells = useQuery(billUpsellsQuery(api, businessId, locale)).data;
  if (!upsells?.ok || upsells.value.upsells.length === 0) return null;
  const base = { kind: 'bill', venueId, billId } as const;
  const firstImage = upsells.value.upsells.findIndex((product) => product.imageUrl);
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title}>
        {t('upsell.title')}
      </h2>
      <ul className={classes.list} aria-label={t('upsell.listLabel')}>
        {upsells.value.upsells.map((product, index) => (
          <li key={`${product.menuId}/${product.id}`} className={classes.item}>
            <Link className={classes.card} to={orderingPaths.product(base, upsells.value.language, product.menuId, product.id)}>
              {product.imageUrl ? (
                // The first image is in view when the bill opens (the page's largest paint): loaded at once and
                // first; the others as they scroll in.
                <img
                  className={classes.image}
                  src={product.imageUrl}
                  alt=""
                  loading={index === firstImage ? 'eager' : 'lazy'}
                  fetchPriority={index === firstImage ? 'high' : 'auto'}
                  width={124}
                  height={88}
                />
              ) : null}
              <span className={classes.name}>{product.name}</span>
              {product.price ? <span className={classes.price}>{format(product.price)}</span> : null}
              {product.isAvailableForOrder ? null : <span className={classes.unavailable}>{t('upsell.unavailable')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
