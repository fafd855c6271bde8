import { paytronixRewardTransition, type EligibleDiscount, type LoyaltyReward, type PaytronixRewardState } from '@tableside/loyalty-providers';
import { Banner, Button, Toast } from '@tableside/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyPanelProps } from '../../../lib/payment-page-parts.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLoyaltyStrings } from '../api/use-loyalty-strings.js';
import {
  loyaltyKeys,
  useInvalidateLoyalty,
  useLoyaltyClient,
  useLoyaltyConfig,
  useLoyaltyIdentity,
  useLoyaltyRewards,
  useLoyaltyUser,
} from '../api/use-loyalty.js';
import classes from './loyalty.module.css';
import { useIdentification } from './use-identification.js';

type Failure = 'default' | 'paytronix' | undefined;

/**
 * Loyalty on the payment page (issue 13; 2-paying §2 "Loyalty banner (identified/unidentified)"; 3 §4): the login
 * banner for a diner not yet identified, else the balance and the rewards, one of which can be applied on the split
 * or removed again (rewards costing more than the balance are locked). The applied reward's amount goes up to the
 * page, which takes it off the charge and shows it in the breakdown. A Paytronix-style reward asks for confirmation
 * first (not started, awaiting confirmation, confirmed); an unauthenticated diner sees the login first.
 */
export default function LoyaltyPanel({ businessId, billId, splitId, onRewardChange }: LoyaltyPanelProps) {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const format = useFormatMoney();
  const client = useLoyaltyClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLoyalty();
  const config = useLoyaltyConfig(businessId);
  const provider = config.data?.provider;
  const identity = useLoyaltyIdentity(provider, businessId);
  const user = useLoyaltyUser(provider, businessId, identity);
  const rewards = useLoyaltyRewards(businessId, identity);
  const identification = useIdentification(businessId, config.data);
  const userId = identity?.primaryUserId ?? '';
  const burn = config.data?.burnEnabled === true;
  const discountKey = loyaltyKeys.discount(businessId, userId, billId, splitId);
  const discount = useQuery({
    queryKey: discountKey,
    enabled: identity !== undefined && burn,
    queryFn: async (): Promise<EligibleDiscount | null> => {
      const answer = await client.computeEligibleDiscount({ businessId, userId, billId, splitId });
      return answer.ok ? answer.value : null;
    },
  });
  const [busy, setBusy] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure>();
  const [paytronix, setPaytronix] = useState<Record<string, PaytronixRewardState>>({});

  const applied = discount.data?.isApplied === true ? discount.data : undefined;
  const appliedAmount = applied?.amount;
  // Not known yet: the programme, the applied reward of an identified diner, or an apply/unapply under way.
  const rewardPending = config.isPending || (identity !== undefined && burn && discount.isPending) || busy !== undefined;
  useEffect(() => {
    onRewardChange(appliedAmount, rewardPending);
  }, [appliedAmount?.amount, appliedAmount?.currency, rewardPending, onRewardChange]); // eslint-disable-line react-hooks/exhaustive-deps -- the amount's value, not its object

  if (!config.data || !provider) return null;
  const balance = user.data?.balance ?? identity?.balance;
  const program = config.data.programTheme?.program ?? config.data.loyaltyReference;
  const isPaytronix = provider === 'PAYTRONIX';

  async function change(reward: LoyaltyReward, action: 'apply' | 'unapply'): Promise<boolean> {
    setBusy(reward.id);
    setFailure(undefined);
    const target = { businessId, userId, billId, splitId, discountId: reward.id };
    const result = action === 'apply' ? await client.applyDiscount(target) : await client.unapplyDiscount(target);
    setBusy(undefined);
    // "A compute, apply or unapply failure clears the selected reward" (2-paying §7), with the default error toast.
    if (!result.changed || !result.eligibleDiscount.ok) {
      setFailure(isPaytronix && action === 'apply' ? 'paytronix' : 'default');
      await queryClient.invalidateQueries({ queryKey: discountKey });
      return false;
    }
    queryClient.setQueryData(discountKey, result.eligibleDiscount.value);
    await invalidate(businessId);
    return true;
  }

  function paytronixState(reward: LoyaltyReward): PaytronixRewardState {
    if (applied?.rewardId === reward.id) return 'CONFIRMED';
    const state = paytronix[reward.id] ?? 'NOT_STARTED';
    return state === 'CONFIRMED' ? 'NOT_STARTED' : state;
  }
  function paytronixEvent(reward: LoyaltyReward, event: Parameters<typeof paytronixRewardTransition>[1]) {
    const next = paytronixRewardTransition(paytronixState(reward), event);
    if (next.showLoginModal) identification.open();
    setPaytronix((states) => ({ ...states, [reward.id]: next.state }));
    return next;
  }

  return (
    <section className={classes.panel} aria-labelledby="loyalty-panel-title">
      <h2 id="loyalty-panel-title" className={classes.subtitle}>
        {t('app.loyalty.title', { program })}
      </h2>
      {identity ? (
        <p className={classes.balance}>{t('app.loyalty.balance', { points: balance ?? 0 })}</p>
      ) : (
        <>
          <p className={classes.muted}>{t('app.loyalty.banner.text')}</p>
          <Button fullWidth variant="secondary" loading={identification.identifying} loadingLabel={t('app.loyalty.identifying')} onClick={identification.open}>
            {t('app.loyalty.banner.login')}
          </Button>
        </>
      )}
      {identity && burn && rewards.data && rewards.data.length > 0 ? (
        <ul className={classes.rewards} aria-label={t('app.loyalty.rewards')}>
          {rewards.data.map((reward) => {
            const isApplied = applied?.rewardId === reward.id;
            const locked = !isApplied && balance !== undefined && reward.points > balance;
            const state = isPaytronix ? paytronixState(reward) : undefined;
            return (
              <li key={reward.id} className={classes.reward}>
                <span className={classes.rewardText}>
                  <span>{reward.name}</span>
                  <span className={classes.muted}>
                    {isApplied && applied.amount
                      ? t('app.loyalty.reward.appliedAmount', { amount: format(applied.amount) })
                      : t('app.loyalty.reward.points', { points: reward.points })}
                  </span>
                </span>
                {isApplied ? (
                  <Button
                    variant="secondary"
                    loading={busy === reward.id}
                    loadingLabel={t('app.loyalty.reward.working')}
                    onClick={() => void change(reward, 'unapply')}
                  >
                    {t('app.loyalty.reward.remove', { reward: reward.name })}
                  </Button>
                ) : state === 'AWAITING_CONFIRMATION' ? (
                  <span>
                    <Button
                      loading={busy === reward.id}
                      loadingLabel={t('app.loyalty.reward.working')}
                      onClick={() => void change(reward, 'apply').then((ok) => paytronixEvent(reward, ok ? { type: 'confirmed' } : { type: 'cancelled' }))}
                    >
                      {t('app.loyalty.reward.confirm', { reward: reward.name })}
                    </Button>
                    <Button variant="secondary" onClick={() => paytronixEvent(reward, { type: 'cancelled' })}>
                      {t('app.loyalty.reward.cancel')}
                    </Button>
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={locked || applied !== undefined || busy !== undefined}
                    loading={busy === reward.id}
                    loadingLabel={t('app.loyalty.reward.working')}
                    onClick={() => (isPaytronix ? paytronixEvent(reward, { type: 'redeemPressed', authenticated: true }) : void change(reward, 'apply'))}
                  >
                    {locked ? t('app.loyalty.reward.locked', { reward: reward.name }) : t('app.loyalty.reward.use', { reward: reward.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {failure === 'paytronix' ? (
        <Banner tone="warning" onDismiss={() => setFailure(undefined)} dismissLabel={t('app.dismiss')}>
          <strong>{t('paytronix.reward_not_applied.title')}</strong> {t('paytronix.reward_not_applied.subtitle')}
        </Banner>
      ) : null}
      {failure === 'default' ? (
        <Toast tone="error" onDismiss={() => setFailure(undefined)} dismissLabel={t('app.dismiss')}>
          {t('error.defaultTitle')}
        </Toast>
      ) : null}
      {identification.dialogs}
    </section>
  );
}
