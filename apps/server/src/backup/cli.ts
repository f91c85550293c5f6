import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupEmbedded, restoreEmbedded } from './embedded.ts';
import { BackupError } from './errors.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

/*
 * npm run db:backup -- FILE    back up the configured database (DATABASE_URL, else DATA_DIR)
 * npm run db:restore -- FILE   restore FILE into the configured database, which must be empty
 */

const USAGE = 'Usage: npm run db:backup -- FILE | npm run db:restore -- FILE';

async function main(): Promise<void> {
  const [command, given, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !given || rest.length > 0) {
    throw new BackupError(USAGE);
  }
  // npm runs the script in the server's folder; a relative path means the caller's folder.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const { database } = loadConfig();
  if (command === 'backup') {
    if (database.kind === 'postgres') await backupPostgres(database.url, file);
    else await backupEmbedded(database.dataDir, file);
    process.stdout.write(`Backup written to ${file}\n`);
    return;
  }
  if (database.kind === 'postgres') await restorePostgres(file, database.url);
  else await restoreEmbedded(file, database.dataDir);
  process.stdout.write(`Restored ${file}; start Vigil on it as usual (migrations run at start).\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error && error.name !== 'Error' ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
