import { formatDate, formatMoney } from '@tableside/i18n';
import { Button } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { useServices } from '../../lib/api-context.js';
import { useAccountSession, useGuestApp } from '../../lib/app-data.js';
import type { Found, GuestAppUser } from '../../lib/guest-app-api.js';
import { useUiLocale } from '../../lib/locale.js';
import { PageHeading } from '@tableside/ui/app-shell';
import classes from '../../lib/pages.js';
import { LoyaltyPromoCard } from '../../lib/promo-card.js';

/** One owned reward: its value and expiry, and its code on demand (3 §7 reward-code). */
function OwnedReward({ reward }: { reward: GuestAppUser['rewards'][number] }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { api } = useServices();
  const { appId } = useGuestApp();
  const session = useAccountSession();
  const [code, setCode] = useState<{ status: 'idle' | 'loading' | 'failed' } | { status: 'shown'; code: string }>({ status: 'idle' });
  const show = async () => {
    if (!session) return;
    setCode({ status: 'loading' });
    try {
      setCode({ status: 'shown', code: await api.rewardCode(appId, session, reward.id) });
    } catch {
      setCode({ status: 'failed' });
    }
  };
  return (
    <article className={classes.card} aria-labelledby={`reward-${reward.id}`}>
      <h3 id={`reward-${reward.id}`}>{reward.name}</h3>
      <p className={classes.muted}>
        {t('loyalty.value', { value: formatMoney(reward.value, locale) })} ·{' '}
        {t('loyalty.expires', { date: formatDate(Date.parse(reward.expirationDate), locale, { timeZone: 'UTC', dateStyle: 'medium' }) })}
      </p>
      {code.status === 'shown' ? (
        <p>
          {t('loyalty.codeLabel')} <strong className={classes.code}>{code.code}</strong>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void show()} loading={code.status === 'loading'} loadingLabel={t('common.loading')}>
          {t('loyalty.showCode', { name: reward.name })}
        </Button>
      )}
      {code.status === 'failed' ? <p role="alert">{t('loyalty.codeError')}</p> : null}
    </article>
  );
}

/**
 * `loyalty` (login needed): the guest-app user's balance, the rewards they own with their codes, and the store's
 * rewards to buy with points (3 §7: buy sends no body; a non-OK answer shows an error). A logged-in account that is
 * not a guest-app user yet sees the sign-up card.
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { appId, configuration } = useGuestApp();
  const session = useAccountSession();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { user } = useLoaderData<{ user: Found<GuestAppUser> }>();
  const [buying, setBuying] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ kind: 'bought' | 'failed'; name: string } | undefined>();
  if (!user.found) {
    return (
      <main className={classes.page}>
        <PageHeading>{t('loyalty.title', { name: configuration.name })}</PageHeading>
        <LoyaltyPromoCard appId={appId} originPath={`${location.pathname}${location.search}`} to="signup" />
      </main>
    );
  }
  const buy = async (reward: GuestAppUser['storeRewards'][number]) => {
    if (!session) return;
    setBuying(reward.id);
    setOutcome(undefined);
    try {
      await api.buyReward(appId, session, reward.id);
      setOutcome({ kind: 'bought', name: reward.name });
      await revalidator.revalidate();
    } catch {
      setOutcome({ kind: 'failed', name: reward.name });
    } finally {
      setBuying(undefined);
    }
  };
  const me = user.data;
  return (
    <main className={classes.page}>
      <PageHeading>{t('loyalty.title', { name: configuration.name })}</PageHeading>
      <p className={classes.amount}>{t('home.balance', { count: me.currentBalance })}</p>
      <div role="status">{outcome?.kind === 'bought' ? t('loyalty.bought', { name: outcome.name }) : null}</div>
      <div role="alert">{outcome?.kind === 'failed' ? t('loyalty.buyError', { name: outcome.name }) : null}</div>
      <section aria-labelledby="owned-title" className={classes.list}>
        <h2 id="owned-title">{t('loyalty.owned')}</h2>
        {me.rewards.length === 0 ? <p>{t('loyalty.noneOwned')}</p> : null}
        {me.rewards.map((reward) => (
          <OwnedReward key={reward.id} reward={reward} />
        ))}
      </section>
      <section aria-labelledby="store-title" className={classes.list}>
        <h2 id="store-title">{t('loyalty.store')}</h2>
        {me.storeRewards.map((reward) => (
          <article key={reward.id} className={classes.card} aria-labelledby={`store-${reward.id}`}>
            <h3 id={`store-${reward.id}`}>{reward.name}</h3>
            <p className={classes.muted}>{t('loyalty.cost', { count: reward.cost })}</p>
            <Button onClick={() => void buy(reward)} loading={buying === reward.id} loadingLabel={t('common.loading')} disabled={buying !== undefined}>
              {t('loyalty.buy', { name: reward.name })}
            </Button>
          </article>
        ))}
      </section>
    </main>
  );
}
