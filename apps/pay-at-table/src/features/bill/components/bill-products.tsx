import { ONE_QUANTITY, buildBillProductDisplays, negate } from '@tableside/billing-domain';
import { numberFormat } from '@tableside/i18n';
import { ProductList, ProductRow } from '@tableside/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { BillCharges } from './bill-charges.js';
import classes from './bill-page.module.css';

/**
 * The product list ("products with zero price or zero quantity are hidden", through billing-domain's
 * buildBillProductDisplays), then the discounts and the additional charges (1-core §2 "Bill page"), US taxes merged.
 * It reads the order only and is memoised: a live change of the bill that leaves the order as it was (what is left to
 * pay, a refresh time) does not re-render the list, the page's largest part (the cache keeps an unchanged order's object).
 */
export const BillProducts = memo(function BillProducts({ order, countryCode = '' }: { order: BillDocument['order']; countryCode?: string }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const locale = useLocale();
  const quantity = numberFormat(locale, { maximumFractionDigits: 3 });
  const products = order.subOrders.flatMap((subOrder) => buildBillProductDisplays(subOrder.quantifiedProducts));
  const discounts = order.subOrders.flatMap((subOrder) => subOrder.discounts);
  const charges = order.subOrders.flatMap((subOrder) => subOrder.charges);
  return (
    <>
      <section aria-labelledby="bill-products">
        <h2 id="bill-products" className={classes.sectionTitle}>
          {t('app.bill.products')}
        </h2>
        <ProductList label={t('app.bill.products')}>
          {products.map((product) => (
            <ProductRow
              key={product.productId}
              // Quantities are scale 5 (1-core §9); shown as a plain number.
              quantity={`${quantity.format(product.quantity / ONE_QUANTITY)}×`}
              name={product.name}
              price={format(product.totalPrice)}
              details={product.subProducts.map((sub) => sub.name)}
            />
          ))}
        </ProductList>
      </section>
      {discounts.length > 0 ? (
        <section aria-labelledby="bill-discounts">
          <h2 id="bill-discounts" className={classes.sectionTitle}>
            {t('app.bill.discounts')}
          </h2>
          <ProductList label={t('app.bill.discounts')}>
            {discounts.map((discount, index) => (
              <ProductRow key={`${index}-${discount.label}`} name={discount.label} price={format(negate(discount.amount))} />
            ))}
          </ProductList>
        </section>
      ) : null}
      <BillCharges charges={charges} countryCode={countryCode} />
    </>
  );
});
