import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../services-context.js';
import { useLocale } from '../i18n/use-locale.js';
import { RECEIPT_LINK_REVOKE_MS, RECEIPT_PROGRESS_STEP_MS, nextReceiptProgress, receiptFileName } from './receipt-progress.js';

/** The receipt download, as a union rather than flags. */
export type ReceiptDownload =
  { readonly status: 'idle' } | { readonly status: 'downloading'; readonly progress: number } | { readonly status: 'done' } | { readonly status: 'error' };

/** Hands a blob to the browser as a file download, then frees its URL. */
export function saveBlob(blob: Blob, fileName: string, revokeAfter: (callback: () => void) => void): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  revokeAfter(() => URL.revokeObjectURL(url));
}

/**
 * Downloads the receipt PDF (`GET /receipt/receipts/v2/payments/{paymentId}` through api-client, with the diner's
 * guest token: the server answers only the payer) in the interface locale, with the progress bar of 2-paying §9,
 * and saves it.
 */
export function useReceiptDownload(
  paymentId: string | undefined,
  /** Hands the PDF to someone else instead of saving it (the native app); answers whether it was taken. */
  handOff?: (pdf: Blob) => Promise<boolean>,
): { state: ReceiptDownload; start: () => void } {
  const { api, timers } = useServices();
  const locale = useLocale();
  const [state, setState] = useState<ReceiptDownload>({ status: 'idle' });
  const timer = useRef<unknown>(undefined);
  useEffect(() => () => timers.clearTimeout(timer.current), [timers]);

  const start = useCallback(() => {
    const tick = () => {
      setState((current) => (current.status === 'downloading' ? { status: 'downloading', progress: nextReceiptProgress(current.progress) } : current));
      timer.current = timers.setTimeout(tick, RECEIPT_PROGRESS_STEP_MS);
    };
    setState({ status: 'downloading', progress: 0 });
    timer.current = timers.setTimeout(tick, RECEIPT_PROGRESS_STEP_MS);
    void api.receipts.downloadReceipt(paymentId, locale).then(async (result) => {
      timers.clearTimeout(timer.current);
      if (!result.ok) {
        console.warn('Receipt download failed', result.error);
        setState({ status: 'error' });
        return;
      }
      if (handOff && (await handOff(result.value))) {
        setState({ status: 'done' });
        return;
      }
      saveBlob(result.value, receiptFileName(paymentId ?? 'receipt'), (revoke) => timers.setTimeout(revoke, RECEIPT_LINK_REVOKE_MS));
      setState({ status: 'done' });
    });
  }, [api, timers, paymentId, locale, handOff]);

  return { state, start };
}
