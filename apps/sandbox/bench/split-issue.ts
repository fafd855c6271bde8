import { createSandbox } from '../src/server.js';

const DINERS = 200;
const BILLS = 50;

/** The p-th percentile of sorted samples (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function main(): Promise<void> {
  const sandbox = await createSandbox({ inMemory: true, port: 0, seed: true });
  try {
    const billIds: string[] = [];
    for (let i = 0; i < BILLS; i++) {
      const order = await sandbox.pos.openOrder('venue-london-pub', `bench-table-${i}`, {
        numberOfGuests: 4,
        checks: [{ name: 'Check 1', items: [{ posProductId: 'gb-fish', quantity: 20 * 100_000 }, { posProductId: 'gb-ale', quantity: 20 * 100_000 }] }],
      });
      billIds.push(order.billId);
    }
    const diners = await Promise.all(
      Array.from({ length: DINERS }, async () => {
        const response = await fetch(`${sandbox.url}/identity/anonymous`, { method: 'POST' });
        const body = (await response.json()) as { guestId: string; token: string };
        return body;
      }),
    );
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      diners.map(async (diner, i) => {
        const billId = billIds[i % BILLS] ?? '';
        const t0 = performance.now();
        const response = await fetch(`${sandbox.url}/billing/bills/${billId}/splits/by-amount`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tableside-guest-token': diner.token, 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` },
          body: JSON.stringify({ splitAmount: 1_000_000, currencyCode: 'GBP', consumer: { guestId: diner.guestId } }),
        });
        await response.text();
        latencies.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    process.stdout.write(
      [
        `split issue: ${DINERS} concurrent diners over ${BILLS} bills (in-memory PGlite)`,
        `p50 ${percentile(sorted, 50).toFixed(1)} ms`,
        `p99 ${percentile(sorted, 99).toFixed(1)} ms`,
        `max ${percentile(sorted, 100).toFixed(1)} ms, wall ${wall.toFixed(0)} ms, ${((DINERS / wall) * 1000).toFixed(0)} issues/s`,
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      ].join('\n') + '\n',
    );
  } finally {
    await sandbox.close();
  }
}

await main();
