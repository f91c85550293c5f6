import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createPatient } from '../test/factory.ts';
import type { Database } from './database.ts';

const VARIABLES = 3;
const PATIENTS = 20;
const CALLS = 8;

/**
 * A write about one patient (an own limit, a birth date, a registration form) refreshes that
 * patient's statuses through the primary key, never by reading every patient's latest values.
 * The rows the database read are counted (sequential and through an index alike: a plan without an
 * index condition may walk a whole index instead of the table). Sequential scans are priced out,
 * so the small test table does not tempt the planner into one for its own sake. (The embedded
 * database planned the old function per call with its arguments; the PostgreSQL server did not.)
 */
describe('the status refresh of one patient', () => {
  let database: Database;
  let patientId: number;
  let variableId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const variables = await database.db.selectFrom('patientVariable').select('id').limit(VARIABLES).execute();
    variableId = variables[0]!.id;
    for (let index = 0; index < PATIENTS; index++) {
      const patient = await createPatient(database.db);
      patientId = patient.id;
      for (const variable of variables) {
        await database.db
          .insertInto('patientVariableLatest')
          .values({
            patientId: patient.id,
            variableId: variable.id,
            value: index,
            timeStamp: new Date().toISOString(),
          })
          .execute();
      }
    }
  });
  afterAll(() => database.close());

  /** Rows of patient_variable_latest read per call of `query`, over CALLS calls in one transaction. */
  const rowsReadPerCall = (query: ReturnType<typeof sql>) =>
    database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rowsRead = () =>
        sql<{ rows: string }>`
          select seq_tup_read + coalesce(idx_tup_fetch, 0) as rows
          from pg_stat_xact_user_tables where relname = 'patient_variable_latest'`
          .execute(trx)
          .then(({ rows }) => Number(rows[0]!.rows));
      const before = await rowsRead();
      // Past the first five calls, where a plan for the given arguments could hide a generic one.
      for (let call = 0; call < CALLS; call++) await query.execute(trx);
      return ((await rowsRead()) - before) / CALLS;
    });

  it('for one own limit reads that patient’s rows, not the table', async () => {
    const rows = await rowsReadPerCall(
      sql`select refresh_variable_statuses(array[${patientId}]::integer[], array[${variableId}]::integer[])`,
    );
    // The patient's rows (found by the primary key's first column) and the row written, where a
    // whole read is VARIABLES × PATIENTS = 60. PostgreSQL 15 read 61 per call before 0016.
    expect(rows).toBeLessThanOrEqual(VARIABLES + 1);
  });

  it('for a birth date or a registration form (every variable of the patient) likewise', async () => {
    const rows = await rowsReadPerCall(
      sql`select refresh_variable_statuses(array[${patientId}]::integer[], null)`,
    );
    expect(rows).toBeLessThanOrEqual(2 * VARIABLES);
  });
});
