import { isSuccessfulSplitStatus } from '@tableside/billing-domain';
import { Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../../lib/back-link.js';
import { useSplit } from '../../../lib/data/use-split.js';
import { paths } from '../../../lib/paths.js';
import { useVenueParams } from '../../../lib/route-params.js';
import { useReviewConfiguration } from '../api/use-review-configuration.js';
import { ReviewForm } from './review-form.js';
import classes from './review.module.css';

const ID = /^[A-Za-z0-9_\-:.]{1,200}$/;

/** The rating form for the diner's paid split `splitId` of `billId`; nothing to rate when it is not theirs or not paid. */
function SplitReviewForm({ venueId, billId, splitId }: { readonly venueId: string; readonly billId: string; readonly splitId: string }) {
  const { t } = useTranslation();
  const configuration = useReviewConfiguration(venueId);
  const split = useSplit(billId, splitId);
  if (split.isPending || configuration === undefined) return <Spinner label={t('review.loading')} showLabel />;
  const paymentId = split.data?.ok && isSuccessfulSplitStatus(split.data.value.status) ? split.data.value.paymentId : undefined;
  if (!configuration.reviewsEnabled) return <p className={classes.message}>{t('review.page.disabled')}</p>;
  if (paymentId === undefined) return <p className={classes.message}>{t('review.page.noPayment')}</p>;
  return <ReviewForm venueId={venueId} billId={billId} paymentId={paymentId} />;
}

/**
 * `/venues/{venueId}/reviews/new?billId=&splitId=` (1-core §2 Venue "reviews/new"): rates the diner's payment of a
 * bill, as the bill page's widget does. Without a paid split of theirs there is nothing to rate, and the page says so.
 */
export function NewReviewPage() {
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const [search] = useSearchParams();
  const billId = search.get('billId') ?? '';
  const splitId = search.get('splitId') ?? '';
  const known = ID.test(billId) && ID.test(splitId);
  return (
    <div className={classes.page}>
      <BackLink to={known ? paths.bill(venueId, billId) : paths.venue(venueId)} />
      <h1 className={classes.title}>{t('review.page.title')}</h1>
      {known ? (
        <SplitReviewForm venueId={venueId} billId={billId} splitId={splitId} />
      ) : (
        <>
          <p className={classes.message}>{t('review.page.noPayment')}</p>
          <Link className={classes.link} to={paths.venue(venueId)}>
            {t('review.page.toVenue')}
          </Link>
        </>
      )}
    </div>
  );
}
