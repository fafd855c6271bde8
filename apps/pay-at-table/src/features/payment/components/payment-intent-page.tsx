import { add, arePaymentsEnabled, isBillUpToDate, isLeftToPayNonNegative, negate, zero } from '@tableside/billing-domain';
import { paymentDestination } from '@tableside/payments';
import { Banner, Button, ErrorState, Spinner } from '@tableside/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useSplitParams } from '../../../app/route-params.js';
import { useServices } from '../../../app/services-context.js';
import { useDeviceStore } from '../../identity/use-device-store.js';
import { useFormatMoney } from '../../i18n/use-format-money.js';
import { useBillContext } from '../../bill/hooks/use-bill-context.js';
import { useNow } from '../../bill/hooks/use-now.js';
import { useGuardedSplit } from '../../split/components/split-guard.js';
import { parseCardForm, type CardFormField } from '../api/parse-card-form.js';
import { paySplit } from '../api/pay-split.js';
import { readPaymentRouteState, type PaymentAuthRouteState, type PaymentRouteState } from '../api/payment-route-state.js';
import classes from './payment-page.module.css';

type Stage = { readonly kind: 'editing'; readonly invalid: readonly CardFormField[] } | { readonly kind: 'paying' };

/**
 * The payment intent page (2-paying §2): 'confirm payment' for FR venues, 'payment method' for others; a card form
 * (number, expiry, CVC) through the payments package's provider. The outcome decides the next page (2-paying §4).
 */
export function PaymentIntentPage() {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const services = useServices();
  const split = useGuardedSplit();
  const context = useBillContext(venueId, billId);
  const now = useNow();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const location = useLocation();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const routeState = readPaymentRouteState(location.state);
  const [recoverable, setRecoverable] = useState(routeState.recoverable === true);
  const [stage, setStage] = useState<Stage>({ kind: 'editing', invalid: [] });
  const ids = { number: useId(), expiry: useId(), cvc: useId(), error: useId() };

  if (context.status === 'pending') return <Spinner label={t('table.fetching')} />;
  if (context.status === 'missing') return <Navigate to={paths.bill(venueId, billId)} replace />;
  const { bill, venue, settings } = context;
  // "The payment page leaves for the bill page when the bill is stale or payments are disabled" (2-paying §4);
  // `now` ticks every second, which is the page's timer.
  if (stage.kind !== 'paying' && (!isBillUpToDate(bill, now) || !arePaymentsEnabled(settings, venue))) return <Navigate to={paths.bill(venueId, billId)} replace />;
  if (!isLeftToPayNonNegative(bill)) {
    return <ErrorState title={t('ticket.exceedingAmountError')} message={t('ticket.exceedingAmount', { amount: format(negate(bill.leftToPay)) })} />;
  }
  const isFrench = venue.countryCode === 'FR';
  const tip = routeState.tip ?? zero(split.billSplitAmount.currency);
  const total = add(split.billSplitAmount, tip);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const card = parseCardForm({ number: String(data.get('cardNumber') ?? ''), expiry: String(data.get('expiry') ?? ''), cvc: String(data.get('cvc') ?? '') });
    if (!card.ok) {
      setStage({ kind: 'editing', invalid: card.error.fields });
      return;
    }
    if (!guestId) throw new Error('A split page was reached without a guest identity');
    setStage({ kind: 'paying' });
    const returnUrl = new URL(paths.paymentAuth(venueId, billId, splitId), window.location.origin).toString();
    const outcome = await paySplit({ api: services.api, provider: services.payments, newPaymentId: services.newId, venueId, billId, splitId, guestId, tip: routeState.tip, card: card.value, returnUrl });
    const destination = paymentDestination(outcome);
    switch (destination) {
      case 'success-page':
        navigate(paths.success(venueId, billId, splitId), { replace: true });
        return;
      case 'payment-auth-page': {
        if (outcome.kind !== 'action-required') throw new Error(`A ${outcome.kind} outcome cannot need 3-D Secure`);
        const state: PaymentAuthRouteState = { actionRequiredPayment: { intentId: outcome.intentId, redirectUrl: outcome.redirectUrl } };
        navigate(paths.paymentAuth(venueId, billId, splitId), { state });
        return;
      }
      case 'payment-error-page':
        navigate(paths.error(venueId, billId, splitId), { replace: true });
        return;
      case 'recoverable-failure': {
        const state: PaymentRouteState = { ...routeState, recoverable: true };
        navigate(location.pathname, { replace: true, state });
        setRecoverable(true);
        setStage({ kind: 'editing', invalid: [] });
        return;
      }
      default: {
        const unreachable: never = destination;
        throw new Error(`Unhandled payment destination ${String(unreachable)}`);
      }
    }
  }

  const invalid = stage.kind === 'editing' ? stage.invalid : [];
  const field = (name: CardFormField) => ({ 'aria-invalid': invalid.includes(name), 'aria-describedby': invalid.includes(name) ? ids.error : undefined });
  return (
    <>
      <h1>{isFrench ? t('app.payment.title.confirm') : t('app.payment.title.method')}</h1>
      <p className={classes.summary}>{t('app.payment.amount', { amount: format(total) })}</p>
      {tip.amount > 0 ? <p className={classes.muted}>{t('app.payment.includingTip', { amount: format(tip) })}</p> : null}
      {recoverable ? (
        <Banner tone="error">
          <strong>{t('paymentError.title')}</strong> {t('paymentError.message')}
        </Banner>
      ) : null}
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={classes.field}>
          <label htmlFor={ids.number}>{t('app.payment.cardNumber')}</label>
          <input id={ids.number} name="cardNumber" className={classes.input} inputMode="numeric" autoComplete="cc-number" autoFocus={!isFrench} {...field('number')} />
        </div>
        <div className={classes.row}>
          <div className={classes.field}>
            <label htmlFor={ids.expiry}>{t('app.payment.expiry')}</label>
            <input id={ids.expiry} name="expiry" className={classes.input} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
          </div>
          <div className={classes.field}>
            <label htmlFor={ids.cvc}>{t('app.payment.cvc')}</label>
            <input id={ids.cvc} name="cvc" className={classes.input} inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />
          </div>
        </div>
        {invalid.length > 0 ? (
          <p id={ids.error} role="alert" className={classes.fieldError}>
            {t('app.payment.invalidCard')}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={stage.kind === 'paying'} loadingLabel={t('app.payment.paying')}>
          {t('app.payment.pay', { amount: format(total) })}
        </Button>
      </form>
    </>
  );
}
