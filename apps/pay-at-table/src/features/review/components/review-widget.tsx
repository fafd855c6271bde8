import { isSuccessfulSplitStatus } from '@tableside/billing-domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useSplit } from '../../../lib/data/use-split.js';
import { reviewableSplitId } from '../api/reviewable-payment.js';
import { useReviewConfiguration } from '../api/use-review-configuration.js';
import { ReviewForm } from './review-form.js';
import classes from './review.module.css';

export interface ReviewWidgetProps {
  readonly bill: BillDocument;
  readonly venueId: string;
  readonly guestId: string | undefined;
}

/** The widget for one of the diner's paid splits: its payment id comes from the split, which only its owner reads. */
function SplitReview({ venueId, billId, splitId }: { readonly venueId: string; readonly billId: string; readonly splitId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const configuration = useReviewConfiguration(venueId);
  const split = useSplit(billId, splitId).data;
  const paymentId = split?.ok && isSuccessfulSplitStatus(split.value.status) ? split.value.paymentId : undefined;
  if (!configuration?.reviewsEnabled || paymentId === undefined) return null;
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title}>
        {t('review.widget.title')}
      </h2>
      <ReviewForm venueId={venueId} billId={billId} paymentId={paymentId} />
    </section>
  );
}

/**
 * The post-payment review widget of the bill page (1-core §2): once the diner's own payment of the bill succeeded,
 * they rate it, unless the venue turned reviews off (`review_configurations`, 3 §3).
 */
export function ReviewWidget({ bill, venueId, guestId }: ReviewWidgetProps) {
  const splitId = reviewableSplitId(bill, guestId);
  if (splitId === undefined) return null;
  return <SplitReview key={splitId} venueId={venueId} billId={bill.id} splitId={splitId} />;
}
