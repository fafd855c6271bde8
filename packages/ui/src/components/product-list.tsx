import type { ReactNode } from 'react';
import classes from './product-list.module.css';

export interface ProductListProps {
  /** The list's accessible name. */
  readonly label: string;
  readonly children: ReactNode;
}

/** A list of product rows (products, discounts, charges). */
export function ProductList({ label, children }: ProductListProps) {
  return (
    <ul aria-label={label} className={classes.list}>
      {children}
    </ul>
  );
}

export interface ProductRowProps {
  readonly name: string;
  /** Already formatted for the locale (e.g. "2×"); omitted for discounts and charges. */
  readonly quantity?: string;
  readonly price: ReactNode;
  /** Sub-products or notes shown under the name. */
  readonly details?: readonly string[];
}

/** One row: quantity, name and price, with optional detail lines. */
export function ProductRow({ name, quantity, price, details = [] }: ProductRowProps) {
  return (
    <li className={classes.row}>
      <span className={classes.quantity}>{quantity ?? ''}</span>
      <span className={classes.name}>{name}</span>
      <span className={classes.price}>{price}</span>
      {details.length > 0 ? (
        <ul className={classes.details}>
          {details.map((detail, index) => (
            <li key={`${index}-${detail}`}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
