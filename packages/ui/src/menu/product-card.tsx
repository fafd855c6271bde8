import { allergenName, type DisplayPrice, type Product } from '@tableside/menu-availability';
import type { MouseEvent } from 'react';
import { ChipList } from './chip-list.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';
import { PriceLine } from './price-line.js';

export interface ProductCardProps {
  readonly product: Pick<Product, 'id' | 'name' | 'shortDescription' | 'description' | 'imageUrl' | 'tags' | 'allergens' | 'translations'>;
  /** The menu language (e.g. `EN`): the product's translations for it are used when present. */
  readonly language?: string;
  readonly price: DisplayPrice;
  readonly locale: string;
  readonly labels: Pick<MenuLabels, 'fromPrice' | 'moreChips' | 'tags'>;
  /** The product page's address, so the card is a real link. */
  readonly href: string;
  /** Called instead of following the link (client-side navigation). */
  readonly onSelect?: (productId: string) => void;
}

/** A product in a menu list: name, short description, "from" or exact price, first three tags then +N, 112 px image. */
export function ProductCard({ product, price, locale, language, labels, href, onSelect }: ProductCardProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!onSelect) return;
    event.preventDefault();
    onSelect(product.id);
  }
  const translated = language ? product.translations?.[language] : undefined;
  const name = translated?.name ?? product.name;
  const description = translated?.shortDescription ?? translated?.description ?? product.shortDescription ?? product.description;
  const chips = [...product.tags, ...product.allergens.map((allergen) => ({ id: allergen.id, name: allergenName(allergen, language) }))];
  return (
    <article className={classes.card}>
      <a href={href} onClick={onClick} className={classes.cardLink}>
        <span className={classes.cardText}>
          <span className={classes.cardName}>{name}</span>
          {description ? <span className={classes.cardDescription}>{description}</span> : null}
          <PriceLine price={price} locale={locale} fromLabel={labels.fromPrice} className={classes.price} />
        </span>
        {product.imageUrl ? <img src={product.imageUrl} alt="" width={112} height={112} className={classes.cardImage} loading="lazy" /> : null}
      </a>
      <ChipList label={labels.tags} chips={chips} moreLabel={labels.moreChips} />
    </article>
  );
}
