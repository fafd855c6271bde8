import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { Category, DisplayPrice, Product } from '@tableside/menu-availability';
import type { ReactNode } from 'react';
import { EmptyState } from '../components/empty-state.js';
import { ErrorState } from '../components/error-state.js';
import { Spinner } from '../components/spinner.js';
import { categoryAnchorId } from './category-anchor.js';
import { MenuBlockCard } from './menu-block-card.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';
import { ProductCard } from './product-card.js';

/** What the list shows: a status union, never a set of booleans. */
export type MenuListState =
  | { readonly status: 'pending'; readonly label: string }
  | { readonly status: 'error'; readonly title: string; readonly message?: string; readonly action?: ReactNode }
  | { readonly status: 'success'; readonly categories: readonly Category[]; readonly emptyTitle: string; readonly emptyDescription?: string };

export interface MenuCategoryListProps {
  readonly state: MenuListState;
  readonly locale: string;
  readonly language?: string;
  readonly labels: Pick<MenuLabels, 'fromPrice' | 'moreChips' | 'tags'>;
  /** The price line of a product (the app calls menu-availability's `displayPrice`). */
  readonly priceOf: (product: Product) => DisplayPrice;
  readonly productHref: (product: Product) => string;
  readonly blockHref?: (blockId: string) => string;
  readonly onSelectProduct?: (productId: string) => void;
}

/** The menu's categories, each a section anchored at `#category-id-{id}`, with its products and blocks. */
export function MenuCategoryList({ state, locale, language, labels, priceOf, productHref, blockHref, onSelectProduct }: MenuCategoryListProps) {
  switch (state.status) {
    case 'pending':
      return (
        <div className={classes.centered}>
          <Spinner label={state.label} />
        </div>
      );
    case 'error':
      return <ErrorState title={state.title} {...(state.message ? { message: state.message } : {})} action={state.action} />;
    case 'success':
      if (state.categories.length === 0)
        return <EmptyState title={state.emptyTitle} {...(state.emptyDescription ? { description: state.emptyDescription } : {})} />;
      return (
        <div className={classes.categories}>
          {state.categories.map((category) => (
            <section
              key={category.id}
              id={categoryAnchorId(category.id)}
              aria-labelledby={`${categoryAnchorId(category.id)}-title`}
              className={classes.category}
            >
              <h2 id={`${categoryAnchorId(category.id)}-title`} className={classes.categoryTitle}>
                {category.name}
              </h2>
              {category.description ? <p className={classes.categoryDescription}>{category.description}</p> : null}
              <ul className={classes.elements}>
                {category.elements.map((element) => (
                  <li key={element.type === 'PRODUCT' ? element.product.id : element.block.id}>
                    {element.type === 'PRODUCT' ? (
                      <ProductCard
                        product={element.product}
                        price={priceOf(element.product)}
                        locale={locale}
                        {...(language ? { language } : {})}
                        labels={labels}
                        href={productHref(element.product)}
                        {...(onSelectProduct ? { onSelect: onSelectProduct } : {})}
                      />
                    ) : (
                      <MenuBlockCard block={element.block} {...(language ? { language } : {})} {...(blockHref ? { href: blockHref(element.block.id) } : {})} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
    default:
      return exhaustiveSwitchError(state);
  }
}
