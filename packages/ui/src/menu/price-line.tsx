import type { DisplayPrice } from '@tableside/menu-availability';
import { exhaustiveSwitchError } from '@tableside/billing-domain';
import { formatMoneyText } from '../components/money-text.js';

export interface PriceLineProps {
  readonly price: DisplayPrice;
  readonly locale: string;
  readonly fromLabel: (price: string) => string;
  readonly className?: string;
}

/** A product's price, "prefixed 'from' for variant groups or prices set by sub-products" (3-menus §2). */
export function PriceLine({ price, locale, fromLabel, className }: PriceLineProps) {
  switch (price.kind) {
    case 'none':
      return null;
    case 'exact':
      return <span className={className}>{formatMoneyText(price.price, locale)}</span>;
    case 'from':
      return <span className={className}>{fromLabel(formatMoneyText(price.price, locale))}</span>;
    default:
      return exhaustiveSwitchError(price);
  }
}
