import { displayPrice } from '@tableside/menu-availability';
import { ProductPage } from '@tableside/ui/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { previewPaths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useMenuLabels } from '../../../lib/i18n/use-menu-labels.js';
import { parseMenuParams, type ProductLoaderData } from '../api/route-loaders.js';
import { menuCatalog } from '@tableside/menu-availability';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews/{language}/{menuId}/products/{productId}`: the product page with ordering disabled. */
export function ProductDetailPage() {
  const data = useLoaderData<ProductLoaderData>();
  const { venueId, language, menuId } = parseMenuParams(useParams());
  const navigate = useNavigate();
  const services = useServices();
  const [now] = useState(() => services.now());
  const { t, i18n } = useTranslation();
  const labels = useMenuLabels();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  const { product, menu } = data.value;
  const subCatalog = new Map(product.subProducts.map((sub) => [sub.id, sub]));
  const catalog = menuCatalog(menu);
  const related = product.relatedProducts.flatMap((id) => {
    const found = catalog.get(id);
    return found ? [{ product: found, price: displayPrice(found, catalog, { menuId, now }), href: previewPaths.product(venueId, language, menuId, id) }] : [];
  });
  return (
    <div className={classes.page}>
      <nav>
        <Link to={previewPaths.menu(venueId, language, menuId)} className={classes.backLink}>
          ← {t('common.back')}
        </Link>
      </nav>
      <main>
        <p className={classes.notice}>{t('app.previewNotice')}</p>
        <ProductPage
          product={product}
          subProducts={product.subProducts}
          menuId={menuId}
          now={now}
          locale={i18n.language}
          language={language}
          price={displayPrice(product, subCatalog, { menuId, now })}
          labels={labels}
          orderingDisabled
          relatedProducts={related}
          onSelectRelated={(id) => void navigate(previewPaths.product(venueId, language, menuId, id))}
        />
      </main>
    </div>
  );
}
