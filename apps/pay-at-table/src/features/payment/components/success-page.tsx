import { isPositive, isSettledSplitStatus } from '@tableside/billing-domain';
import { DEFAULT_RESOURCES, refusedByPosKey } from '@tableside/i18n';
import { Banner, Button, ProgressBar, Spinner } from '@tableside/ui';
import { useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useSplitParams } from '../../../lib/route-params.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import { useReceiptDownload } from '../../../lib/receipt/use-receipt-download.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import { useSplit } from '../../../lib/data/use-split.js';
import { splitPaymentBreakdown } from '../api/split-payment-breakdown.js';
import { useServices } from '../../../lib/services-context.js';
import { useBillContext } from '../../../lib/data/use-bill-context.js';
import { browserNativeBridgeHost, createNativeBridge, nativeReceiptFileName, type NativeBridge } from '../api/native-bridge.js';
import { PaymentBreakdown } from './payment-breakdown.js';
import classes from '../../../lib/styles/payment-page.module.css';
import type { AfterPaymentProps } from '../../../lib/payment-page-parts.js';

function defaultNativeBridge(): NativeBridge {
  return createNativeBridge(browserNativeBridgeHost(window), (message, error) => console.warn(message, error));
}

/** A PDF as base64, without the data-URL prefix. */
function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The receipt could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The payment success page (2-paying §2): what the card was charged, with its breakdown (tip included), and "Download receipt" for the diner's own payment; the
 * native app is signalled once ('BillSplitPaid', 2-paying §4, §7); a payment the POS refused shows its cause's
 * message, falling back to UNRECOGNIZED (2-paying §8).
 */
export function SuccessPage({
  nativeBridge = defaultNativeBridge,
  AfterPayment,
}: {
  readonly nativeBridge?: () => NativeBridge;
  /** What another feature shows once the split is paid (the loyalty points it earned), plugged in by the app layer. */
  readonly AfterPayment?: ComponentType<AfterPaymentProps> | undefined;
} = {}) {
  const { t } = useTranslation();
  const { venueId, billId, splitId } = useSplitParams();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const query = useSplit(billId, splitId, { untilPaid: true });
  const split = query.data?.ok ? query.data.value : undefined;
  const paid = split !== undefined && isSettledSplitStatus(split.status);
  const { clock } = useServices();
  const context = useBillContext(venueId, billId);
  const venueName = context.status === 'success' ? context.venue.name : '';
  const bridge = useMemo(nativeBridge, [nativeBridge]);
  const paymentId = split?.paymentId;
  // "when the user agent carries the app marker, sends the receipt as base64 with filename
  // receipt_{name}_{date}_{paymentId}.pdf" (2-paying §7); elsewhere the receipt is saved as a download.
  const handOff = useCallback(
    async (pdf: Blob) => {
      if (!bridge.isMarkedApp || !paymentId) return false;
      const date = new Date(clock.now()).toISOString().slice(0, 10);
      return bridge.receiptFile({ fileName: nativeReceiptFileName(venueName, date, paymentId), base64: await toBase64(pdf) });
    },
    [bridge, clock, venueName, paymentId],
  );
  const receipt = useReceiptDownload(paymentId, handOff);
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const signalled = useRef(false);

  useEffect(() => {
    if (!paid || signalled.current) return;
    signalled.current = true;
    bridge.billSplitPaid({ billId, splitId });
  }, [paid, bridge, billId, splitId]);

  useEffect(() => {
    if (receipt.state.status === 'error') navigate(paths.receiptDownloadError(venueId, billId));
  }, [receipt.state.status, navigate, venueId, billId]);

  if (!split || !paid) return <Spinner label={t('app.paymentAuth.checking')} />;
  // What the card was charged: the share of the bill with its fee and the tip, not the share alone.
  const charged = splitPaymentBreakdown({
    split: { ...split, billSplitAmount: split.actuallyPaidOnBill ?? split.billSplitAmount },
    tip: split.tips && isPositive(split.tips) ? split.tips : undefined,
    voucher: undefined,
  });
  return (
    <>
      <h1>{t('app.success.title')}</h1>
      <p className={classes.summary}>{t('app.success.amount', { amount: format(charged.total) })}</p>
      <PaymentBreakdown lines={charged.lines} />
      {AfterPayment && context.status === 'success' ? (
        <AfterPayment venueId={venueId} businessId={context.venue.businessId} billId={billId} splitId={splitId} />
      ) : null}
      {split.paymentRefusedByPosCause ? (
        <Banner tone="error">{t(refusedByPosKey(split.paymentRefusedByPosCause, split.consumer?.guestId === guestId, DEFAULT_RESOURCES))}</Banner>
      ) : null}
      <div className={classes.progress}>
        {receipt.state.status === 'downloading' ? <ProgressBar value={receipt.state.progress} label={t('app.receipt.progress')} /> : null}
        {receipt.state.status === 'done' ? <ProgressBar value={1} label={t('app.receipt.progress')} /> : null}
        <Button fullWidth variant="secondary" loading={receipt.state.status === 'downloading'} loadingLabel={t('app.receipt.progress')} onClick={receipt.start}>
          {t('receipt.download')}
        </Button>
      </div>
      <Link className={classes.link} to={paths.receiptEmailForm(venueId, billId, splitId)}>
        {t('app.success.receiptByEmail')}
      </Link>
      <Link className={classes.link} to={paths.bill(venueId, billId)}>
        {t('app.success.backToBill')}
      </Link>
    </>
  );
}
