import type { TerminalBusiness, TerminalTransaction, TerminalVenue } from '@tableside/contracts/terminal';

/** What a landing page shows: the terminal payment and whether its business offers loyalty. */
export interface LandingData {
  transaction: TerminalTransaction;
  hasLoyalty: boolean;
}

/** What the receipt pages show: the payment the receipt is for. */
export interface ReceiptData {
  transaction: TerminalTransaction;
}

export type BusinessData = TerminalBusiness;
export type EnrollmentData = TerminalVenue;

/** The receipt pages of a transaction (1-core §2 "Terminal receipts"). */
export function receiptsPath(transaction: TerminalTransaction): string {
  const e = encodeURIComponent;
  return `/enrollments/${e(transaction.venue.enrollmentId)}/transaction/${e(transaction.transactionId)}/bills/${e(transaction.billId)}/receipts`;
}

/** The enrollment landing of a transaction. */
export function landingPath(transaction: TerminalTransaction): string {
  const e = encodeURIComponent;
  return `/enrollments/${e(transaction.venue.enrollmentId)}/transaction/${e(transaction.transactionId)}/landing`;
}
