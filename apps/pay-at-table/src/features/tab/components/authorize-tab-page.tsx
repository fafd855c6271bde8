import { venueSchema, type Money } from '@tableside/billing-domain';
import { shouldShowHoldAmount, tabHoldAmount } from '@tableside/ordering';
import { ErrorState, Spinner } from '@tableside/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVenueParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import type { PaymentMethodInput } from '@tableside/payments';
import { CardHoldForm } from '../../../lib/card-form/card-hold-form.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import type { NewTabRouteState, RegisterTabRouteState } from '../api/tab-route-state.js';
import { TabOverlay, type TabOverlayState } from './tab-overlay.js';
import classes from './tab.module.css';

/**
 * `/venues/{venueId}/tab/authorize` (3-menus §2 Tabs, step 1 of 2): the tab is created, then the card is held for
 * the tab's hold (20 × 100000 at scale 5, shown when above 0) with manual capture; 3-D Secure on the tab's
 * payment-auth route; then step 2.
 */
export function AuthorizeTabPage() {
  const { t } = useTranslation();
  const { venueId } = useVenueParams();
  const { api, payments, clock } = useServices();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const store = useOrderingStoreApi();
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const [overlay, setOverlay] = useState<TabOverlayState | undefined>(undefined);
  const retry = () => setOverlay(undefined);
  const authorize = useMutation({
    mutationFn: async ({
      paymentMethod,
      businessId,
      hold,
    }: {
      readonly paymentMethod: PaymentMethodInput;
      readonly businessId: string;
      readonly hold: Money;
    }) => {
      const created = await api.ordering.createTab(businessId);
      if (!created.ok) return { kind: 'not-created' } as const;
      const { tabId, paymentId } = created.value;
      store.getState().setTab({ tabId, paymentId, venueId, createdAt: clock.now() });
      const outcome = await payments.confirm({
        amount: created.value.holdAmount ?? hold,
        billId: tabId,
        splitId: tabId,
        paymentId,
        captureMethod: 'manual',
        paymentMethod,
        returnUrl: `${window.location.origin}${orderingPaths.tabPaymentAuth(venueId, tabId)}`,
        venueId,
      });
      return { kind: 'confirmed', tabId, paymentId, outcome } as const;
    },
    onMutate: () => setOverlay({ kind: 'authorizing' }),
    onSuccess: (result) => {
      if (result.kind === 'not-created') {
        const state: NewTabRouteState = { engagementFailure: true };
        void navigate(orderingPaths.newTab(venueId), { replace: true, state });
        return;
      }
      const { tabId, paymentId, outcome } = result;
      switch (outcome.kind) {
        case 'succeeded': {
          const state: RegisterTabRouteState = { paymentId };
          void navigate(orderingPaths.registerTab(venueId, tabId), { state });
          return;
        }
        case 'action-required':
          window.location.assign(outcome.redirectUrl);
          return;
        case 'failed':
        case 'engagement-failure':
        case 'initiation-failure':
        case 'processing-failure':
          setOverlay({ kind: 'failed', onRetry: retry });
          return;
        default: {
          const unreachable: never = outcome;
          throw new Error(`Unknown payment outcome ${JSON.stringify(unreachable)}`);
        }
      }
    },
    onError: () => setOverlay({ kind: 'failed', onRetry: retry }),
  });
  if (venue.status === 'pending') return <Spinner label={t('app.tab.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.tab.noVenue')} />;
  const { businessId, currency } = venue.data;
  const hold = tabHoldAmount(venueId, currency);

  return (
    <section className={classes.page} aria-labelledby="authorize-tab-title">
      <p>{t('app.tab.step', { step: 1, steps: 2 })}</p>
      <h1 id="authorize-tab-title">{t('app.tab.authorizeTitle')}</h1>
      {shouldShowHoldAmount(hold) ? <p>{t('app.tab.holdText', { amount: formatMoney(hold) })}</p> : null}
      <CardHoldForm
        submitLabel={t('app.tab.authorize')}
        loading={authorize.isPending || overlay?.kind === 'authorizing'}
        amount={hold}
        onSubmit={(paymentMethod) => authorize.mutate({ paymentMethod, businessId, hold })}
        onUnavailable={() => setOverlay({ kind: 'failed', onRetry: retry })}
      />
      {overlay ? <TabOverlay state={overlay} /> : null}
    </section>
  );
}
