import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { markPatientDue } from './due.ts';
import { refreshDuePatients } from './pipeline.ts';

describe('a round of the derived-data refresh', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const patient = async () => {
    const { clinicId } = await createClinic(database.db);
    return (await createPatient(database.db, { clinicIds: [clinicId] })).id;
  };
  const due = () =>
    database.db
      .selectFrom('derivedVariablesDue')
      .select(['patientId', 'fromNight'])
      .orderBy('patientId')
      .execute();

  it('refreshes the patients marked due and releases them', async () => {
    const first = await patient();
    const second = await patient();
    await markPatientDue(database.db, first);
    await markPatientDue(database.db, second, { fromNight: '2026-11-20' });
    expect(await refreshDuePatients(database.db, 'bedwetting')).toBe(2);
    expect(await due()).toEqual([]);
    expect(await refreshDuePatients(database.db, 'bedwetting')).toBe(0);
  });

  it('a patient marked again keeps the earliest night', async () => {
    const id = await patient();
    await markPatientDue(database.db, id, { fromNight: '2026-11-20' });
    await markPatientDue(database.db, id, { fromNight: '2026-11-25' });
    expect(await due()).toEqual([{ patientId: id, fromNight: '2026-11-20' }]);
    await refreshDuePatients(database.db, 'bedwetting');
  });

  it('leaves a claim another server holds, and takes over one lost with its server', async () => {
    const id = await patient();
    await markPatientDue(database.db, id);
    await sql`update derived_variables_due set claimed_at = now()`.execute(database.db);
    expect(await refreshDuePatients(database.db, 'bedwetting')).toBe(0);
    expect(await due()).toEqual([{ patientId: id, fromNight: null }]);
    await sql`update derived_variables_due set claimed_at = now() - interval '6 minutes'`.execute(
      database.db,
    );
    expect(await refreshDuePatients(database.db, 'bedwetting')).toBe(1);
    expect(await due()).toEqual([]);
  });
});
