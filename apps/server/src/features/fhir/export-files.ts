import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '../../db/database.ts';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** About how many characters of NDJSON a part holds before it is compressed and stored. */
const PART_CHARACTERS = 1 << 20;

/**
 * One NDJSON file of an export, stored in the database (fhir_export_part) a part at a time as the
 * resources come: the memory it holds is one part.
 */
export class ExportFileWriter {
  private lines: string[] = [];
  private characters = 0;
  private parts = 0;
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly type: string,
    private readonly partCharacters = PART_CHARACTERS,
  ) {}

  async write(resource: object): Promise<void> {
    const line = `${JSON.stringify(resource)}\n`;
    this.lines.push(line);
    this.characters += line.length;
    this.count += 1;
    if (this.characters >= this.partCharacters) await this.flush();
  }

  async close(): Promise<void> {
    if (this.lines.length > 0) await this.flush();
  }

  private async flush(): Promise<void> {
    // The fastest level: an export writes gigabytes, and level 1 still shrinks NDJSON several fold.
    const data = await gzip(this.lines.join(''), { level: zlib.constants.Z_BEST_SPEED });
    this.lines = [];
    this.characters = 0;
    await this.db
      .insertInto('fhirExportPart')
      .values({ exportId: this.exportId, type: this.type, seq: this.parts, data })
      .execute();
    this.parts += 1;
  }
}

/** Forgets what an export wrote so far (a run taken over from a server that stopped starts again). */
export async function deleteExportParts(db: Db, exportId: string): Promise<void> {
  await db.deleteFrom('fhirExportPart').where('exportId', '=', exportId).execute();
}

/** The NDJSON of one stored file, part after part: one part is read and held at a time. */
export function storedExportFile(db: Db, exportId: string, type: string): Readable {
  async function* parts() {
    for (let seq = 0; ; seq += 1) {
      const part = await db
        .selectFrom('fhirExportPart')
        .select('data')
        .where('exportId', '=', exportId)
        .where('type', '=', type)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!part) return;
      yield await gunzip(part.data);
    }
  }
  return Readable.from(parts());
}
