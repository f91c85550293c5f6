import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, openMemoryDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { onThisThread } from '../db/embedded-database.ts';
import { PGliteDialect } from '../db/pglite-dialect.ts';
import type { DB } from '../db/schema.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

/**
 * A migrated database of its own for one test file: in-memory PGlite loaded from the migrated
 * template of this test run, or a fresh copy of the migrated template database on the
 * PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) {
    const templateDir = inject('pgliteTemplateDir');
    if (templateDir) return openMemoryDatabase(await pgliteTemplate(templateDir));
    const database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    return database;
  }
  const name = `vigil_test_${template.slice(-8)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  return openDatabase({ kind: 'postgres', url: withDatabase(url, name) }, 4);
}

/** A database with no schema at all, for migration tests. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) return openMemoryDatabase();
  const name = `vigil_test_${template.slice(-8)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  return openDatabase({ kind: 'postgres', url: withDatabase(url, name) }, 4);
}

/** A data folder of its own holding the migrated template, for code that opens a folder (PGlite runs only). */
export async function createTestDataDir(): Promise<string> {
  const templateDir = inject('pgliteTemplateDir');
  if (!templateDir) throw new Error('a PGlite data folder needs the PGlite test template');
  const dataDir = await fs.mkdtemp(path.join(tmpdir(), 'vigil-data-'));
  const pglite = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate(templateDir) });
  await pglite.close();
  return dataDir;
}

/**
 * The data folder of a migrated PGlite database, built once per test run by the first test file
 * that needs it and read by the others: loading it takes less than half the time of creating an
 * empty database, and migrating (which loads the ICD-10-CM code list) is not repeated per file.
 */
async function pgliteTemplate(dir: string): Promise<Blob> {
  const file = path.join(dir, 'pglite-template.tar');
  const lock = path.join(dir, 'pglite-template.lock');
  for (;;) {
    const ready = await readIfExists(file);
    if (ready) return new Blob([ready]);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(lock, 'wx');
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      await sleep(50); // another test file is building it
      continue;
    }
    try {
      const dump = await migratedDataDir();
      await fs.writeFile(`${file}.partial`, new Uint8Array(await dump.arrayBuffer()));
      await fs.rename(`${file}.partial`, file);
      return dump;
    } catch (error) {
      await fs.rm(lock); // let a waiting file try again rather than wait forever
      throw error;
    } finally {
      await handle.close();
    }
  }
}

async function migratedDataDir(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely<DB>({
    dialect: new PGliteDialect(onThisThread(pglite)),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
