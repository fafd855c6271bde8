import type { Reservation } from '@tableside/contracts/guest-app';
import { formatDate, formatMoney } from '@tableside/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { useGuestApp } from '../../lib/app-data.js';
import { appPath, safeOriginPath, signUpPath } from '../../lib/domain/paths.js';
import type { Found, GuestAppUser, Receipt } from '../../lib/guest-app-api.js';
import { useUiLocale } from '../../lib/locale.js';
import { PageHeading } from '@tableside/ui/app-shell';
import classes from '../../lib/pages.js';

/** `profile` (originPath): the guest-app account, and the ways to its receipts, reservations and privacy. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { appId } = useGuestApp();
  const [search] = useSearchParams();
  const { user } = useLoaderData<{ user: Found<GuestAppUser> }>();
  const back = safeOriginPath(search.get('originPath'), appPath(appId));
  return (
    <main className={classes.page}>
      <PageHeading>{t('profile.title')}</PageHeading>
      {user.found ? (
        <dl className={classes.facts}>
          <dt>{t('profile.phone')}</dt>
          <dd>{user.data.phoneNumber}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{user.data.email ?? t('profile.noEmail')}</dd>
          <dt>{t('profile.points')}</dt>
          <dd>{user.data.currentBalance}</dd>
        </dl>
      ) : (
        <p>
          <a className={classes.link} href={signUpPath(appId, appPath(appId, 'profile'))}>
            {t('profile.register')}
          </a>
        </p>
      )}
      <ul className={classes.list}>
        <li>
          <Link className={classes.link} to={appPath(appId, 'receipts')}>
            {t('menu.receipts')}
          </Link>
        </li>
        <li>
          <Link className={classes.link} to={appPath(appId, 'reservations')}>
            {t('reservations.title')}
          </Link>
        </li>
        <li>
          <Link className={classes.link} to={appPath(appId, 'privacy')}>
            {t('menu.privacy')}
          </Link>
        </li>
      </ul>
      <Link className={classes.link} to={back}>
        {t('common.back')}
      </Link>
    </main>
  );
}

/** `receipts`: the account's payments (the account's receipts, 3 §7 `marketing/api/v1/receipts`). */
export function ReceiptsPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { receipts } = useLoaderData<{ receipts: Receipt[] }>();
  return (
    <main className={classes.page}>
      <PageHeading>{t('receipts.title')}</PageHeading>
      {receipts.length === 0 ? <p>{t('receipts.empty')}</p> : null}
      <ul className={classes.list}>
        {receipts.map((receipt) => (
          <li key={receipt.id} className={classes.card}>
            <h2>{receipt.businessName ?? t('receipts.venue')}</h2>
            <p>{formatMoney(receipt.paid, locale)}</p>
            <p className={classes.muted}>{formatDate(receipt.date, locale, { timeZone: 'UTC', dateStyle: 'medium' })}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `reservations`: the account's table reservations at the app's venues, or the empty state. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { appId } = useGuestApp();
  const { reservations } = useLoaderData<{ reservations: Reservation[] }>();
  return (
    <main className={classes.page}>
      <PageHeading>{t('reservations.title')}</PageHeading>
      {reservations.length === 0 ? (
        <>
          <p>{t('reservations.empty')}</p>
          <Link className={classes.link} to={`${appPath(appId, 'store-locator')}?mode=list`}>
            {t('home.find')}
          </Link>
        </>
      ) : (
        <ul className={classes.list}>
          {reservations.map((reservation) => (
            <li key={reservation.reservationId} className={classes.card}>
              <h2>{reservation.venueName}</h2>
              <p>{formatDate(reservation.startsAt, locale, { timeZone: reservation.timeZone, dateStyle: 'full', timeStyle: 'short' })}</p>
              <p className={classes.muted}>
                {t('reservations.party', { count: reservation.partySize })} ·{' '}
                {reservation.status === 'CONFIRMED' ? t('reservations.confirmed') : t('reservations.cancelled')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
