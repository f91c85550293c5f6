import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIABLE_CATALOGUE } from '@vigil/domain';
import { createEmptyTestDatabase } from '../test/database.ts';
import { openMemoryDatabase, type Database, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

// Always the embedded PGlite; also the PostgreSQL server when TEST_DATABASE_URL names one.
const backends: { name: string; open: () => Promise<Database> }[] = [
  { name: 'PGlite', open: () => openMemoryDatabase() },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: createEmptyTestDatabase }] : []),
];

describe.each(backends)('initial schema on $name', ({ open }) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
  });
  afterAll(() => database.close());

  async function tableNames(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = 'public' order by 1`.execute(
      db,
    );
    return rows.map((row) => row.name);
  }

  async function newPatient(): Promise<number> {
    const patient = await db
      .insertInto('patient')
      .values({ firstName: 'Alva', timezone: 'Europe/Stockholm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return patient.id;
  }

  async function variableId(code: string): Promise<number> {
    const variable = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return variable.id;
  }

  it('seeds the variable catalogue of both flavours', async () => {
    const rows = await db
      .selectFrom('patientVariable')
      .select(['code', 'flavour', 'kind'])
      .orderBy('sortOrder')
      .execute();
    expect(rows.map((row) => row.code)).toEqual(VARIABLE_CATALOGUE.map((variable) => variable.code));
    expect(rows.find((row) => row.code === 'WET')).toEqual({
      code: 'WET',
      flavour: 'bedwetting',
      kind: 'computed',
    });
    expect(rows.find((row) => row.code === 'AI_SUCC_SC')).toMatchObject({
      flavour: 'bedwetting',
      kind: 'ai',
    });
    expect(rows.find((row) => row.code === 'RISK_SCORE')).toMatchObject({ flavour: 'generic', kind: 'ai' });
  });

  it('seeds the default general limits and the predefined variable pages', async () => {
    const wet = await db
      .selectFrom('limitGeneral')
      .innerJoin('patientVariable', 'patientVariable.id', 'limitGeneral.variableId')
      .select(['gender', 'ageLower', 'ageUpper', 'upperLimitNormal', 'alertHigh'])
      .where('code', '=', 'WET')
      .execute();
    expect(wet).toEqual([
      { gender: 'ALL', ageLower: null, ageUpper: null, upperLimitNormal: 2, alertHigh: 10 },
    ]);
    const limitCount = VARIABLE_CATALOGUE.reduce((sum, variable) => sum + variable.defaultLimits.length, 0);
    const { count } = await db
      .selectFrom('limitGeneral')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(limitCount);
    const predefined = await db
      .selectFrom('variablePriority')
      .select('id')
      .where('userId', 'is', null)
      .execute();
    expect(predefined.length).toBe(
      VARIABLE_CATALOGUE.filter((variable) => variable.defaultWindow !== null).length,
    );
  });

  it('rejects limit levels that decrease', async () => {
    const insert = db
      .insertInto('limitGeneral')
      .values({
        variableId: await variableId('PULSE'),
        gender: 'MEN',
        alertLow: 40,
        abnormalLow: 50,
        lowerLimitNormal: 45,
        upperLimitNormal: 100,
        abnormalHigh: 120,
        alertHigh: 130,
      })
      .execute();
    await expect(insert).rejects.toThrow(/limit_general_levels_non_decreasing/);
  });

  it('rejects an age band whose upper age is not above the lower', async () => {
    const insert = db
      .insertInto('limitGeneral')
      .values({
        variableId: await variableId('PULSE'),
        gender: 'WOMEN',
        ageLower: 12,
        ageUpper: 12,
        alertLow: 1,
        abnormalLow: 2,
        lowerLimitNormal: 3,
        upperLimitNormal: 4,
        abnormalHigh: 5,
        alertHigh: 6,
      })
      .execute();
    await expect(insert).rejects.toThrow(/limit_general_ages/);
  });

  it('rejects a category message sent at hour 25', async () => {
    const category = await db
      .insertInto('ruleBasedCategory')
      .values({ name: 'Wet every night' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = {
      categoryType: 'RULE_BASED' as const,
      ruleBasedCategoryId: category.id,
      language: 'sv' as const,
      messageText: 'Kom ihåg larmet i kväll!',
    };
    await db.insertInto('categoryMessage').values(message).execute();
    await expect(
      db
        .insertInto('categoryMessage')
        .values({ ...message, hoursWhenToSend: 25 })
        .execute(),
    ).rejects.toThrow(/category_message_hours_when_to_send_check/);
  });

  it('rejects treatment outcome 7', async () => {
    const patientId = await newPatient();
    await db.insertInto('treatmentOutcome').values({ patientId, value: 4 }).execute();
    await expect(db.insertInto('treatmentOutcome').values({ patientId, value: 7 }).execute()).rejects.toThrow(
      /treatment_outcome_value_check/,
    );
  });

  it('keeps one current nightly entry per night, and corrections as history', async () => {
    const patientId = await newPatient();
    const night = { patientId, night: '2026-03-01', source: 'phone' as const };
    const first = await db
      .insertInto('nightlyEntry')
      .values({ ...night, value: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('nightlyEntry')
        .values({ ...night, value: 0 })
        .execute(),
    ).rejects.toThrow(/nightly_entry_current_key/);

    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('nightlyEntry')
        .set({ supersededAt: new Date() })
        .where('id', '=', first.id)
        .execute();
      await trx
        .insertInto('nightlyEntry')
        .values({ ...night, value: 0, replacesId: first.id })
        .execute();
    });
    const entries = await db
      .selectFrom('nightlyEntry')
      .select(['value', 'replacesId'])
      .where('patientId', '=', patientId)
      .where('supersededAt', 'is', null)
      .execute();
    expect(entries).toEqual([{ value: 0, replacesId: first.id }]);
  });

  it('deleting a patient removes their clinical rows', async () => {
    const patientId = await newPatient();
    await db
      .insertInto('nightlyEntry')
      .values({ patientId, night: '2026-03-02', value: 2, source: 'phone' })
      .execute();
    await db
      .insertInto('variableValue')
      .values({
        patientId,
        variableId: await variableId('WET'),
        value: 3,
        timeStamp: new Date(),
        source: 'computed',
      })
      .execute();
    await db.deleteFrom('patient').where('id', '=', patientId).execute();
    const left = await db
      .selectFrom('variableValue')
      .select('id')
      .where('patientId', '=', patientId)
      .execute();
    expect(left).toEqual([]);
  });

  it('migrating again is a no-op', async () => {
    const before = await tableNames();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames()).toEqual(before);
  });

  it('a failing migration leaves the database as it was', async () => {
    const before = await tableNames();
    const broken = {
      ...migrations,
      '9999_broken': {
        up: async (migrating: typeof db) => {
          await sql`create table broken_probe (id integer)`.execute(migrating);
          throw new Error('migration failed halfway');
        },
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow('migration failed halfway');
    expect(await tableNames()).toEqual(before);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });
});
