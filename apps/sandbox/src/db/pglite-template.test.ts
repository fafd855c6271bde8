import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './open-database.js';
import { rows } from './rows.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** The one tarball of a template folder. */
function tarball(templates: string): string {
  const files = readdirSync(templates);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^pglite-\d+\.\d+\.\d+-[0-9a-f]{24}\.tar\.gz$/);
  return join(templates, files[0] ?? '');
}

async function count(opened: OpenedDatabase, table: string): Promise<number> {
  const [row] = await rows(opened.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(row?.n);
}

const migrations = ['CREATE TABLE IF NOT EXISTS kept (id int PRIMARY KEY)', 'CREATE INDEX IF NOT EXISTS kept_id ON kept (id)'];

describe('PGlite started from a template instead of initdb', () => {
  it('runs initdb and saves the migrated database when the cache has no template, then starts later databases from it', async () => {
    const templates = join(folder('tableside-templates-'), 'not-yet-made');
    const first = await openDatabase({ kind: 'memory', templates }, migrations);
    try {
      expect(first.pglite).toEqual({ start: 'initdb', templateSaved: true });
      await first.db.execute(sql`insert into kept values (1)`);
    } finally {
      await first.close();
    }
    const file = tarball(templates);
    const saved = readFileSync(file);
    const second = await openDatabase({ kind: 'memory', templates }, migrations);
    try {
      expect(second.pglite).toEqual({ start: 'template', templateSaved: false });
      // The migrations' table is there, without the first database's row, and takes writes.
      expect(await count(second, 'kept')).toBe(0);
      await second.db.execute(sql`insert into kept values (2)`);
      expect(await rows(second.db, sql`select id from kept`)).toEqual([{ id: 2 }]);
    } finally {
      await second.close();
    }
    // Loading never changes the template.
    expect(readFileSync(file).equals(saved)).toBe(true);
  });

  it('gives every database its own pristine copy, also while another one from the same template is open and written', async () => {
    const templates = folder('tableside-templates-');
    await (await openDatabase({ kind: 'memory', templates }, migrations)).close();
    const [a, b] = await Promise.all([openDatabase({ kind: 'memory', templates }, migrations), openDatabase({ kind: 'memory', templates }, migrations)]);
    try {
      expect([a.pglite?.start, b.pglite?.start]).toEqual(['template', 'template']);
      await a.db.execute(sql`insert into kept values (1), (2), (3)`);
      expect(await count(a, 'kept')).toBe(3);
      expect(await count(b, 'kept')).toBe(0);
      const c = await openDatabase({ kind: 'memory', templates }, migrations);
      try {
        expect(c.pglite?.start).toBe('template');
        expect(await count(c, 'kept')).toBe(0);
      } finally {
        await c.close();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('falls back to initdb when the template is corrupt or truncated, and saves a sound one again', async () => {
    const templates = folder('tableside-templates-');
    await (await openDatabase({ kind: 'memory', templates }, migrations)).close();
    const file = tarball(templates);
    const sound = readFileSync(file);
    for (const broken of [Buffer.from('not a tarball at all'), sound.subarray(0, Math.floor(sound.length / 2)), Buffer.alloc(0)]) {
      writeFileSync(file, broken);
      const opened = await openDatabase({ kind: 'memory', templates }, migrations);
      try {
        expect(opened.pglite).toEqual({ start: 'initdb', templateSaved: true });
        await opened.db.execute(sql`insert into kept values (1)`);
        expect(await count(opened, 'kept')).toBe(1);
      } finally {
        await opened.close();
      }
      expect(statSync(tarball(templates)).size).toBeGreaterThan(broken.length);
      const again = await openDatabase({ kind: 'memory', templates }, migrations);
      try {
        expect(again.pglite?.start).toBe('template');
        expect(await count(again, 'kept')).toBe(0);
      } finally {
        await again.close();
      }
    }
  });

  it('drops a template whose migrations fail and starts from initdb without it', async () => {
    const templates = folder('tableside-templates-');
    // Not idempotent: run again on the saved template, it fails ("relation already exists").
    const once = ['CREATE TABLE once (id int)'];
    const first = await openDatabase({ kind: 'memory', templates }, once);
    await first.close();
    expect(first.pglite).toEqual({ start: 'initdb', templateSaved: true });
    tarball(templates);
    const second = await openDatabase({ kind: 'memory', templates }, once);
    try {
      expect(second.pglite).toEqual({ start: 'initdb', templateSaved: false });
      expect(await count(second, 'once')).toBe(0);
    } finally {
      await second.close();
    }
    expect(readdirSync(templates)).toEqual([]);
  });

  it('keeps one template per set of migrations, runs initdb every time when templates are off, and starts when the cache cannot be written', async () => {
    const templates = folder('tableside-templates-');
    await (await openDatabase({ kind: 'memory', templates }, migrations)).close();
    const other = await openDatabase({ kind: 'memory', templates }, [...migrations, 'CREATE TABLE IF NOT EXISTS more (id int)']);
    await other.close();
    expect(other.pglite).toEqual({ start: 'initdb', templateSaved: true });
    expect(readdirSync(templates)).toHaveLength(2);

    const off = await openDatabase({ kind: 'memory', templates: false }, migrations);
    await off.close();
    expect(off.pglite).toEqual({ start: 'initdb', templateSaved: false });

    // A cache folder under a file can be neither read nor made.
    const notAFolder = join(folder('tableside-templates-'), 'file');
    writeFileSync(notAFolder, 'x');
    const unwritable = await openDatabase({ kind: 'memory', templates: join(notAFolder, 'templates') }, migrations);
    try {
      expect(unwritable.pglite).toEqual({ start: 'initdb', templateSaved: false });
      expect(await count(unwritable, 'kept')).toBe(0);
    } finally {
      await unwritable.close();
    }
  });

  it('starts an empty data folder from the template and resumes it afterwards with its data', async () => {
    const templates = folder('tableside-templates-');
    await (await openDatabase({ kind: 'memory', templates }, migrations)).close();
    const dir = join(folder('tableside-pglite-dir-'), 'data');
    const first = await openDatabase({ kind: 'pglite-dir', dir, templates }, migrations);
    try {
      expect(first.pglite?.start).toBe('template');
      await first.db.execute(sql`insert into kept values (7)`);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ kind: 'pglite-dir', dir, templates }, migrations);
    try {
      expect(second.pglite?.start).toBe('resumed');
      expect(await rows(second.db, sql`select id from kept`)).toEqual([{ id: 7 }]);
    } finally {
      await second.close();
    }
    // A corrupt template and an empty folder: initdb, in the same folder.
    writeFileSync(tarball(templates), 'corrupt');
    const other = join(folder('tableside-pglite-dir-'), 'data');
    const third = await openDatabase({ kind: 'pglite-dir', dir: other, templates }, migrations);
    try {
      expect(third.pglite).toEqual({ start: 'initdb', templateSaved: true });
      expect(await count(third, 'kept')).toBe(0);
    } finally {
      await third.close();
    }
  });
});
