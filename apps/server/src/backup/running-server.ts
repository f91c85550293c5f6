import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * A backup of the embedded database while Vigil runs: the data folder is the server's alone, so
 * the backup command asks the server for the copy. It writes a request file into DATA_DIR and
 * sends SIGUSR2 to the process that holds the folder's lock; the server writes the backup and a
 * reply file. Files rather than a socket: nothing listens that an outsider could reach.
 */

const REQUEST = 'backup-request.json';
const reply = (id: string) => `backup-reply-${id}.json`;
const WAIT_MS = 10 * 60_000;

interface Request {
  readonly id: string;
  readonly file: string;
}

interface Reply {
  readonly error?: string;
}

/** Asks the server `pid` holding `dataDir` to write a backup to `file`; resolves when it is written. */
export async function askRunningServer(dataDir: string, pid: number, file: string): Promise<void> {
  const id = `${process.pid}-${Date.now()}`;
  await fs.writeFile(path.join(dataDir, REQUEST), JSON.stringify({ id, file } satisfies Request), {
    mode: 0o600,
  });
  process.kill(pid, 'SIGUSR2');
  const replyFile = path.join(dataDir, reply(id));
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const text = await fs.readFile(replyFile, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await fs.rm(replyFile, { force: true });
      const { error } = JSON.parse(text) as Reply;
      if (error) throw new Error(`The running server could not write the backup: ${error}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The running server (pid ${pid}) did not answer within ${WAIT_MS / 60_000} minutes.`);
}

/** The server's side: answers the request in `dataDir` by writing `dump()` where it asks. */
export async function answerBackupRequest(dataDir: string, dump: () => Promise<Uint8Array>): Promise<void> {
  const requestFile = path.join(dataDir, REQUEST);
  const text = await fs.readFile(requestFile, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  await fs.rm(requestFile, { force: true });
  const request = JSON.parse(text) as Request;
  let answer: Reply = {};
  try {
    await writeAtomically(request.file, await dump());
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  await fs.writeFile(path.join(dataDir, reply(request.id)), JSON.stringify(answer), { mode: 0o600 });
}

/** Writes next to the target and renames, so a backup file is either whole or absent. */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  await fs.writeFile(partial, bytes, { mode: 0o600 });
  await fs.rename(partial, file);
}
