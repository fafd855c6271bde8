import { splitBelongsToUser, type StoredBillSplit } from '@tableside/billing-domain';

/** Whether the diner may open a split page. */
export type SplitAccess<T> =
  { readonly kind: 'allowed'; readonly split: T } | { readonly kind: 'back-to-bill'; readonly reason: 'unknown-split' | 'not-owner' };

/**
 * "Redirects to the bill page if the current user does not own the split, or if the split is unknown (replace
 * navigation)"; "A split is accessible only to the user whose guest id matches its consumer" (2-paying §2, §5).
 */
export function splitAccess<T extends Pick<StoredBillSplit, 'consumer'>>(
  split: T | undefined,
  user: { deviceId: string | undefined; userId?: string | undefined },
): SplitAccess<T> {
  if (!split) return { kind: 'back-to-bill', reason: 'unknown-split' };
  return splitBelongsToUser(split, user) ? { kind: 'allowed', split } : { kind: 'back-to-bill', reason: 'not-owner' };
}
