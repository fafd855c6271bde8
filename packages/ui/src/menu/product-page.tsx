import type { Money } from '@tableside/billing-domain';
import { allergenName, type DisplayPrice, type Product } from '@tableside/menu-availability';
import {
  canAddToBasket,
  canDecrementProductQuantity,
  findFirstUnsatisfiedGroup,
  isModifierGroupSatisfied,
  PRODUCT_QUANTITY_MINIMUM,
  type ModifierSelection,
} from '@tableside/ordering';
import { useMemo, useRef, useState } from 'react';
import { formatMoneyText } from '../components/money-text.js';
import { ChipList } from './chip-list.js';
import type { MenuLabels } from './menu-labels.js';
import classes from './menu.module.css';
import { ModifierGroupField } from './modifier-group-field.js';
import { PriceLine } from './price-line.js';
import { ProductCard } from './product-card.js';
import { productOptionGroups, SUPPORTED_PRODUCT_PAGE_TYPES, totalPriceOf, unitPriceOf } from './product-groups.js';

/** What the add (or edit) button hands back. */
export interface ProductPageSubmission {
  readonly productId: string;
  readonly quantity: number;
  readonly selections: Readonly<Record<string, ModifierSelection>>;
  readonly unitPrice: Money | undefined;
}

export interface ProductPageProps {
  readonly product: Product;
  /** The sub-products the product's groups reference (modifier groups, their options, variants). */
  readonly subProducts: readonly Product[];
  readonly menuId: string;
  /** Epoch milliseconds, for time-based prices. */
  readonly now: number;
  readonly locale: string;
  /** The menu language (e.g. `EN`): the product's translations for it are used when present. */
  readonly language?: string;
  readonly price: DisplayPrice;
  readonly labels: MenuLabels;
  /** `edit` when changing a basket item (`editItemIndex`): the button reads "Edit item". */
  readonly mode?: 'add' | 'edit';
  /** Previews and browse-only menus: no quantity stepper and no add button; options are listed without controls. */
  readonly orderingDisabled?: boolean;
  /** False when the venue cannot take orders now. */
  readonly venueCanTakeOrders?: boolean;
  readonly initialQuantity?: number;
  readonly initialSelections?: Readonly<Record<string, ModifierSelection>>;
  readonly relatedProducts?: readonly { readonly product: Product; readonly price: DisplayPrice; readonly href: string }[];
  readonly onSelectRelated?: (productId: string) => void;
  readonly onSubmit?: (submission: ProductPageSubmission) => void;
  /** The playable address of a `videoPlaybackId`; without it the image shows. */
  readonly videoUrl?: (playbackId: string) => string;
  /** Brings the first unsatisfied group into view; defaults to `scrollIntoView`. */
  readonly scrollToGroup?: (element: HTMLElement) => void;
}

function defaultScrollToGroup(element: HTMLElement): void {
  element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * The product page (3-menus §2): video falling back to the image, name, price ("from" when set by options),
 * description, calories, tag and allergen chips, modifier groups, related products and the bottom bar with the
 * quantity stepper and "Add item" / "Add items" / "Edit item" — or "Order this item with your waiter" for a
 * product not available for order, "Product type not supported" for a type the page cannot show, and nothing
 * when ordering is disabled.
 */
export function ProductPage(props: ProductPageProps) {
  const { product, subProducts, menuId, now, locale, language, price, labels, mode = 'add', orderingDisabled = false, venueCanTakeOrders = true } = props;
  const context = useMemo(() => ({ menuId, now }), [menuId, now]);
  const catalog = useMemo(() => new Map(subProducts.map((sub) => [sub.id, sub])), [subProducts]);
  const groups = useMemo(() => productOptionGroups(product, catalog, context), [product, catalog, context]);
  const [selections, setSelections] = useState<Readonly<Record<string, ModifierSelection>>>(props.initialSelections ?? {});
  const [quantity, setQuantity] = useState(Math.max(PRODUCT_QUANTITY_MINIMUM, props.initialQuantity ?? PRODUCT_QUANTITY_MINIMUM));
  const [showErrors, setShowErrors] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const groupRefs = useRef(new Map<string, HTMLFieldSetElement>());

  const translated = language ? product.translations?.[language] : undefined;
  const name = translated?.name ?? product.name;
  const description = translated?.description ?? product.description;
  const supported = SUPPORTED_PRODUCT_PAGE_TYPES.includes(product.productType);
  const video = product.videoPlaybackId && props.videoUrl && !videoFailed ? props.videoUrl(product.videoPlaybackId) : undefined;

  const media = video ? (
    <video
      className={classes.media}
      src={video}
      poster={product.imageUrl}
      autoPlay
      muted
      loop
      playsInline
      onError={() => setVideoFailed(true)}
      aria-label={name}
    />
  ) : product.imageUrl ? (
    <img className={classes.media} src={product.imageUrl} alt={name} />
  ) : null;

  if (!supported) {
    return (
      <article className={classes.productPage}>
        {media}
        <h1 className={classes.productName}>{name}</h1>
        <p role="status" className={classes.notice}>
          {labels.productTypeNotSupported}
        </p>
      </article>
    );
  }

  const unitPrice = unitPriceOf(product, groups, selections, context);
  const total = totalPriceOf(unitPrice, quantity);
  const totalText = total ? formatMoneyText(total, locale) : '';
  const orderable = product.isAvailableForOrder && venueCanTakeOrders;
  const ready = canAddToBasket({ groups, selections, venueCanTakeOrders, productIsOrderable: product.isAvailableForOrder });
  const buttonLabel = mode === 'edit' ? labels.editItem(totalText) : quantity > 1 ? labels.addItems(quantity, totalText) : labels.addItem(totalText);

  function submit() {
    const firstUnsatisfied = findFirstUnsatisfiedGroup(groups, selections);
    if (firstUnsatisfied) {
      setShowErrors(true);
      const element = groupRefs.current.get(firstUnsatisfied.id);
      if (element) {
        (props.scrollToGroup ?? defaultScrollToGroup)(element);
        element.focus({ preventScroll: true });
      }
      return;
    }
    if (ready) props.onSubmit?.({ productId: product.id, quantity, selections, unitPrice });
  }

  const unsatisfiedIds = new Set(groups.filter((group) => !isModifierGroupSatisfied(group, selections[group.id])).map((group) => group.id));

  return (
    <article className={classes.productPage}>
      {media}
      <h1 className={classes.productName}>{name}</h1>
      <PriceLine price={price} locale={locale} fromLabel={labels.fromPrice} className={classes.price} />
      {description ? <p className={classes.productDescription}>{description}</p> : null}
      {product.calories !== undefined ? <p className={classes.calories}>{labels.calories(product.calories)}</p> : null}
      <ChipList label={labels.tags} chips={product.tags} moreLabel={labels.moreChips} limit={Number.POSITIVE_INFINITY} />
      <ChipList
        label={labels.allergens}
        chips={product.allergens.map((allergen) => ({ id: allergen.id, name: allergenName(allergen, language) }))}
        moreLabel={labels.moreChips}
        limit={Number.POSITIVE_INFINITY}
      />
      {groups.map((group) => (
        <ModifierGroupField
          key={group.id}
          ref={(element) => {
            if (element) groupRefs.current.set(group.id, element);
            else groupRefs.current.delete(group.id);
          }}
          group={group}
          selection={selections[group.id]}
          onChange={(selection) => setSelections({ ...selections, [group.id]: selection })}
          invalid={showErrors && unsatisfiedIds.has(group.id)}
          readOnly={orderingDisabled || !orderable}
          locale={locale}
          labels={labels}
        />
      ))}
      {props.relatedProducts && props.relatedProducts.length > 0 ? (
        <section aria-label={labels.relatedProducts} className={classes.related}>
          <h2 className={classes.categoryTitle}>{labels.relatedProducts}</h2>
          {props.relatedProducts.map((related) => (
            <ProductCard
              key={related.product.id}
              product={related.product}
              price={related.price}
              locale={locale}
              {...(language ? { language } : {})}
              labels={labels}
              href={related.href}
              {...(props.onSelectRelated ? { onSelect: props.onSelectRelated } : {})}
            />
          ))}
        </section>
      ) : null}
      {orderingDisabled ? null : orderable ? (
        <div className={classes.bottomBar}>
          <div className={classes.stepper} role="group" aria-label={labels.quantity}>
            <button
              type="button"
              className={classes.stepperButton}
              aria-label={labels.decreaseQuantity}
              disabled={!canDecrementProductQuantity(quantity)}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite" className={classes.stepperValue}>
              {quantity}
            </output>
            <button type="button" className={classes.stepperButton} aria-label={labels.increaseQuantity} onClick={() => setQuantity(quantity + 1)}>
              +
            </button>
          </div>
          <button type="button" className={classes.addButton} aria-disabled={!ready || undefined} onClick={submit}>
            {buttonLabel}
          </button>
        </div>
      ) : (
        <p role="status" className={classes.notice}>
          {labels.orderWithWaiter}
        </p>
      )}
    </article>
  );
}
