import {
  classify,
  selectGeneralLimit,
  ageInYears,
  type LimitValues,
  type PatientGender,
} from '@vigil/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createPatient } from '../../test/factory.ts';
import {
  generalLimitByGenderAndAge,
  limitColumnsOf,
  limitInForce,
  patientAgeSql,
  statusSql,
} from './status-sql.ts';

/** The SQL rules must say exactly what the domain rules say, for any input. */
describe('status rules in SQL agree with the domain', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const sortedSix = fc
    .array(fc.integer({ min: -50, max: 50 }), { minLength: 6, maxLength: 6 })
    .map((values): LimitValues => {
      const [alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh] = [
        ...values,
      ].sort((a, b) => a - b) as [number, number, number, number, number, number];
      return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
    });

  it('classification', async () => {
    await fc.assert(
      fc.asyncProperty(
        sortedSix,
        fc.option(
          fc.integer({ min: -60, max: 60 }).map((v) => v / 2),
          { nil: null },
        ),
        async (limit, value) => {
          const { rows } = await sql<{ status: string }>`
          select ${statusSql(sql`${value}::double precision`, limitColumnsOf('lim'))} as status
          from (select ${limit.alertLow}::float8 as alert_low, ${limit.abnormalLow}::float8 as abnormal_low,
                       ${limit.lowerLimitNormal}::float8 as lower_limit_normal, ${limit.upperLimitNormal}::float8 as upper_limit_normal,
                       ${limit.abnormalHigh}::float8 as abnormal_high, ${limit.alertHigh}::float8 as alert_high) lim`.execute(
            database.db,
          );
          expect(rows[0]!.status).toBe(classify(value, limit));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('limit selection', async () => {
    const db = database.db;
    const variable = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('code', '=', 'PULSE')
      .executeTakeFirstOrThrow();
    const today = '2026-11-21';
    const candidate = fc.record({
      gender: fc.constantFrom('ALL' as const, 'WOMEN' as const, 'MEN' as const),
      ageLower: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      span: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(candidate, { maxLength: 5, selector: (c) => `${c.gender}/${c.ageLower}/${c.span}` }),
        fc.constantFrom<PatientGender>('Male', 'Female', 'Unknown'),
        fc.option(
          fc.date({ min: new Date('1940-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
          { nil: null },
        ),
        async (raw, gender, birth) => {
          await db.deleteFrom('limitGeneral').where('variableId', '=', variable.id).execute();
          const limits = raw.map((item, index) => ({
            gender: item.gender,
            ageLower: item.ageLower,
            ageUpper: item.span === null ? null : (item.ageLower ?? 0) + item.span,
            alertLow: index,
            abnormalLow: index,
            lowerLimitNormal: index,
            upperLimitNormal: index,
            abnormalHigh: index,
            alertHigh: index,
          }));
          if (limits.length)
            await db
              .insertInto('limitGeneral')
              .values(limits.map((limit) => ({ ...limit, variableId: variable.id })))
              .execute();
          const patient = await createPatient(db);
          const dateOfBirth = birth ? birth.toISOString().slice(0, 10) : null;
          await db.updateTable('patient').set({ gender, dateOfBirth }).where('id', '=', patient.id).execute();

          const { rows } = await sql<{ alertLow: number | null }>`
            select ${limitInForce('own', 'general')('alert_low')} as alert_low from patient p
            left join limit_user own on own.patient_id = p.id and own.variable_id = ${variable.id}
            left join ${generalLimitByGenderAndAge(sql`${variable.id}`)} general
              on general.patient_gender = p.gender and general.age = ${patientAgeSql('p', today)}
            where p.id = ${patient.id}`.execute(db);
          const expected = selectGeneralLimit(
            limits,
            gender,
            dateOfBirth ? ageInYears(dateOfBirth, today) : null,
          );
          const picked = rows[0]?.alertLow ?? null;
          if (expected === null) expect(picked).toBeNull();
          else {
            // Equally specific limits may tie; any of them is a correct pick.
            const tied = limits.filter(
              (limit) =>
                selectGeneralLimit([limit], gender, dateOfBirth ? ageInYears(dateOfBirth, today) : null) !==
                  null && specificity(limit) === specificity(expected),
            );
            expect(tied.map((limit) => limit.alertLow)).toContain(picked);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

function specificity(limit: { gender: string; ageLower: number | null; ageUpper: number | null }): number {
  return (limit.gender === 'ALL' ? 10000 : 0) + (limit.ageUpper ?? 1000) - (limit.ageLower ?? 0);
}
