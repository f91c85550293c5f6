import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createPatient } from '../test/factory.ts';
import type { Database } from './database.ts';

const LATEST_AT = Date.parse('2026-03-20T06:00:00Z');
const HOUR = 3_600_000;
const hoursBefore = (hours: number) => new Date(LATEST_AT - hours * HOUR).toISOString();

describe('the latest value keeps the mean of the 14 days before it', () => {
  let database: Database;
  let variableId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const weight = await database.db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'WEIGHT')
      .executeTakeFirstOrThrow();
    variableId = weight.id;
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const addValue = (patientId: number, value: number | null, hours: number) =>
    db()
      .insertInto('variableValue')
      .values({ patientId, variableId, value, timeStamp: hoursBefore(hours), source: 'staff' })
      .execute();
  const setLatest = (patientId: number, value: number | null, hours = 0) =>
    db()
      .insertInto('patientVariableLatest')
      .values({ patientId, variableId, value, timeStamp: hoursBefore(hours), daysSince: 0 })
      .onConflict((conflict) =>
        conflict.columns(['patientId', 'variableId']).doUpdateSet({ value, timeStamp: hoursBefore(hours) }),
      )
      .execute();
  const storedMean = async (patientId: number) => {
    const row = await db()
      .selectFrom('patientVariableLatest')
      .select('previousWindowMean')
      .where('patientId', '=', patientId)
      .where('variableId', '=', variableId)
      .executeTakeFirstOrThrow();
    return row.previousWindowMean;
  };
  /** Whether the stored mean is the one the relative deviation used to compute on every read. */
  const agreesWithHistory = async (patientId: number) => {
    const { rows } = await sql<{ agrees: boolean }>`
      select l.previous_window_mean is not distinct from (
        select avg(h.value::numeric) from variable_value h
        where h.patient_id = l.patient_id and h.variable_id = l.variable_id
          and h.time_stamp >= l.time_stamp - interval '14 days'
          and h.time_stamp < l.time_stamp and h.value is not null) as agrees
      from patient_variable_latest l
      where l.patient_id = ${patientId} and l.variable_id = ${variableId}`.execute(db());
    return rows[0]?.agrees;
  };

  it('counts values from 14 days before the latest up to, not including, its time stamp', async () => {
    const { id } = await createPatient(db());
    await addValue(id, 100, 14 * 24 + 1);
    await addValue(id, 10, 14 * 24);
    await addValue(id, 20, 1);
    await addValue(id, null, 2);
    await addValue(id, 1000, 0);
    await setLatest(id, 1000);
    expect(await storedMean(id)).toBe(15);
  });

  it('no values in the window, no mean', async () => {
    const { id } = await createPatient(db());
    await addValue(id, 10, 15 * 24);
    await setLatest(id, 12);
    expect(await storedMean(id)).toBeNull();
  });

  it('history written after the latest row changes the mean only inside the window', async () => {
    const { id } = await createPatient(db());
    await setLatest(id, 12);
    await addValue(id, 10, 24);
    expect(await storedMean(id)).toBe(10);
    await addValue(id, 500, 20 * 24);
    await addValue(id, 700, -24);
    expect(await storedMean(id)).toBe(10);
    await addValue(id, 20, 48);
    expect(await storedMean(id)).toBe(15);

    await db()
      .updateTable('variableValue')
      .set({ value: 40 })
      .where('patientId', '=', id)
      .where('value', '=', 20)
      .execute();
    expect(await storedMean(id)).toBe(25);
    await db()
      .updateTable('variableValue')
      .set({ timeStamp: hoursBefore(15 * 24) })
      .where('patientId', '=', id)
      .where('value', '=', 40)
      .execute();
    expect(await storedMean(id)).toBe(10);
    await db()
      .updateTable('variableValue')
      .set({ timeStamp: hoursBefore(72) })
      .where('patientId', '=', id)
      .where('value', '=', 500)
      .execute();
    expect(await storedMean(id)).toBe(255);

    await db().deleteFrom('variableValue').where('patientId', '=', id).where('value', '=', 700).execute();
    expect(await storedMean(id)).toBe(255);
    await db().deleteFrom('variableValue').where('patientId', '=', id).where('value', '=', 10).execute();
    expect(await storedMean(id)).toBe(500);
    await db().deleteFrom('variableValue').where('patientId', '=', id).execute();
    expect(await storedMean(id)).toBeNull();
  });

  it('a latest value with a new time stamp takes the mean of its own window', async () => {
    const { id } = await createPatient(db());
    await addValue(id, 10, 24);
    await addValue(id, 30, 20 * 24);
    await setLatest(id, 12);
    expect(await storedMean(id)).toBe(10);
    await setLatest(id, 31, 19 * 24);
    expect(await storedMean(id)).toBe(30);
    await db().updateTable('patientVariableLatest').set({ value: 99 }).where('patientId', '=', id).execute();
    expect(await storedMean(id)).toBe(30);
  });

  it('one statement writing history and the latest value ends right in either order', async () => {
    const { id } = await createPatient(db());
    await sql`
      with latest as (
        insert into patient_variable_latest (patient_id, variable_id, value, time_stamp)
        values (${id}, ${variableId}, 12, ${hoursBefore(0)}) returning 1),
      history as (
        insert into variable_value (patient_id, variable_id, value, time_stamp, source)
        values (${id}, ${variableId}, 10, ${hoursBefore(24)}, 'computed'),
          (${id}, ${variableId}, 12, ${hoursBefore(0)}, 'computed') returning 1)
      select (select count(*) from latest) + (select count(*) from history)`.execute(db());
    expect(await storedMean(id)).toBe(10);
  });

  it('equals the mean computed from the history, whatever is written in which order', async () => {
    const hours = fc.oneof(fc.integer({ min: -48, max: 400 }), fc.constantFrom(0, 14 * 24, 14 * 24 + 1));
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constant(null),
    );
    const step = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), hours, value }),
      fc.record({ kind: fc.constant('update' as const), index: fc.nat(20), value }),
      fc.record({ kind: fc.constant('move' as const), index: fc.nat(20), hours }),
      fc.record({ kind: fc.constant('delete' as const), index: fc.nat(20) }),
      fc.record({ kind: fc.constant('latest' as const), hours }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { id } = await createPatient(db());
        await setLatest(id, 1);
        const nth = (index: number) =>
          sql`(select id from variable_value where patient_id = ${id} and variable_id = ${variableId}
            order by time_stamp offset ${index} % greatest(1, (select count(*) from variable_value
              where patient_id = ${id} and variable_id = ${variableId})) limit 1)`;
        const free = (at: string) =>
          sql`not exists (select 1 from variable_value where patient_id = ${id} and variable_id = ${variableId}
            and time_stamp = ${at})`;
        for (const s of steps) {
          if (s.kind === 'insert')
            await sql`insert into variable_value (patient_id, variable_id, value, time_stamp, source)
              values (${id}, ${variableId}, ${s.value}, ${hoursBefore(s.hours)}, 'staff')
              on conflict do nothing`.execute(db());
          else if (s.kind === 'update')
            await sql`update variable_value set value = ${s.value} where id = ${nth(s.index)}`.execute(db());
          else if (s.kind === 'move')
            await sql`update variable_value set time_stamp = ${hoursBefore(s.hours)}
              where id = ${nth(s.index)} and ${free(hoursBefore(s.hours))}`.execute(db());
          else if (s.kind === 'delete')
            await sql`delete from variable_value where id = ${nth(s.index)}`.execute(db());
          else await setLatest(id, 1, s.hours);
          expect(await agreesWithHistory(id)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
