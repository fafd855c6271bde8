import { ErrorState, Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';
import { useBillContext } from '../../../lib/data/use-bill-context.js';
import { AlreadyPaidSection } from './already-paid-section.js';
import classes from './bill-page.module.css';
import { BillAmount } from './bill-amount.js';
import { BillProducts } from './bill-products.js';

/** BILL_DETAILS (1-core §2): the itemised bill with a back button; an error when the bill or venue is missing. */
export function BillDetailsPage() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const context = useBillContext(venueId, billId);
  if (context.status === 'missing') return <ErrorState title={t('error.defaultTitle')} />;
  if (context.status === 'pending') return <Spinner label={t('table.fetching')} />;
  return (
    <div className={classes.page}>
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.bill.back')}
      </Link>
      <h1>{context.tableDevice?.name ?? context.venue.name}</h1>
      <BillAmount bill={context.bill} />
      <BillProducts order={context.bill.order} />
      <AlreadyPaidSection bill={context.bill} venueId={venueId} />
    </div>
  );
}
