import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/**
 * The embedded database may be opened by one process at a time; a second Vigil on the same
 * DATA_DIR would corrupt it. A lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, 'vigil.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rm(lockFile, { force: true });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const owner = Number(await fs.readFile(lockFile, 'utf8').catch(() => 'NaN'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Vigil process (pid ${owner}).`,
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`);
}

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid of the live process holding the folder's lock, if one does. */
export async function lockOwner(dataDir: string): Promise<number | undefined> {
  const owner = Number(await fs.readFile(path.join(dataDir, 'vigil.lock'), 'utf8').catch(() => 'NaN'));
  return Number.isInteger(owner) && owner > 0 && isAlive(owner) ? owner : undefined;
}
