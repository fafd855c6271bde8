/**
 * Reservations are leases (issue 10 "An abandoned split blocks everyone"): an ISSUED split reserves its amount
 * only while its diner's page keeps the lease alive, by a heartbeat or by any action on the split. Once the lease
 * lapses the split is released and the bill's forecasted left to pay counts it no more.
 */

/** How long an ISSUED split holds its amount after the last heartbeat or action on it: 2 minutes. */
export const ISSUED_SPLIT_LEASE_MS = 120_000;

/** How often an open split page renews its lease: a third of the lease, so two heartbeats may be lost. */
export const SPLIT_HEARTBEAT_INTERVAL_MS = ISSUED_SPLIT_LEASE_MS / 3;

/** The heartbeat interval for a given lease length (a third of it). */
export function heartbeatIntervalFor(leaseMs: number): number {
  return Math.max(1, Math.floor(leaseMs / 3));
}

/** When a lease renewed at `now` lapses. */
export function leaseExpiry(now: number, leaseMs: number = ISSUED_SPLIT_LEASE_MS): number {
  return now + leaseMs;
}

/** True once a lease has lapsed: at its expiry instant and after. */
export function isLeaseLapsed(leaseExpiresAt: number, now: number): boolean {
  return now >= leaseExpiresAt;
}
