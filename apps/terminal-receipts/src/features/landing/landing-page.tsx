import { formatDate, formatMoney } from '@tableside/i18n';
import { VenueHeader } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { LandingBranding } from '../../lib/landing-branding.js';
import { receiptsPath, type LandingData } from '../../lib/landing-data.js';
import { useUiLocale } from '../../lib/locale.js';
import { PageHeading, pageClasses as classes } from '@tableside/ui/app-shell';

/**
 * A terminal landing (by venue, business or enrollment): the payment the terminal took, the way to its receipt, the
 * venue's branding (its enrollment customization, then its logo and name) and, where the business has loyalty, the prompt to enrol.
 */
export function LandingPage() {
  const { transaction, hasLoyalty } = useLoaderData<LandingData>();
  const { t } = useTranslation();
  const locale = useUiLocale();
  const venue = transaction.venue;
  return (
    <main className={classes.page}>
      <LandingBranding enrollmentId={venue.enrollmentId} venueName={venue.name} />
      <VenueHeader name={venue.name} logoUrl={venue.logoUrl} detail={venue.address.join(', ')} />
      <PageHeading>{t('landing.title')}</PageHeading>
      <section className={classes.card} aria-labelledby="payment-title">
        <h2 id="payment-title">{t('landing.amountPaid')}</h2>
        <p className={classes.amount}>{formatMoney(transaction.amount, locale)}</p>
        <dl className={classes.facts}>
          <dt>{t('landing.paidOn')}</dt>
          <dd>{formatDate(transaction.paidAt, locale, { timeZone: venue.timeZone, dateStyle: 'medium', timeStyle: 'short' })}</dd>
          <dt>{t('landing.paymentMethod')}</dt>
          <dd>{t('landing.paymentTerminal')}</dd>
          <dt>{t('landing.reference')}</dt>
          <dd>{transaction.transactionId}</dd>
        </dl>
      </section>
      <section className={classes.card} aria-labelledby="receipt-title">
        <h2 id="receipt-title">{t('landing.receiptTitle')}</h2>
        <p>{t('landing.receiptText')}</p>
        <Link className={classes.link} to={receiptsPath(transaction)}>
          {t('landing.seeReceipt')}
        </Link>
      </section>
      {hasLoyalty ? (
        <section className={classes.card} aria-labelledby="loyalty-title">
          <h2 id="loyalty-title">{t('loyalty.title', { venueName: venue.name })}</h2>
          <p>{t('loyalty.text')}</p>
          <a className={classes.link} href="/signup">
            {t('loyalty.join')}
          </a>
        </section>
      ) : null}
    </main>
  );
}
