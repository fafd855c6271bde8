import { get, type IncomingHttpHeaders } from 'node:http';
import { createSandbox, type Sandbox, type SandboxOptions } from '../src/server.js';
import { freshPostgresDatabase } from './postgres.js';

/** A JSON answer of the sandbox. */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A diner with a signed guest token. */
export interface Diner {
  guestId: string;
  token: string;
  headers: Record<string, string>;
  consumer: { guestId: string };
}

/**
 * Starts a seeded sandbox on a random loopback port: on an in-memory PGlite, or, when the test command runs the
 * suites against PostgreSQL (`TABLESIDE_TEST_POSTGRES_URL`, see scripts/test-postgres.sh), on a fresh database of
 * that cluster.
 */
export async function startSandbox(options: Omit<SandboxOptions, 'inMemory' | 'databaseUrl'> = {}): Promise<Sandbox> {
  const adminUrl = process.env.TABLESIDE_TEST_POSTGRES_URL;
  if (!adminUrl) return createSandbox({ inMemory: true, port: 0, seed: true, ...options });
  return createSandbox({ databaseUrl: await freshPostgresDatabase(adminUrl), port: 0, seed: true, ...options });
}

/** Calls the sandbox with plain fetch. */
export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-correlation-id': `pat_spa_${crypto.randomUUID()}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // HTML or SSE answers stay text
  }
  return { status: response.status, body: parsed };
}

/** A new anonymous diner. */
export async function newDiner(base: string): Promise<Diner> {
  const { body } = await call(base, 'POST', '/identity/anonymous');
  return { guestId: body.guestId, token: body.token, headers: { 'x-tableside-guest-token': body.token }, consumer: { guestId: body.guestId } };
}

/** The published bill document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function bill(base: string, billId: string): Promise<any> {
  const { body } = await call(base, 'GET', `/realtime/docs/bills/${billId}`);
  return body.data;
}

let tableSeq = 0;

/** Opens a fresh order (and so a fresh bill) on a new table of the London pub; returns its bill id. */
export async function freshBill(
  sandbox: Sandbox,
  items: { posProductId: string; quantity: number }[] = [
    { posProductId: 'gb-fish', quantity: 4 },
    { posProductId: 'gb-ale', quantity: 4 },
  ],
): Promise<string> {
  tableSeq += 1;
  const order = await sandbox.pos.openOrder('venue-london-pub', `test-table-${process.pid}-${tableSeq}`, {
    numberOfGuests: 4,
    checks: [{ name: 'Check 1', items: items.map((i) => ({ posProductId: i.posProductId, quantity: i.quantity * 100_000 })) }],
  });
  return order.billId;
}

/** A GET that keeps the body as sent (fetch would decode it) and sends exactly the headers given. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
