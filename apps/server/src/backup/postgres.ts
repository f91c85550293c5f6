import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import pg from 'pg';
import { BackupError } from './errors.ts';
import { writeAtomically } from './running-server.ts';

/*
 * A PostgreSQL server is backed up with its own tools: pg_dump reads one snapshot, so a backup
 * taken while Vigil runs is consistent; pg_restore loads it in one transaction, so a damaged file
 * leaves the target database as it was.
 */

/** `pg_dump --format=custom` of the database at `url` into `file`. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
    await writeAtomically(file, await fs.readFile(partial));
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** Restores `file` into the database at `url`, which must hold no tables yet. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await fs.access(file).catch(() => {
    throw new BackupError(`Cannot read ${file}.`);
  });
  const tables = await countTables(url);
  if (tables > 0) {
    throw new BackupError(
      `The target database holds ${tables} tables: a backup is restored only into an empty database.`,
    );
  }
  await run('pg_restore', ['--list', file]).catch((error: unknown) => {
    throw new BackupError(
      `${file} is not a Vigil backup or is damaged (${describe(error)}); nothing was restored.`,
    );
  });
  await run('pg_restore', [
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]).catch((error: unknown) => {
    throw new BackupError(`The restore failed and was rolled back (${describe(error)}).`);
  });
}

async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.once('error', (error) => reject(new BackupError(`${command} could not run: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(errors.trim().split('\n').slice(-3).join(' ') || `exit ${code}`)),
    );
  });
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
