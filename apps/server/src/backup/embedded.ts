import fs from 'node:fs/promises';
import path from 'node:path';
import { lockOwner } from '../db/data-dir-lock.ts';
import { createPGlite } from '../db/pglite-session.mjs';
import { askRunningServer, writeAtomically } from './running-server.ts';
import { BackupError } from './errors.ts';

/** Backs up the embedded database in `dataDir` to `file`: through the server when one runs, else directly. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    throw new BackupError(`DATA_DIR ${dataDir} holds no Vigil database.`);
  }
  const owner = await lockOwner(dataDir);
  if (owner !== undefined) return askRunningServer(dataDir, owner, path.resolve(file));
  const pglite = await createPGlite({ dataDir });
  try {
    await pglite.exec('checkpoint');
    await writeAtomically(file, new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Restores `file` into `dataDir`, which must be empty or absent. The backup is opened and checked
 * in memory first, then unpacked into a folder beside the target and renamed into place, so a
 * damaged file leaves the target as it was.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const entries = await fs.readdir(dataDir).catch(() => undefined);
  if (entries !== undefined && entries.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: a backup is restored only into an empty folder.`,
    );
  }
  const backup = new Blob([await readBackup(file)]);
  await checkBackup(file, backup);
  const staging = `${path.resolve(dataDir)}.restoring-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  try {
    const pglite = await createPGlite({ dataDir: staging, loadDataDir: backup });
    await pglite.close();
    if (entries !== undefined) await fs.rmdir(dataDir);
    await fs.rename(staging, dataDir);
    await fs.chmod(dataDir, 0o700);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function checkBackup(file: string, backup: Blob): Promise<void> {
  try {
    const pglite = await createPGlite({ loadDataDir: backup });
    try {
      await pglite.query('select count(*) from kysely_migration');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    throw new BackupError(
      `${file} is not a Vigil backup or is damaged (${describe(error)}); nothing was restored.`,
    );
  }
}

async function readBackup(file: string): Promise<Uint8Array> {
  const bytes = await fs.readFile(file).catch((error: unknown) => {
    throw new BackupError(`Cannot read ${file}: ${describe(error)}`);
  });
  // A gzip stream starts with 1f 8b; anything else is not a backup of the embedded database.
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new BackupError(`${file} is not a Vigil backup of the embedded database; nothing was restored.`);
  }
  return bytes;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
