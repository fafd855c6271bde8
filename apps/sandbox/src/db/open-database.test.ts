import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../server.js';
import { openDatabase } from './open-database.js';
import { rows } from './rows.js';

/** The SQL error code carried by an error or one of its causes (drizzle wraps driver errors in DrizzleQueryError). */
function sqlCode(error: unknown): unknown {
  for (let current: unknown = error; current instanceof Object; current = 'cause' in current ? current.cause : undefined) {
    if ('code' in current) return current.code;
  }
  return undefined;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers HTTP requests while a transaction holds PGlite (on the HTTP thread, nothing would answer until it ends)', async () => {
    const sandbox = await createSandbox({ inMemory: true, port: 0, seed: false });
    try {
      let transactionEnded = false;
      // pg_sleep blocks the thread PGlite runs on for the whole statement, inside an open transaction.
      const transaction = sandbox.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(3)`);
          return rows(tx, sql`select 1 as one`);
        })
        .then((result) => {
          transactionEnded = true;
          return result;
        });
      // A statement sent meanwhile waits for the transaction (PGlite has one session), and is not part of it.
      const queued = rows(sandbox.db, sql`select 2 as two`).then((result) => ({ result, afterTransaction: transactionEnded }));
      for (let i = 0; i < 3; i += 1) {
        const answer = await fetch(`${sandbox.url}/sandbox/openapi.json`);
        expect(answer.status).toBe(200);
        expect(transactionEnded).toBe(false);
      }
      const unknownBill = await fetch(`${sandbox.url}/bills/not-a-bill/splits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
      expect(unknownBill.status).toBeGreaterThanOrEqual(400);
      expect(unknownBill.status).toBeLessThan(500);
      expect(transactionEnded).toBe(false);
      expect(await transaction).toEqual([{ one: 1 }]);
      const { result, afterTransaction } = await queued;
      expect(result).toEqual([{ two: 2 }]);
      expect(afterTransaction).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it('hands SQL errors to callers with their code, rolls a failed transaction back and keeps serving', async () => {
    const opened = await openDatabase({ kind: 'memory' }, ['CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY)']);
    try {
      await opened.db.execute(sql`insert into t values (1)`);
      expect(sqlCode(await opened.db.execute(sql`insert into t values (1)`).catch((error: unknown) => error))).toBe('23505');
      const rolledBack = await opened.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into t values (2)`);
          await tx.execute(sql`insert into t values (1)`);
        })
        .catch((error: unknown) => error);
      expect(sqlCode(rolledBack)).toBe('23505');
      // Several statements at once, after the failures: each answered, in a consistent state.
      const counts = await Promise.all(Array.from({ length: 5 }, () => rows(opened.db, sql`select count(*)::int as n from t`)));
      expect(counts.map((count) => count[0])).toEqual(Array.from({ length: 5 }, () => ({ n: 1 })));
    } finally {
      await opened.close();
    }
  });

  it('keeps a data folder across close and open (close waits for the worker to flush and exit)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-pglite-dir-'));
    folders.push(dir);
    const migrations = ['CREATE TABLE IF NOT EXISTS kept (id int PRIMARY KEY)'];
    const first = await openDatabase({ kind: 'pglite-dir', dir }, migrations);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite-dir', dir }, migrations);
    try {
      expect(await rows(second.db, sql`select id from kept`)).toEqual([{ id: 7 }]);
    } finally {
      await second.close();
    }
  });
});
