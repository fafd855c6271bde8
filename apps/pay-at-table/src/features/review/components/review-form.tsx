import { MAX_REVIEW_COMMENT_LENGTH, MAX_REVIEW_RATING, MIN_REVIEW_RATING, refusalTypeOf, type Review } from '@tableside/api-client';
import { Button } from '@tableside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewApi } from '../api/review-api.js';
import classes from './review.module.css';

const RATINGS = Array.from({ length: MAX_REVIEW_RATING - MIN_REVIEW_RATING + 1 }, (_, i) => MIN_REVIEW_RATING + i);

export interface ReviewFormProps {
  readonly venueId: string;
  readonly billId: string;
  readonly paymentId: string;
}

/** The query key of a payment's review. */
export const reviewKey = (venueId: string, paymentId: string) => ['review', venueId, paymentId] as const;

/** What the diner sees once the payment is rated: thanks, and the external review site when the rating earned it. */
function ReviewDone({ review, already }: { readonly review: Review; readonly already: boolean }) {
  const { t } = useTranslation();
  const url = review.externalReviewUrl?.startsWith('https://') ? review.externalReviewUrl : undefined;
  return (
    <div role="status" className={classes.form}>
      <p className={classes.message}>{t(already ? 'review.alreadyReviewed' : 'review.thanks')}</p>
      {url ? (
        <>
          <p className={classes.message}>{t('review.external.prompt')}</p>
          <a className={classes.external} href={url} target="_blank" rel="noopener noreferrer">
            {t('review.external.link')}
          </a>
        </>
      ) : null}
    </div>
  );
}

/**
 * Rates one payment (3 §7 reviews service): 1 to 5 stars and an optional comment. A rating at or above the venue's
 * threshold offers the external review site the server answers; a payment already rated shows so, once.
 */
export function ReviewForm({ venueId, billId, paymentId }: ReviewFormProps) {
  const { t } = useTranslation();
  const api = useReviewApi();
  const client = useQueryClient();
  const ids = { legend: useId(), error: useId(), comment: useId() };
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const key = reviewKey(venueId, paymentId);
  const existing = useQuery({ queryKey: key, queryFn: () => api.ofPayment(venueId, paymentId) });
  const send = useMutation({
    mutationFn: (stars: number) => api.create(venueId, { billId, paymentId, rating: stars, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
    onSuccess: (result) => {
      if (result.ok) client.setQueryData(key, result);
      else if (refusalTypeOf(result.error) === 'review-already-exists') void existing.refetch();
    },
  });

  if (existing.isPending) return null;
  const sent = send.data;
  if (existing.data?.ok) {
    const refusedAsDuplicate = sent !== undefined && !sent.ok && refusalTypeOf(sent.error) === 'review-already-exists';
    return <ReviewDone review={existing.data.value} already={refusedAsDuplicate || sent === undefined} />;
  }
  const failed = sent !== undefined && !sent.ok;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === undefined) {
      setMissingRating(true);
      return;
    }
    send.mutate(rating);
  }

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <fieldset
        className={classes.fieldset}
        aria-invalid={missingRating && rating === undefined}
        aria-describedby={missingRating && rating === undefined ? ids.error : undefined}
      >
        <legend id={ids.legend} className={classes.legend}>
          {t('review.rating.legend')}
        </legend>
        <div className={classes.stars}>
          {RATINGS.map((stars) => (
            <label key={stars} className={[classes.star, rating !== undefined && stars <= rating ? classes.starOn : ''].join(' ')}>
              <input
                className={classes.starInput}
                type="radio"
                name={`rating-${paymentId}`}
                value={stars}
                checked={rating === stars}
                aria-label={t('review.rating.option', { rating: stars })}
                onChange={() => {
                  setRating(stars);
                  setMissingRating(false);
                }}
              />
              <span className={classes.starGlyph} aria-hidden="true">
                {rating !== undefined && stars <= rating ? '★' : '☆'}
              </span>
            </label>
          ))}
        </div>
        {missingRating && rating === undefined ? (
          <p id={ids.error} className={classes.error}>
            {t('review.error.rating')}
          </p>
        ) : null}
      </fieldset>
      <div className={classes.field}>
        <label htmlFor={ids.comment}>{t('review.comment.label')}</label>
        <textarea
          id={ids.comment}
          className={classes.textarea}
          value={comment}
          maxLength={MAX_REVIEW_COMMENT_LENGTH}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {failed ? (
        <p role="alert" className={classes.error}>
          {t('review.error.failed')}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={send.isPending} loadingLabel={t('review.sending')}>
        {t('review.submit')}
      </Button>
    </form>
  );
}
