import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { liveDefinitions } from './read.ts';

const DEFINITIONS_DIR = path.dirname(fileURLToPath(import.meta.url));

async function definitionFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of ['functions', 'triggers', 'views']) {
    const names = await fs.readdir(path.join(DEFINITIONS_DIR, folder)).catch(() => []);
    for (const name of names) {
      files.set(`${folder}/${name}`, await fs.readFile(path.join(DEFINITIONS_DIR, folder, name), 'utf8'));
    }
  }
  return files;
}

/** Whitespace aside: PostgreSQL versions indent generated view text differently. */
const normalised = (definitions: Map<string, string>) =>
  Object.fromEntries([...definitions].map(([file, text]) => [file, text.replace(/\s+/g, ' ').trim()]));

describe('src/db/definitions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('hold every function, trigger and view of the migrated database, exactly as it is', async () => {
    const live = await liveDefinitions(database.db);
    expect(live.size).toBeGreaterThan(10);
    expect(normalised(await definitionFiles())).toEqual(normalised(live));
  });
});
