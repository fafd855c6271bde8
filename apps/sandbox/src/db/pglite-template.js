// @ts-check
/**
 * PGlite's start-up without initdb. A new PGlite data folder is made by initdb, which runs a second PGlite instance
 * and initdb's own WebAssembly beside the first: about 2 s and 250 MiB of peak memory at every start-up of an empty
 * folder or an in-memory database. So the first start-up of a PGlite version and a set of migrations keeps its data
 * folder, right after the migrations (before any other write: secret, seed), as a gzipped tarball in a cache folder
 * (`os.tmpdir()/tableside-pglite-templates` unless told otherwise), and later start-ups load it with PGlite's
 * `loadDataDir` instead. Each database gets its own copy, so every in-memory sandbox still starts pristine.
 * Anything wrong with the tarball (missing, unreadable, corrupt) falls back to initdb, and the tarball is written
 * again. Used by the worker thread (`pglite-worker.js`); plain JavaScript for the same reason.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, openAsBlob, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** Tarballs nobody loaded for this long are removed when another is written (other versions, older migrations). */
const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes a broken template, if it can. @param {string} template */
function forget(template) {
  try {
    rmSync(template, { force: true });
  } catch {
    // Not ours to remove (a read-only cache): it fails its check again next time and initdb runs.
  }
}

/** @param {string} dir */
function isEmptyFolder(dir) {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return false;
  }
}

/** @param {string} dir */
function emptyFolder(dir) {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

/**
 * Opens PGlite: a folder that holds a database resumes it; an empty folder or memory is loaded from the template when
 * there is one, else made by initdb. `start` says which: 'resumed', 'template' or 'initdb'.
 * @param {{ dataDir: string | undefined; startParams: string[]; template: string | undefined }} options
 *   `template`: the tarball to load and to save to, or undefined to always run initdb.
 * @returns {Promise<{ db: PGlite; start: 'resumed' | 'template' | 'initdb' }>}
 */
export async function openPglite({ dataDir, startParams, template }) {
  const fresh = dataDir === undefined || isEmptyFolder(dataDir);
  if (fresh && template !== undefined) {
    let loadDataDir;
    try {
      // Whole and sound (gzip checks its length and CRC), read as a stream so nothing stays in memory: PGlite's own
      // gunzip leaves an unhandled rejection behind on a corrupt file, which would end the worker.
      await pipeline(createReadStream(template), createGunzip(), new Writable({ write: (_chunk, _encoding, done) => done() }));
      loadDataDir = await openAsBlob(template, { type: 'application/x-gzip' });
    } catch (error) {
      // No template yet (initdb below, and the caller saves one after its migrations), or a broken one (forgotten).
      if (/** @type {{ code?: unknown }} */ (error).code !== 'ENOENT') forget(template);
    }
    if (loadDataDir) {
      try {
        const db = await PGlite.create(dataDir, { startParams, loadDataDir });
        try {
          const now = new Date();
          utimesSync(template, now, now); // in use: not pruned
        } catch {
          // A read-only cache folder still serves.
        }
        return { db, start: 'template' };
      } catch {
        // A corrupt or truncated tarball: forget it and start as without one (the caller saves a new one).
        forget(template);
        if (dataDir !== undefined) emptyFolder(dataDir);
      }
    }
  }
  const db = await PGlite.create(dataDir, { startParams });
  return { db, start: fresh ? 'initdb' : 'resumed' };
}

/**
 * Saves the database as it is now (after the migrations, before anything else writes) as the template: a checkpoint,
 * so the tarball needs no recovery, then PGlite's `dumpDataDir`, written to a temporary name and renamed into place,
 * so a concurrent start-up reads either no tarball or a whole one. Prunes tarballs unused for a week.
 * @param {PGlite} db
 * @param {string} template
 */
export async function saveTemplate(db, template) {
  const dir = join(template, '..');
  mkdirSync(dir, { recursive: true });
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir('gzip');
  const partial = `${template}.${randomBytes(6).toString('hex')}.partial`;
  try {
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, template);
  } finally {
    rmSync(partial, { force: true });
  }
  const now = Date.now();
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    try {
      if (file !== template && now - statSync(file).mtimeMs > UNUSED_FOR_MS) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another start-up.
    }
  }
}
