import { ONE_QUANTITY, buildBillProductDisplays, negate } from '@tableside/billing-domain';
import { numberFormat } from '@tableside/i18n';
import { ProductList, ProductRow } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { BillCharges } from './bill-charges.js';
import classes from './bill-page.module.css';

/**
 * The product list ("products with zero price or zero quantity are hidden", through billing-domain's
 * buildBillProductDisplays), then the discounts and the additional charges (1-core §2 "Bill page"), US taxes merged.
 */
export function BillProducts({ bill, countryCode = '' }: { bill: BillDocument; countryCode?: string }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const locale = useLocale();
  const quantity = numberFormat(locale, { maximumFractionDigits: 3 });
  const products = bill.order.subOrders.flatMap((subOrder) => buildBillProductDisplays(subOrder.quantifiedProducts));
  const discounts = bill.order.subOrders.flatMap((subOrder) => subOrder.discounts);
  const charges = bill.order.subOrders.flatMap((subOrder) => subOrder.charges);
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
}
