import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createPatient } from '../test/factory.ts';
import type { Database } from './database.ts';
import { up as dryStreakAlwaysNormal } from './migrations/0017_dry_streak_always_normal.ts';

describe('a long dry streak is success, not a warning (migration 0017)', () => {
  let database: Database;
  let patientId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    patientId = (await createPatient(database.db)).id;
    await sql`insert into patient_variable_latest (patient_id, variable_id, value, time_stamp, days_since)
      select ${patientId}, id, 20, now(), 0 from patient_variable where code = 'DRYSTREAK'`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());
  // Migrations are written against the database without its generated types.
  const runMigration = () => dryStreakAlwaysNormal(database.db as unknown as Kysely<unknown>);

  const setUpperNormal = (value: number) =>
    sql`update limit_general set upper_limit_normal = ${value}
      where variable_id = (select id from patient_variable where code = 'DRYSTREAK')`.execute(database.db);
  const streakStatus = async () => {
    const { rows } = await sql<{ status: string; upper: number }>`
      select latest.status, general.upper_limit_normal as upper
      from patient_variable_latest latest
      join patient_variable variable on variable.id = latest.variable_id and variable.code = 'DRYSTREAK'
      join limit_general general on general.variable_id = variable.id
      where latest.patient_id = ${patientId}`.execute(database.db);
    return rows[0];
  };

  it('a new database shows 20 dry nights in a row as normal', async () => {
    expect(await streakStatus()).toEqual({ status: 'NORMAL', upper: 1000 });
  });

  it('a database with the old default (normal up to 13) is changed, and the status with it', async () => {
    await setUpperNormal(13);
    expect((await streakStatus())?.status).toBe('NORMAL_HIGH');
    await runMigration();
    expect(await streakStatus()).toEqual({ status: 'NORMAL', upper: 1000 });
  });

  it('a limit the clinic chose itself stays', async () => {
    await setUpperNormal(30);
    await runMigration();
    expect(await streakStatus()).toEqual({ status: 'NORMAL', upper: 30 });
    await setUpperNormal(10);
    await runMigration();
    expect(await streakStatus()).toEqual({ status: 'NORMAL_HIGH', upper: 10 });
  });
});
