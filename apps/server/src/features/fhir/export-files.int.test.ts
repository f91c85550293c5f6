import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createUser } from '../../test/factory.ts';
import { deleteExportParts, ExportFileWriter, storedExportFile } from './export-files.ts';

describe('export files in the database', () => {
  let database: Database;
  let exportId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const clinic = await createClinic(db);
    const user = await createUser(db, { clinicIds: [clinic.clinicId] });
    exportId = (
      await db
        .insertInto('fhirExport')
        .values({ userId: user.id, patientScope: '{}', types: ['Observation'], requestUrl: '/' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.close());

  it('stores a file in compressed parts and gives back every line, in order', async () => {
    const { db } = database;
    const writer = new ExportFileWriter(db, exportId, 'Observation', 10_000);
    const resources = Array.from({ length: 2_000 }, (_, index) => ({
      resourceType: 'Observation',
      id: String(index),
      note: [{ text: 'ä'.repeat(index % 7) }],
    }));
    for (const resource of resources) await writer.write(resource);
    await writer.close();
    expect(writer.count).toBe(2_000);

    const parts = await db
      .selectFrom('fhirExportPart')
      .select(['seq', 'data'])
      .where('exportId', '=', exportId)
      .orderBy('seq')
      .execute();
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.map((part) => part.seq)).toEqual(parts.map((_, index) => index));
    // gzip: each part starts with its magic number.
    expect(parts.every((part) => part.data[0] === 0x1f && part.data[1] === 0x8b)).toBe(true);

    const lines = (await text(storedExportFile(db, exportId, 'Observation'))).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual(resources);
    expect(await text(storedExportFile(db, exportId, 'Patient'))).toBe('');

    await deleteExportParts(db, exportId);
    expect(await text(storedExportFile(db, exportId, 'Observation'))).toBe('');
  });
});
