import type { Consumer, CurrentUser } from './split-anomaly-input.js';

/**
 * "A split belongs to the current user if the consumer's user id matches the logged-in user id,
 * or its guest id matches the device id" (1-core §5).
 */
export function isSplitOfUser(consumer: Consumer | undefined, user: CurrentUser): boolean {
  if (consumer === undefined) return false;
  if (consumer.sundayUserId !== undefined && consumer.sundayUserId === user.sundayUserId) return true;
  return consumer.guestId !== undefined && consumer.guestId === user.deviceId;
}
