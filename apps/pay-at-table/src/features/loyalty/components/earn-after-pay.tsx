import { Banner } from '@tableside/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { AfterPaymentProps } from '../../../lib/payment-page-parts.js';
import { loyaltyStore, splitKey } from '../api/loyalty-store.js';
import { useLoyaltyStrings } from '../api/use-loyalty-strings.js';
import { useInvalidateLoyalty, useLoyaltyClient, useLoyaltyConfig, useLoyaltyIdentity } from '../api/use-loyalty.js';

/**
 * "earn points after paying" (3 §1, §7 earn-after-pay): once the split is paid, a diner identified with the
 * business's programme by phone earns its points. The call is made once per split on this device (the answer is
 * kept), and the server credits a split once however often it is called; the success page says how many points.
 */
export default function EarnAfterPay({ businessId, billId, splitId }: AfterPaymentProps) {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const client = useLoyaltyClient();
  const invalidate = useInvalidateLoyalty();
  const config = useLoyaltyConfig(businessId);
  const provider = config.data?.provider;
  const identity = useLoyaltyIdentity(provider, businessId);
  const key = splitKey(billId, splitId);
  const earned = useStore(loyaltyStore(), (state) => state.earned[key]);
  const identification = useStore(loyaltyStore(), (state) => state.identification[businessId]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || earned || !identity || !identification) return;
    started.current = true;
    void (async () => {
      const answer = await client.earnAfterPay({
        businessId,
        userId: identity.primaryUserId,
        billId,
        splitId,
        guestIdentificationParameters: identification,
      });
      if (!answer.ok) return;
      const balance = typeof answer.value['balance'] === 'number' ? answer.value['balance'] : undefined;
      loyaltyStore()
        .getState()
        .setEarned(key, { points: answer.value.points, undisclosed: answer.value.undisclosed, ...(balance === undefined ? {} : { balance }) });
      await invalidate(businessId);
    })();
  }, [earned, identity, identification, client, businessId, billId, splitId, key, invalidate]);

  if (!earned) return null;
  return (
    <Banner tone="success">
      {earned.undisclosed
        ? t('app.loyalty.earned.undisclosed')
        : earned.balance === undefined
          ? t('app.loyalty.earned.points', { points: earned.points })
          : t('app.loyalty.earned.pointsWithBalance', { points: earned.points, balance: earned.balance })}
    </Banner>
  );
}
