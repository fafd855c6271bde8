import { toEpochMilliseconds } from '@tableside/billing-domain';
import { MINUTE_MS, SECOND_MS } from '../shared/durations.js';
import type { PlacedOrderRecord } from './order-request-schema.js';

/** "Duplicate window 5 minutes" (3 §9). */
export const DUPLICATE_ORDER_WINDOW_MS = 5 * MINUTE_MS;
/** "placed-order filter: bill issue time minus 5 minutes" (3 §9). */
export const PLACED_ORDER_FILTER_OFFSET_MS = 5 * MINUTE_MS;
/** "Confirm countdown 20 s" (3 §9). */
export const CONFIRM_COUNTDOWN_MS = 20 * SECOND_MS;
/** "(600 s in local or alpha environments)" (3 §9). */
export const CONFIRM_COUNTDOWN_LOCAL_MS = 600 * SECOND_MS;
/** "5 s on duplicate" (3 §9). */
export const CONFIRM_COUNTDOWN_DUPLICATE_MS = 5 * SECOND_MS;

/**
 * "Placed orders considered are those after the bill's issue time minus 5 minutes" (3 §4), for this table.
 * `billIssuedAt` is the bill's wire timestamp (seconds or milliseconds); without a bill every record of the table counts.
 */
export function placedOrdersToConsider(records: readonly PlacedOrderRecord[], tableId: string, billIssuedAt?: number): PlacedOrderRecord[] {
  const after = billIssuedAt === undefined ? undefined : toEpochMilliseconds(billIssuedAt) - PLACED_ORDER_FILTER_OFFSET_MS;
  return records.filter((record) => record.tableId === tableId && (after === undefined || record.placedAt > after));
}

/** The most recent record, by placedAt. */
export function latestPlacedOrder(records: readonly PlacedOrderRecord[]): PlacedOrderRecord | undefined {
  return records.reduce<PlacedOrderRecord | undefined>((latest, record) => (!latest || record.placedAt > latest.placedAt ? record : latest), undefined);
}

/** Inputs of the duplicate guard. */
export interface DuplicateCheckInput {
  readonly basketHash: string;
  readonly placedOrders: readonly PlacedOrderRecord[];
  readonly tableId: string;
  readonly billIssuedAt?: number | undefined;
  readonly now: number;
}

/**
 * "If the basket hash equals the most recent placed order within 5 minutes, a warning shows" (3 §4 Duplicate guard).
 */
export function isDuplicateOrder(input: DuplicateCheckInput): boolean {
  const latest = latestPlacedOrder(placedOrdersToConsider(input.placedOrders, input.tableId, input.billIssuedAt));
  return latest !== undefined && latest.basketHash === input.basketHash && input.now - latest.placedAt <= DUPLICATE_ORDER_WINDOW_MS;
}

/** Deployment environments; local and alpha get the long countdown. */
export type OrderingEnvironment = 'local' | 'alpha' | 'production' | (string & {});

/**
 * The confirm screen countdown (3 §9): 5 s on a duplicate, else 20 s, or 600 s in local or alpha environments.
 * On a duplicate "confirm stays disabled until it ends" (3 §4).
 */
export function confirmCountdown(
  isDuplicate: boolean,
  environment: OrderingEnvironment,
): { readonly durationMs: number; readonly confirmLockedUntilEnd: boolean } {
  if (isDuplicate) return { durationMs: CONFIRM_COUNTDOWN_DUPLICATE_MS, confirmLockedUntilEnd: true };
  const local = environment === 'local' || environment === 'alpha';
  return { durationMs: local ? CONFIRM_COUNTDOWN_LOCAL_MS : CONFIRM_COUNTDOWN_MS, confirmLockedUntilEnd: false };
}

/** Remaining countdown time at `now` for a countdown started at `startedAt` (never below 0). */
export function countdownRemainingMs(startedAt: number, durationMs: number, now: number): number {
  return Math.max(0, startedAt + durationMs - now);
}

/** The confirm button: disabled while a locked countdown runs. */
export function isConfirmEnabled(countdown: { readonly confirmLockedUntilEnd: boolean }, remainingMs: number): boolean {
  return !countdown.confirmLockedUntilEnd || remainingMs <= 0;
}
