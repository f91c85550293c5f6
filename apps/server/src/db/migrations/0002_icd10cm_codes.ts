import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';

/*
 * The ICD-10-CM diagnosis codes of FY2026 (src/db/reference/README.md), loaded from the gzipped
 * copy kept in the project: the product never reads ../shared or fetches data at run time.
 * A later code list ships as a new migration that upserts into icd_code.
 */

const CODES_FILE = fileURLToPath(new URL('../reference/icd10cm-codes-2026.tsv.gz', import.meta.url));
const HEADER = 'code\tdescription';
const EXPECTED_ROWS = 74_719;
const BATCH_SIZE = 5_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  let loaded = 0;
  for await (const batch of readBatches()) {
    await sql`insert into icd_code (code, description)
      select * from unnest(${batch.codes}::text[], ${batch.descriptions}::text[])`.execute(db);
    loaded += batch.codes.length;
  }
  if (loaded !== EXPECTED_ROWS) {
    throw new Error(`${CODES_FILE} holds ${loaded} ICD-10-CM codes, expected ${EXPECTED_ROWS}`);
  }
  // Statistics now, so that the searches use the indexes from the start: PGlite has no
  // autovacuum, and on a server it would come only later.
  await sql`analyze icd_code`.execute(db);
}

interface Batch {
  codes: string[];
  descriptions: string[];
}

/** The rows of the code list, decompressed as they are read, BATCH_SIZE at a time. */
async function* readBatches(): AsyncGenerator<Batch> {
  const lines = createInterface({
    input: createReadStream(CODES_FILE).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let lineNumber = 0;
  let batch: Batch = { codes: [], descriptions: [] };
  for await (const line of lines) {
    lineNumber += 1;
    if (lineNumber === 1) {
      if (line !== HEADER) throw new Error(`${CODES_FILE}: expected the header ${JSON.stringify(HEADER)}`);
      continue;
    }
    const fields = line.split('\t');
    const [code, description] = fields;
    if (fields.length !== 2 || !code || !description) {
      throw new Error(`${CODES_FILE}:${lineNumber}: expected a code and a description`);
    }
    batch.codes.push(code);
    batch.descriptions.push(description);
    if (batch.codes.length === BATCH_SIZE) {
      yield batch;
      batch = { codes: [], descriptions: [] };
    }
  }
  if (batch.codes.length > 0) yield batch;
}
