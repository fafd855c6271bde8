import { decideCheckoutMode, type RemainingAmountSplitState, type Venue } from '@tableside/billing-domain';
import { formatPercent } from '@tableside/i18n';
import { Button, Toast } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useLocale } from '../../../lib/i18n/use-locale.js';
import type { PaymentRouteState } from '../../../lib/route-state/payment-route-state.js';
import { checkoutModeInput, expressTipRate, issueAndReadBackRemainingSplit } from '../api/express-checkout.js';
import classes from './express-checkout.module.css';

/**
 * Express checkout on the bill page (1-core §4 "Checkout mode", 2-paying §4): one tap issues a remaining-amount
 * split, reads it back and goes to payment with the fastCheckout tip. Nothing shows in SPLIT mode; any failure
 * falls back to SPLIT with the split-error toast.
 */
export function ExpressCheckout({
  bill,
  venue,
  venueId,
  billId,
  paymentAllowed,
}: {
  bill: BillDocument;
  venue: Venue;
  venueId: string;
  billId: string;
  paymentAllowed: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const services = useServices();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const [split, setSplit] = useState<RemainingAmountSplitState | undefined>(undefined);
  const mode = decideCheckoutMode(checkoutModeInput(bill, venue, paymentAllowed, split));
  // The tip's base (pre- or post-tax) is known once the split is read back: the bill page names the rate.
  const rate = expressTipRate(venue);

  async function payNow() {
    setSplit({ status: 'loading' });
    // The tip's rules (tips-engine) load beside the split's call, not with the bill's first render.
    const tipRules = import('../api/express-tip.js').then(
      (module) => module.expressTip,
      () => undefined,
    );
    const result = await issueAndReadBackRemainingSplit(services, billId);
    const expressTip = await tipRules;
    if (!result.ok || !expressTip) {
      setSplit({ status: 'failed' });
      return;
    }
    setSplit({ status: 'readBack' });
    const state: PaymentRouteState = { tip: expressTip(result.value.split, venue) };
    navigate(paths.newPaymentIntent(venueId, billId, result.value.splitId), { state });
  }

  if (mode === 'SPLIT') {
    return split?.status === 'failed' ? (
      <Toast tone="error" onDismiss={() => setSplit(undefined)} dismissLabel={t('app.dismiss')}>
        {t('app.express.failed')}
      </Toast>
    ) : null;
  }
  return (
    <section className={classes.express} aria-labelledby="express-checkout-title">
      <h2 id="express-checkout-title" className={classes.title}>
        {t('app.express.title')}
      </h2>
      <p className={classes.muted}>{t('app.express.tipRateIncluded', { amount: format(bill.leftToPay), percent: formatPercent(rate, locale) })}</p>
      <Button fullWidth loading={split?.status === 'loading'} loadingLabel={t('app.express.preparing')} onClick={() => void payNow()}>
        {t('app.express.payNow')}
      </Button>
    </section>
  );
}
