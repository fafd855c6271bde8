import type { Bill } from '../schemas/bill.js';
import type { BillSplitStatus, StoredBillSplit } from '../schemas/bill-split.js';

/** "PAID and REGISTERED count as a successful payment" (1-core §4). */
export function isSuccessfulSplitStatus(status: BillSplitStatus): boolean {
  return status === 'PAID' || status === 'REGISTERED';
}

/** "The two fully-discounted statuses count as settled without payment" (1-core §4). */
export function isSettledWithoutPaymentStatus(status: BillSplitStatus): boolean {
  return status === 'FULLY_DISCOUNTED' || status === 'REGISTERED_FULLY_DISCOUNTED';
}

/** "Settled means successful or fully discounted" (1-core §4). */
export function isSettledSplitStatus(status: BillSplitStatus): boolean {
  return isSuccessfulSplitStatus(status) || isSettledWithoutPaymentStatus(status);
}

/** "PENDING is a payment in progress" (1-core §4). */
export function isPendingSplitStatus(status: BillSplitStatus): boolean {
  return status === 'PENDING';
}

/** "ISSUED has no payment reference" (1-core §4). */
export function isIssuedSplitStatus(status: BillSplitStatus): boolean {
  return status === 'ISSUED';
}

/** The origin a smart terminal writes on its splits. */
export const SMART_TERMINAL_ORIGIN = 'PDQ';

/** "A split with PDQ origin is a smart-terminal split" (1-core §4). */
export function isSmartTerminalSplit(split: Pick<StoredBillSplit, 'origin'>): boolean {
  return split.origin === SMART_TERMINAL_ORIGIN;
}

/** "A split without a consumer on a tab bill is a pre-authorized split" (1-core §4). */
export function isPreAuthorizedSplit(split: Pick<StoredBillSplit, 'consumer'>, bill: Pick<Bill, 'tabId'>): boolean {
  const hasConsumer = split.consumer !== undefined && (split.consumer.sundayUserId !== undefined || split.consumer.guestId !== undefined);
  return bill.tabId !== undefined && !hasConsumer;
}

/**
 * "A split belongs to the current user if the consumer's user id matches the logged-in user id, or its guest id
 * matches the device id" (1-core §5).
 */
export function splitBelongsToUser(split: Pick<StoredBillSplit, 'consumer'>, user: { userId?: string | undefined; deviceId?: string | undefined }): boolean {
  const consumer = split.consumer;
  if (!consumer) return false;
  const byUser = user.userId !== undefined && consumer.sundayUserId !== undefined && consumer.sundayUserId === user.userId;
  const byDevice = user.deviceId !== undefined && consumer.guestId !== undefined && consumer.guestId === user.deviceId;
  return byUser || byDevice;
}
