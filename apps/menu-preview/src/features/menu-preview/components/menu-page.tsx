import type { Product } from '@tableside/menu-availability';
import { initialMenuFilter } from '@tableside/menu-availability';
import { MenuScreen } from '@tableside/ui/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { previewPaths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useMenuLabels } from '../../../lib/i18n/use-menu-labels.js';
import type { MenuPageData } from '../api/preview-loaders.js';
import { parseMenuParams, type MenuLoaderData } from '../api/route-loaders.js';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews/{language}/{menuId}`: the menu as guests see it, with ordering disabled. */
export function MenuPage() {
  const data = useLoaderData<MenuLoaderData>();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  return <MenuView key={data.value.menu.id} data={data.value} />;
}

function MenuView({ data }: { readonly data: MenuPageData }) {
  const { venueId, language } = parseMenuParams(useParams());
  const navigate = useNavigate();
  const services = useServices();
  const { t, i18n } = useTranslation();
  const labels = useMenuLabels();
  const [now] = useState(() => services.now());
  const { menu } = data;
  const productHref = (product: Pick<Product, 'id'>) => previewPaths.product(venueId, language, menu.id, product.id);

  return (
    <div className={classes.page}>
      <MenuScreen
        main
        menu={menu}
        menus={data.menus}
        language={language}
        locale={i18n.language}
        labels={labels}
        now={now}
        unavailableProducts={data.unavailableProducts}
        initialFilter={initialMenuFilter('ALL_PRODUCTS')}
        emptyTitles={{ noMenu: t('menu.noMenuAvailableErrorMessage'), noResults: t('menu.noResults') }}
        notice={<p className={classes.notice}>{t('app.previewNotice')}</p>}
        onSelectMenu={(menuId) => void navigate(previewPaths.menu(venueId, language, menuId))}
        onBack={() => void navigate(previewPaths.list(venueId))}
        productHref={productHref}
        blockHref={(blockId) => previewPaths.block(venueId, language, menu.id, blockId)}
        onSelectProduct={(productId) => void navigate(productHref({ id: productId }))}
      />
    </div>
  );
}
