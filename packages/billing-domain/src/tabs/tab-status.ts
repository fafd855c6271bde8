import { toEpochMilliseconds } from '../money/timestamp.js';
import type { StoredTab } from '../schemas/tab.js';

/** "stored tab stale after 6 hours" (1-core §9). */
export const STORED_TAB_STALE_MS = 6 * 60 * 60_000;

/** The state of a locally stored tab (1-core §4). */
export type LocalTabStatus = 'OPEN' | 'INITIALISATION_FAILED' | 'INITIATING';

/** "OPEN is live (a billId is present); INITIALISATION_FAILED is a failure; otherwise INITIATING" (1-core §4). */
export function localTabStatus(tab: Pick<StoredTab, 'billId' | 'status'>): LocalTabStatus {
  if (tab.billId !== undefined && tab.billId !== '') return 'OPEN';
  if (tab.status === 'INITIALISATION_FAILED') return 'INITIALISATION_FAILED';
  return 'INITIATING';
}

/** "A stored tab older than 6 hours is stale" (1-core §4). */
export function isStoredTabStale(tab: Pick<StoredTab, 'createdAt'>, now: number): boolean {
  return now - toEpochMilliseconds(tab.createdAt) > STORED_TAB_STALE_MS;
}
