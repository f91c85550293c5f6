/**
 * Rewrites src/db/definitions/ from a freshly migrated in-memory database:
 * `npm run db:definitions -w @vigil/server`, after a migration that changes a function, trigger
 * or view (the test definitions.int.test.ts fails until the files match the migrations).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMemoryDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { liveDefinitions } from './read.ts';

const DEFINITIONS_DIR = path.dirname(fileURLToPath(import.meta.url));
const FOLDERS = ['functions', 'triggers', 'views'];

const database = await openMemoryDatabase();
try {
  await migrateToLatest(database.db);
  const definitions = await liveDefinitions(database.db);
  for (const folder of FOLDERS)
    await fs.rm(path.join(DEFINITIONS_DIR, folder), { recursive: true, force: true });
  for (const [file, text] of definitions) {
    await fs.mkdir(path.join(DEFINITIONS_DIR, path.dirname(file)), { recursive: true });
    await fs.writeFile(path.join(DEFINITIONS_DIR, file), text);
  }
  console.log(`Wrote ${definitions.size} files to ${DEFINITIONS_DIR}.`);
} finally {
  await database.close();
}
