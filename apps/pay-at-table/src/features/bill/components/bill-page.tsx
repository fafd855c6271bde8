import {
  arePaymentsEnabled,
  hasSubBills,
  isBillPaid,
  isBillUpToDate,
  isPaymentAllowedOnBillPage,
  isPosSeeminglyDisconnected,
  type Venue,
} from '@tableside/billing-domain';
import { anomalyPath } from '@tableside/split-anomalies';
import { Banner, Button, ErrorState, Spinner, Toast, VenueHeader } from '@tableside/ui';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAY_FULL_BILL_OR_SPLIT_HASH, paths } from '../../../lib/paths.js';
import { useBillParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { issueLeftToPaySplit } from '../../../lib/operations/issue-left-to-pay-split.js';
import { loadSplitIssueChecks } from '../../../lib/operations/split-issue-checks-loader.js';
import { lazyWithQueryClient } from '../../../lib/query/lazy-with-query-client.js';
import { myPendingPayments } from '../api/my-pending-payments.js';
import { useBillContext } from '../../../lib/data/use-bill-context.js';
import { useClockValue } from '../../../lib/use-now.js';
import { AlreadyPaidSection } from './already-paid-section.js';
import { BillAmount } from './bill-amount.js';
import classes from './bill-page.module.css';
import { BillProducts } from './bill-products.js';
import { PayOrSplitDialog } from './pay-or-split-dialog.js';
import { ServiceChargeNotice } from './service-charge-notice.js';
import { loadSubBills } from './sub-bills-loader.js';

/** What the bill page gives the express checkout, which the app layer plugs in (app/bill-route.tsx). */
export interface ExpressCheckoutProps {
  readonly bill: BillDocument;
  readonly venue: Venue;
  readonly venueId: string;
  readonly billId: string;
  readonly paymentAllowed: boolean;
}

const SubBills = lazyWithQueryClient(async () => (await loadSubBills()).SubBills);
/** The page's point-of-sale refreshes: queries of the app's query client, started once the bill has rendered. */
const BillRefresh = lazyWithQueryClient(async () => (await import('./bill-refresh.js')).BillRefresh);

/** Which freshness message the bill page shows at `now` (1-core §2, §4). */
function billFreshness(bill: BillDocument, now: number): 'posDisconnected' | 'notRefreshed' | 'fresh' {
  if (isPosSeeminglyDisconnected(bill, now)) return 'posDisconnected';
  return isBillUpToDate(bill, now) ? 'fresh' : 'notRefreshed';
}

/**
 * "The count and total of the user's unpaid ongoing payments" (2-paying §4). It reads the guest identity itself, so the
 * identity's arrival, which can come just after the page has rendered, re-renders this banner, not the whole page.
 */
function PendingPaymentsBanner({ bill }: { readonly bill: BillDocument }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const pending = myPendingPayments(bill, guestId);
  return pending.count > 0 ? <Banner tone="info">{t('payment.pending.banner', { count: pending.count, total: format(pending.total) })}</Banner> : null;
}

/**
 * The bill page (1-core §2 "Bill page"): live bill, freshness messages, already-paid section, pay-or-split footer.
 * The express checkout is another feature's: the app layer passes it in.
 */
export function BillPage({ ExpressCheckout }: { readonly ExpressCheckout: ComponentType<ExpressCheckoutProps> }) {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const context = useBillContext(venueId, billId);
  const live = context.status === 'success' ? context : undefined;
  const paymentsEnabled = live !== undefined && arePaymentsEnabled(live.settings, live.venue);
  // The page's time rules, checked every second; the page re-renders only when an answer changes.
  const canPay = useClockValue((now) => live !== undefined && isPaymentAllowedOnBillPage({ bill: live.bill, paymentsEnabled, now }));
  const freshness = useClockValue((now) => (live === undefined ? 'fresh' : billFreshness(live.bill, now)));
  const [paying, setPaying] = useState(false);
  const [splitError, setSplitError] = useState(false);
  // Once the bill's documents have answered (their chunk would share the network with them before), then first in
  // every state below, so the refreshes keep running (and their component mounted) while the page changes.
  const refresh =
    context.status === 'pending' ? null : (
      <Suspense fallback={null}>
        <BillRefresh billId={billId} tableId={context.status === 'success' ? context.bill.order.tableId : undefined} />
      </Suspense>
    );

  if (context.status === 'missing') {
    return (
      <>
        {refresh}
        <ErrorState title={t('error.defaultTitle')} />
      </>
    );
  }
  if (context.status === 'pending') {
    return (
      <>
        {refresh}
        <Spinner label={t('table.fetching')} showLabel />
      </>
    );
  }

  const { bill, venue, tableDevice } = context;
  const dialogOpen = location.hash === PAY_FULL_BILL_OR_SPLIT_HASH && canPay;
  const closeDialog = () => navigate({ hash: '' }, { replace: true });

  async function payLeftToPay() {
    setPaying(true);
    const result = await issueLeftToPaySplit(services, billId);
    setPaying(false);
    if (!result.ok) {
      // Another diner took the bill first: the anomaly recovery says so and what is left (2-paying §4).
      const checks = await loadSplitIssueChecks().catch(() => undefined);
      const anomaly =
        checks && context.status === 'success'
          ? checks.issueRefusalAnomaly({
              bill: context.bill,
              split: checks.leftToPayDraft(context.bill, services.device.getState().identity?.guestId),
              error: result.error,
            })
          : undefined;
      if (anomaly) {
        navigate(anomalyPath({ venueId, billId }), { state: { anomaly } });
        return;
      }
      setSplitError(true);
      closeDialog();
      return;
    }
    navigate(paths.tips(venueId, billId, result.value.splitId));
  }

  return (
    <>
      {refresh}
      <div className={classes.page}>
        {splitError ? (
          <Toast tone="error" onDismiss={() => setSplitError(false)} dismissLabel={t('app.dismiss')}>
            {t('split.issueSplit.failed')}
          </Toast>
        ) : null}
        <VenueHeader name={venue.name} logoUrl={venue.imageUrl} />
        <h1 className={classes.title}>{bill.tabId !== undefined ? t('app.bill.tab') : (tableDevice?.name ?? venue.name)}</h1>
        <BillAmount bill={bill} />
        {freshness === 'posDisconnected' ? (
          <Banner tone="warning">{t('bill.posDisconnected')}</Banner>
        ) : freshness === 'notRefreshed' ? (
          <Banner tone="info">{t('app.bill.notRefreshed')}</Banner>
        ) : null}
        <PendingPaymentsBanner bill={bill} />
        <ServiceChargeNotice bill={bill} countryCode={venue.countryCode} />
        <BillProducts order={bill.order} countryCode={venue.countryCode} />
        {hasSubBills(bill.order) ? (
          <Suspense fallback={null}>
            <SubBills bill={bill} venueId={venueId} canPay={canPay} />
          </Suspense>
        ) : null}
        <AlreadyPaidSection bill={bill} venueId={venueId} />
        <ExpressCheckout bill={bill} venue={venue} venueId={venueId} billId={billId} paymentAllowed={canPay} />
        <div className={classes.footer}>
          <div className={classes.footerInner}>
            {isBillPaid(bill) ? (
              <>
                <p className={classes.muted}>{t('app.bill.paid')}</p>
                <Link className={classes.link} to={paths.billDetails(venueId, billId)}>
                  {t('app.bill.details')}
                </Link>
              </>
            ) : (
              <Button fullWidth disabled={!canPay} onClick={() => navigate({ hash: PAY_FULL_BILL_OR_SPLIT_HASH })}>
                {t('app.bill.payOrSplit')}
              </Button>
            )}
          </div>
        </div>
        <PayOrSplitDialog
          open={dialogOpen}
          onClose={closeDialog}
          bill={bill}
          venue={venue}
          venueId={venueId}
          onPayLeftToPay={() => void payLeftToPay()}
          paying={paying}
        />
      </div>
    </>
  );
}
