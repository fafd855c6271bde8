import { tableDeviceSchema } from '@tableside/billing-domain';
import type { PaymentMethodInput } from '@tableside/payments';
import { liveBasket, preAuthorizationPaymentNext, shouldShowHoldAmount } from '@tableside/ordering';
import { Dialog, ErrorState, Spinner, Button } from '@tableside/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useTableParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useVenueMenus } from '../../../lib/data/use-venue-menus.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { holdAmountFor } from '../api/hold-amount.js';
import { holdStep } from '../api/hold-step.js';
import { recordHold } from '../api/record-hold.js';
import { CardHoldForm } from '../../../lib/card-form/card-hold-form.js';
import { PreAuthorizationSuccess } from './pre-authorization-success.js';
import classes from './preauth.module.css';

/** Route state of the authorisation page: back from 3-D Secure with a recoverable failure (3-menus §4). */
export const authorizationRouteStateSchema = z.object({ recoverable: z.literal(true) });

type Stage = { readonly kind: 'form' } | { readonly kind: 'holding' } | { readonly kind: 'failed' } | { readonly kind: 'success' };

/**
 * `/venues/{venueId}/tables/{deviceId}/authorization` (3-menus §2 Pre-authorisation page): the hold text and its two
 * info rows, the card held with manual capture, 3-D Secure on the table's payment-auth route, the success screen
 * for 3 s, then the basket is confirmed.
 */
export function PreAuthorizationPage() {
  const { t } = useTranslation();
  const { venueId, deviceId } = useTableParams();
  const { api, payments, clock, newId } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const formatMoney = useFormatMoney();
  const store = useOrderingStoreApi();
  const menus = useVenueMenus(venueId);
  const device = useLiveDocument(`table_devices/${deviceId}`, tableDeviceSchema);
  const basket = useOrdering((state) => liveBasket(state.baskets, venueId, clock.now()));
  const [stage, setStage] = useState<Stage>(() => (authorizationRouteStateSchema.safeParse(location.state).success ? { kind: 'failed' } : { kind: 'form' }));
  const confirmBasket = useCallback(
    () => void navigate(orderingPaths.basket(venueId, deviceId), { replace: true, state: { confirmBasket: true } }),
    [navigate, venueId, deviceId],
  );

  if (menus.status === 'pending' || device.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error' || device.status !== 'success') return <ErrorState title={t('app.menu.loadFailed')} />;
  const tableDevice = device.data;
  const amount = holdAmountFor(tableDevice, basket, menus.data.business.currency);
  if (!amount.ok) return <Navigate to={orderingPaths.basket(venueId, deviceId)} replace />;
  const hold = amount.value;

  async function authorize(paymentMethod: PaymentMethodInput) {
    setStage({ kind: 'holding' });
    const paymentId = newId();
    const outcome = await payments.confirm({
      amount: hold,
      billId: tableDevice.tableId,
      splitId: paymentId,
      paymentId,
      captureMethod: 'manual',
      paymentMethod,
      returnUrl: `${window.location.origin}${orderingPaths.authorizationPaymentAuth(venueId, deviceId)}`,
      venueId,
    });
    const next = preAuthorizationPaymentNext(holdStep(outcome));
    switch (next.kind) {
      case 'successThenConfirmBasket': {
        const recorded =
          outcome.kind === 'succeeded' &&
          (await recordHold({ api, store, tableId: tableDevice.tableId, intentId: outcome.intentId, amount: hold, now: clock.now() }));
        setStage(recorded ? { kind: 'success' } : { kind: 'failed' });
        return;
      }
      case 'threeDSecure':
        if (outcome.kind === 'action-required') window.location.assign(outcome.redirectUrl);
        return;
      case 'recoverableFailureDialog':
      case 'authorizationPage':
      case 'stay':
        setStage({ kind: 'failed' });
        return;
      default: {
        const unreachable: never = next;
        throw new Error(`Unknown pre-authorisation step ${JSON.stringify(unreachable)}`);
      }
    }
  }

  if (stage.kind === 'success') return <PreAuthorizationSuccess onDone={confirmBasket} />;
  return (
    <section className={classes.page} aria-labelledby="preauth-title">
      <h1 id="preauth-title">{t('app.preauth.title')}</h1>
      {shouldShowHoldAmount(hold) ? <p>{t('app.preauth.holdText', { amount: formatMoney(hold) })}</p> : null}
      <ul className={classes.info}>
        <li className={classes.infoRow}>{t('app.preauth.info.requirement')}</li>
        <li className={classes.infoRow}>{t('app.preauth.info.settle')}</li>
      </ul>
      <CardHoldForm
        submitLabel={t('app.preauth.submit')}
        loading={stage.kind === 'holding'}
        amount={hold}
        onSubmit={(paymentMethod) => void authorize(paymentMethod)}
        onUnavailable={() => setStage({ kind: 'failed' })}
      />
      <Dialog
        open={stage.kind === 'failed'}
        title={t('app.preauth.failed.title')}
        closeLabel={t('app.preauth.failed.retry')}
        onClose={() => setStage({ kind: 'form' })}
      >
        <p>{t('app.preauth.failed.message')}</p>
        <Button fullWidth onClick={() => setStage({ kind: 'form' })}>
          {t('app.preauth.failed.retry')}
        </Button>
      </Dialog>
    </section>
  );
}
