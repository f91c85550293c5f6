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
 * lines come: a part is compressed and stored while the next one fills, so the memory it holds is
 * two parts.
 */
export class ExportFileWriter {
  private lines: string[] = [];
  private characters = 0;
  private parts = 0;
  /** The part being compressed and stored, if any. */
  private storing: Promise<void> = Promise.resolve();
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly type: string,
    private readonly partCharacters = PART_CHARACTERS,
  ) {}

  async write(resource: object): Promise<void> {
    await this.writeLines(JSON.stringify(resource), 1);
  }

  /** Lines the database wrote (`count` resources, separated by newlines, without the last one). */
  async writeLines(ndjson: string, count: number): Promise<void> {
    if (count === 0) return;
    this.lines.push(ndjson, '\n');
    this.characters += ndjson.length + 1;
    this.count += count;
    if (this.characters >= this.partCharacters) await this.flush();
  }

  async close(): Promise<void> {
    if (this.lines.length > 0) await this.flush();
    await this.storing;
  }

  /** Stops writing: waits for the part being stored, whatever becomes of it, and keeps no more. */
  async abandon(): Promise<void> {
    this.lines = [];
    await this.storing.catch(() => undefined);
  }

  /** Starts storing the lines so far as the next part, once the part before is stored. */
  private async flush(): Promise<void> {
    const text = this.lines.join('');
    this.lines = [];
    this.characters = 0;
    const seq = this.parts;
    this.parts += 1;
    const before = this.storing;
    // The fastest level: an export writes gigabytes, and level 1 still shrinks NDJSON several fold.
    const compressed = gzip(text, { level: zlib.constants.Z_BEST_SPEED });
    this.storing = (async () => {
      const data = await compressed;
      await before;
      await this.db
        .insertInto('fhirExportPart')
        .values({ exportId: this.exportId, type: this.type, seq, data })
        .execute();
    })();
    // Failures surface at the next flush or at close; handled now so none is reported as unhandled.
    this.storing.catch(() => undefined);
    compressed.catch(() => undefined);
    await before;
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
