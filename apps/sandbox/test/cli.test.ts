import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { bill, startSandbox } from './helpers.js';

const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..');
let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);
afterAll(() => sb.close());

function cli(...args: string[]): Promise<{ stdout: string }> {
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: packageDir, env: { ...process.env, SANDBOX_URL: sb.url } });
}

describe('pnpm cli', () => {
  test('add-item, guests, till-payment and pos-offline/pos-online drive the POS over HTTP', async () => {
    const table = seedIds.tables.newYorkFresh;
    const before = await bill(sb.url, table.billId ?? '');
    await cli('add-item', table.venueId, table.tableId, 'us-fries', '2');
    await cli('guests', table.venueId, table.tableId, '4');
    await cli('till-payment', table.venueId, table.tableId, '5.00');
    const after = await bill(sb.url, table.billId ?? '');
    expect(after.order.numberOfGuests).toBe(4);
    // two fries at 5.95 plus 8.88 % sales tax, minus 5.00 paid at the till
    expect(after.leftToPay.amount - before.leftToPay.amount).toBe(1_190_000 + 105_672 - 500_000);
    await cli('pos-offline', table.venueId);
    expect((await sb.pos.state(table.venueId)).online).toBe(false);
    await cli('pos-online', table.venueId);
    const { stdout } = await cli('status');
    expect(stdout).toContain(table.venueId);
    expect((await sb.pos.state(table.venueId)).online).toBe(true);
  }, 120_000);

  test('a bad argument fails with the server’s message', async () => {
    await expect(cli('guests', 'nope', 'nope', '2')).rejects.toThrow(/venue could not be found in store/);
  }, 60_000);
});
