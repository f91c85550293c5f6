import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database, Db } from '../../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { dailyPredictionsJob } from './daily-job.ts';

const TODAY = new Date().toISOString().slice(0, 10);

/**
 * Who has enough data for a score today, written out here from the rules rather than asked of
 * the code under test. Bedwetting: an active child without a recorded outcome, a week past the
 * first entry, who entered a night in the last 28 (the markup's silence). Generic: an active
 * patient not in hospital, with a vital measured in the 14 days before today.
 */
const ELIGIBLE: Record<Customer, (db: Db) => Promise<number[]>> = {
  bedwetting: async (db) =>
    (
      await sql<{ id: number }>`
        select p.id from patient p
        where not p.inactive and p.first_entry_date <= ${TODAY}::date - 7
          and not exists (select 1 from treatment_outcome o where o.patient_id = p.id)
          and exists (select 1 from nightly_entry e where e.patient_id = p.id and e.superseded_at is null
            and e.value is not null and e.night < ${TODAY}::date and e.night >= ${TODAY}::date - 28)
        order by p.id`.execute(db)
    ).rows.map((row) => row.id),
  generic: async (db) =>
    (
      await sql<{ id: number }>`
        select p.id from patient p
        where not p.inactive
          and not exists (select 1 from hospitalization h where h.patient_id = p.id
            and h.admitted_at < ${TODAY}::date and (h.discharged_at is null or h.discharged_at >= ${TODAY}::date))
          and exists (select 1 from variable_value v join patient_variable pv on pv.id = v.variable_id
            where v.patient_id = p.id and v.source <> 'ai' and pv.code in ('WEIGHT', 'DWDEV', 'SYS', 'DIA', 'PULSE', 'SPO2', 'TEMP')
              and v.time_stamp < ${TODAY}::date and v.time_stamp::date >= ${TODAY}::date - 14)
        order by p.id`.execute(db)
    ).rows.map((row) => row.id),
};

for (const customer of ['bedwetting', 'generic'] as const) {
  describe(`the daily prediction run (${customer})`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
      await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: customer, DEMO_PATIENTS: '60' }));
      // The demo back-fills up to today: start the day without today's scores, as the job would.
      await database.db.deleteFrom('aiPrediction').where('asOf', '=', TODAY).execute();
    }, 600_000);
    afterAll(() => database.close());

    it('gives every active patient with enough data a prediction for today, and nobody else', async () => {
      const db = database.db;
      const eligible = await ELIGIBLE[customer](db);
      expect(eligible.length).toBeGreaterThan(5);
      // An inactive patient is not scored, however much data they have.
      const [retired, ...stillActive] = eligible;
      await db.updateTable('patient').set({ inactive: true }).where('id', '=', retired!).execute();
      await dailyPredictionsJob(db, customer).run({});
      const scored = await db
        .selectFrom('aiPrediction')
        .select('patientId')
        .distinct()
        .where('asOf', '=', TODAY)
        .orderBy('patientId')
        .execute();
      expect(scored.map((row) => row.patientId)).toEqual(stillActive);
      // And their list row now carries today's score.
      const latest = await db
        .selectFrom('patient')
        .innerJoin('aiPrediction', 'aiPrediction.id', 'patient.latestPredictionId')
        .select(['patient.id', 'aiPrediction.asOf'])
        .where('patient.id', 'in', stillActive)
        .execute();
      expect(latest.map((row) => row.asOf)).toEqual(stillActive.map(() => TODAY));
    });
  });
}
