import { isChargeIncludedInPrices, type Charge } from '@tableside/billing-domain';
import { Button, Dialog, ProductList, ProductRow } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { buildChargeRows } from '../api/charge-rows.js';
import classes from './bill-page.module.css';

/**
 * The additional charges of the bill, with the US "Taxes and fees" merge and its modal (1-core §5, 2-paying §2),
 * then the taxes already included in the prices (VAT), which are not added to the total.
 */
export function BillCharges({ charges, countryCode }: { charges: readonly Charge[]; countryCode: string }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [open, setOpen] = useState(false);
  const rows = buildChargeRows(
    charges.filter((charge) => !isChargeIncludedInPrices(charge, countryCode)),
    countryCode,
  );
  const included = charges.filter((charge) => isChargeIncludedInPrices(charge, countryCode));
  const merged = rows.find((row) => row.kind === 'taxesAndFees');
  if (rows.length === 0 && included.length === 0) return null;
  return (
    <>
      {rows.length > 0 ? (
        <section aria-labelledby="bill-charges">
          <h2 id="bill-charges" className={classes.sectionTitle}>
            {t('app.bill.charges')}
          </h2>
          <ProductList label={t('app.bill.charges')}>
            {rows.map((row, index) =>
              row.kind === 'charge' ? (
                <ProductRow key={`${index}-${row.label}`} name={row.label} price={format(row.amount)} />
              ) : (
                <ProductRow key="taxes-and-fees" name={t('app.bill.taxesAndFees')} price={format(row.amount)} />
              ),
            )}
          </ProductList>
          {merged && merged.kind === 'taxesAndFees' ? (
            <>
              <Button variant="ghost" onClick={() => setOpen(true)}>
                {t('app.bill.taxesAndFeesDetails')}
              </Button>
              <Dialog open={open} title={t('app.bill.taxesAndFees')} onClose={() => setOpen(false)} closeLabel={t('app.close')}>
                <p>{t('app.bill.taxesAndFeesInfo')}</p>
                <ProductList label={t('app.bill.taxesAndFees')}>
                  {merged.taxes.map((tax, index) => (
                    <ProductRow key={`${index}-${tax.label}`} name={tax.label} price={format(tax.amount)} />
                  ))}
                </ProductList>
              </Dialog>
            </>
          ) : null}
        </section>
      ) : null}
      {included.length > 0 ? (
        <section aria-labelledby="bill-included-taxes">
          <h2 id="bill-included-taxes" className={classes.sectionTitle}>
            {t('app.bill.includedTaxes')}
          </h2>
          <ProductList label={t('app.bill.includedTaxes')}>
            {included.map((charge, index) => (
              <ProductRow key={`${index}-${charge.label}`} name={charge.label} price={format(charge.chargedAmount)} />
            ))}
          </ProductList>
        </section>
      ) : null}
    </>
  );
}
