import type { Product } from '@tableside/menu-availability';
import { applyMenuFilter, displayPrice, initialMenuFilter, showsCategoryTabBar, type MenuFilter } from '@tableside/menu-availability';
import { CategoryTabBar, MenuCategoryList, MenuFilterModal, MenuHeader, useCategoryScrollSpy } from '@tableside/ui/menu';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { previewPaths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useMenuLabels } from '../../../lib/i18n/use-menu-labels.js';
import type { MenuPageData } from '../api/preview-loaders.js';
import { parseMenuParams, type MenuLoaderData } from '../api/route-loaders.js';
import { menuCatalog, menuFilterOptions } from '@tableside/menu-availability';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews/{language}/{menuId}`: the menu as guests see it, with ordering disabled. */
export function MenuPage() {
  const data = useLoaderData<MenuLoaderData>();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  return <MenuView key={data.value.menu.id} data={data.value} />;
}

function activeFilterCount(filter: MenuFilter): number {
  return (
    filter.selectedTagIds.length +
    filter.selectedCategoryIds.length +
    filter.excludedAllergenIds.length +
    (filter.availableForOrderOrAllMenu === 'AVAILABLE_FOR_ORDER' ? 1 : 0)
  );
}

function MenuView({ data }: { readonly data: MenuPageData }) {
  const { venueId, language } = parseMenuParams(useParams());
  const navigate = useNavigate();
  const services = useServices();
  const { t, i18n } = useTranslation();
  const labels = useMenuLabels();
  const [now] = useState(() => services.now());
  const [filter, setFilter] = useState(() => initialMenuFilter('ALL_PRODUCTS'));
  const [filterOpen, setFilterOpen] = useState(false);
  const { menu } = data;
  const catalog = useMemo(() => menuCatalog(menu), [menu]);
  const options = useMemo(() => menuFilterOptions(menu, language), [menu, language]);
  const categories = useMemo(
    () => applyMenuFilter(menu.categories, filter, { now, unavailableProducts: data.unavailableProducts }),
    [menu, filter, now, data.unavailableProducts],
  );
  const spy = useCategoryScrollSpy({ categoryIds: categories.map((category) => category.id) });
  const productHref = (product: Pick<Product, 'id'>) => previewPaths.product(venueId, language, menu.id, product.id);

  return (
    <div className={classes.page}>
      <MenuHeader
        menuName={menu.name}
        menus={data.menus}
        selectedMenuId={menu.id}
        onSelectMenu={(menuId) => void navigate(previewPaths.menu(venueId, language, menuId))}
        onBack={() => void navigate(previewPaths.list(venueId))}
        onOpenFilter={() => setFilterOpen(true)}
        activeFilterCount={activeFilterCount(filter)}
        labels={labels}
      />
      {showsCategoryTabBar(categories) ? (
        <CategoryTabBar label={labels.categories} categories={categories} activeId={spy.activeId} onSelect={spy.select} />
      ) : null}
      <main>
        <p className={classes.notice}>{t('app.previewNotice')}</p>
        <MenuCategoryList
          state={{ status: 'success', categories, emptyTitle: menu.categories.length === 0 ? t('menu.noMenuAvailableErrorMessage') : t('menu.noResults') }}
          locale={i18n.language}
          language={language}
          labels={labels}
          priceOf={(product) => displayPrice(product, catalog, { menuId: menu.id, now })}
          productHref={productHref}
          blockHref={(blockId) => previewPaths.block(venueId, language, menu.id, blockId)}
          onSelectProduct={(productId) => void navigate(productHref({ id: productId }))}
        />
      </main>
      <MenuFilterModal
        open={filterOpen}
        filter={filter}
        tags={options.tags}
        categories={options.categories}
        allergens={options.allergens}
        onApply={(next) => {
          setFilter(next);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
        labels={labels}
      />
    </div>
  );
}
