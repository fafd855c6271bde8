import { describe, expect, test } from 'vitest';
import { ISSUED_SPLIT_LEASE_MS, SPLIT_HEARTBEAT_INTERVAL_MS, heartbeatIntervalFor, isLeaseLapsed, leaseExpiry } from './split-lease.js';

describe('issued split leases', () => {
  test('the lease lasts two minutes and the heartbeat comes three times per lease', () => {
    expect(ISSUED_SPLIT_LEASE_MS).toBe(120_000);
    expect(SPLIT_HEARTBEAT_INTERVAL_MS).toBe(40_000);
    expect(heartbeatIntervalFor(3_000)).toBe(1_000);
  });

  test('a lease lapses at its expiry instant, not a millisecond before', () => {
    const expiresAt = leaseExpiry(1_000, 500);
    expect(expiresAt).toBe(1_500);
    expect(isLeaseLapsed(expiresAt, 1_499)).toBe(false);
    expect(isLeaseLapsed(expiresAt, 1_500)).toBe(true);
    expect(leaseExpiry(0)).toBe(ISSUED_SPLIT_LEASE_MS);
  });
});
