import { Button, ErrorState, Spinner } from '@tableside/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { useVenueParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { isVenueId, loyaltyPaths, safeOriginPath } from '../api/loyalty-paths.js';
import { useLoyaltyStrings } from '../api/use-loyalty-strings.js';
import { useInvalidateLoyalty, useLoyaltyConfig, useLoyaltyIdentity, useLoyaltyRewards, useLoyaltyUser } from '../api/use-loyalty.js';
import classes from './loyalty.module.css';
import { PasswordlessForm } from './identification-dialogs.js';
import { useIdentification } from './use-identification.js';

const venueBusinessSchema = z.looseObject({ businessId: z.string().check(z.minLength(1)), name: z.string() });

/** The venue's business (its loyalty programme is the business's), read once. */
function useVenueBusiness(venueId: string) {
  const { store } = useServices();
  return useQuery({
    queryKey: ['loyalty', 'venue', venueId],
    enabled: venueId !== '',
    queryFn: async () => {
      const read = await store.get(`venues/${venueId}`, venueBusinessSchema);
      if (!read.ok) throw new Error(read.error.message);
      return read.value.exists ? read.value.data : null;
    },
  });
}

/**
 * `/venues/{venueId}/loyalty` (1-core §2; 3 §2): the venue's programme, the login banner or the diner's balance,
 * and the rewards (locked when they cost more than the balance). A venue without loyalty says so.
 */
export function LoyaltyPage() {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const venue = useVenueBusiness(venueId);
  const businessId = venue.data?.businessId ?? '';
  const config = useLoyaltyConfig(venue.data ? businessId : undefined);
  const provider = config.data?.provider;
  const identity = useLoyaltyIdentity(provider, businessId);
  const user = useLoyaltyUser(provider, businessId, identity);
  const rewards = useLoyaltyRewards(businessId, identity);
  const identification = useIdentification(businessId, config.data);

  if (venue.isPending || (venue.data && config.isPending)) return <Spinner label={t('app.loyalty.loading')} />;
  if (!venue.data) return <ErrorState title={t('app.loyalty.venueNotFound')} />;
  if (config.isError) return <ErrorState title={t('error.defaultTitle')} />;
  if (!config.data) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{venue.data.name}</h1>
        <p className={classes.muted}>{t('app.loyalty.none')}</p>
      </div>
    );
  }
  const program = config.data.programTheme?.program ?? config.data.loyaltyReference;
  const balance = user.data?.balance ?? identity?.balance;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.loyalty.title', { program })}</h1>
      <p className={classes.muted}>{venue.data.name}</p>
      {identity ? (
        <p className={classes.balance}>{t('app.loyalty.balance', { points: balance ?? 0 })}</p>
      ) : (
        <>
          <p className={classes.muted}>{t('app.loyalty.banner.text')}</p>
          <Button fullWidth loading={identification.identifying} loadingLabel={t('app.loyalty.identifying')} onClick={identification.open}>
            {t('app.loyalty.banner.login')}
          </Button>
        </>
      )}
      {identity && rewards.data && rewards.data.length > 0 ? (
        <section aria-labelledby="loyalty-rewards-title" className={classes.page}>
          <h2 id="loyalty-rewards-title" className={classes.subtitle}>
            {t('app.loyalty.rewards')}
          </h2>
          <ul className={classes.rewards}>
            {rewards.data.map((reward) => (
              <li key={reward.id} className={classes.reward}>
                <span>{reward.name}</span>
                <span className={classes.muted}>
                  {balance !== undefined && reward.points > balance
                    ? t('app.loyalty.reward.lockedPoints', { points: reward.points })
                    : t('app.loyalty.reward.points', { points: reward.points })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {identification.dialogs}
    </div>
  );
}

/**
 * `/venues/{venueId}/loyalty-logged-in`, the loyalty login-return page (3 §2 "finishes sign-in then redirects to
 * the originPath query parameter"): the cached loyalty answers of the venue's business are refreshed, then the
 * diner goes back to `originPath` (a path of this app only), or to the venue's loyalty page.
 */
export function LoyaltyLoggedInPage() {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const [search] = useSearchParams();
  const venue = useVenueBusiness(venueId);
  const invalidate = useInvalidateLoyalty();
  const businessId = venue.data?.businessId;
  useEffect(() => {
    if (businessId) void invalidate(businessId);
  }, [businessId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per business
  if (venue.isPending) return <Spinner label={t('app.loyalty.loading')} />;
  return <Navigate to={safeOriginPath(search.get('originPath'), loyaltyPaths.loyalty(venueId))} replace />;
}

/**
 * `/passwordless?venueId=…&originPath=…` (1-core §2 General; 3 §2 "passwordless for some businesses"): the no-code
 * identification page of the venue's business when its programme is passwordless (PONGO). Identified, the diner goes
 * to `originPath` (a path of this app only, as on the login-return page) or to the venue's loyalty page. A venue
 * without passwordless loyalty, or no venue, says so.
 */
export function PasswordlessPage() {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const rawVenueId = search.get('venueId');
  const venueId = isVenueId(rawVenueId) ? rawVenueId : '';
  const venue = useVenueBusiness(venueId);
  const businessId = venue.data?.businessId ?? '';
  const config = useLoyaltyConfig(venue.data ? businessId : undefined);
  const invalidate = useInvalidateLoyalty();

  if (venueId === '') return <ErrorState title={t('app.loyalty.venueNotFound')} />;
  if (venue.isPending || (venue.data && config.isPending)) return <Spinner label={t('app.loyalty.loading')} />;
  if (!venue.data) return <ErrorState title={t('app.loyalty.venueNotFound')} />;
  if (config.isError) return <ErrorState title={t('error.defaultTitle')} />;
  if (!config.data || config.data.passwordless !== true) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{venue.data.name}</h1>
        <p className={classes.muted}>{t(config.data ? 'app.loyalty.passwordless.unavailable' : 'app.loyalty.none')}</p>
        {config.data ? (
          <Link className={classes.link} to={loyaltyPaths.loyalty(venueId)}>
            {t('app.loyalty.passwordless.toProgramme')}
          </Link>
        ) : null}
      </div>
    );
  }
  const destination = safeOriginPath(search.get('originPath'), loyaltyPaths.loyalty(venueId));
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.loyalty.passwordless.title')}</h1>
      <p className={classes.muted}>{venue.data.name}</p>
      <PasswordlessForm
        provider={config.data.provider}
        businessId={businessId}
        onIdentified={() => {
          void invalidate(businessId);
          void navigate(destination, { replace: true });
        }}
      />
    </div>
  );
}

/**
 * The component of the loyalty routes (app/loyalty-routes.tsx): the passwordless page on `/passwordless`, the
 * login-return page on `/loyalty-logged-in`, else the loyalty page.
 */
export function LoyaltyRoute() {
  const { pathname } = useLocation();
  if (pathname === '/passwordless') return <PasswordlessPage />;
  return pathname.endsWith('/loyalty-logged-in') ? <LoyaltyLoggedInPage /> : <LoyaltyPage />;
}
