/** "Receipt progress bar animates over 250 ms, updates every 50 ms, capped at 0.9 before completion" (2-paying §9). */
export const RECEIPT_PROGRESS_DURATION_MS = 250;
export const RECEIPT_PROGRESS_STEP_MS = 50;
export const RECEIPT_PROGRESS_CAP = 0.9;
/** "Blob URL revoked after … 1000 ms (download link)" (2-paying §9). */
export const RECEIPT_LINK_REVOKE_MS = 1_000;

/** The progress after one more 50 ms step, never past 0.9 until the download completes. */
export function nextReceiptProgress(current: number): number {
  const step = RECEIPT_PROGRESS_STEP_MS / RECEIPT_PROGRESS_DURATION_MS;
  // Rounded so repeated steps land exactly on 0.2, 0.4 … instead of accumulating float error.
  return Math.min(RECEIPT_PROGRESS_CAP, Math.round((current + step) * 1000) / 1000);
}

/** The file name of a downloaded receipt. */
export function receiptFileName(paymentId: string): string {
  return `receipt_${paymentId}.pdf`;
}
