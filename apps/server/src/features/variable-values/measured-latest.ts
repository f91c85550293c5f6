import { sql } from 'kysely';
import { storeComputedValues, storeLatestValues } from './store-sql.ts';
import type { Db } from '../../db/database.ts';
import {
  inBatch,
  inComputeTransaction,
  patientDays,
  type ComputationResult,
  type DayComputation,
  type PatientBatch,
} from './patient-days.ts';

/** The variable whose latest time stamp tells that a patient's day has been computed. */
export const MEASURED_MARKER = 'DSLM';

/**
 * Writes the dry-weight deviation (DWDEV) of every weight of the batch: the weight minus the dry
 * weight in force on the weight's local day, stamped like the weight. Deviations whose weight or
 * dry weight is gone are deleted; unchanged ones are not rewritten.
 */
async function deriveDryWeightDeviations(db: Db, batch: PatientBatch, asOf: Date): Promise<number> {
  const { rows } = await sql<{ changed: number }>`
    with patient_days as materialized (${patientDays(batch, asOf)}),
    dry as (
      select d.patient_id, d.weight_kg, d.valid_from,
        lead(d.valid_from) over (partition by d.patient_id order by d.valid_from) as valid_until
      from dry_weight d where ${inBatch('d.patient_id', batch)}
    ),
    weights as (
      select w.patient_id, w.time_stamp, w.value, (w.time_stamp at time zone p.tz)::date as day
      from variable_value w
      join patient_variable wv on wv.id = w.variable_id and wv.code = 'WEIGHT'
      join patient_days p on p.id = w.patient_id
      where ${inBatch('w.patient_id', batch)} and w.value is not null
    ),
    deviations as (
      select w.patient_id, w.time_stamp, round((w.value - dry.weight_kg)::numeric, 2)::float8 as value
      from weights w
      join dry on dry.patient_id = w.patient_id and dry.valid_from <= w.day
        and (dry.valid_until is null or w.day < dry.valid_until)
    ),
    deviation_variable as (select id from patient_variable where code = 'DWDEV'),
    deviation_rows as (
      select d.patient_id, v.id as variable_id, d.value, d.time_stamp
      from deviations d cross join deviation_variable v
    ),
    ${storeComputedValues('stored', 'deviation_rows')},
    removed as (
      delete from variable_value old using deviation_variable v
      where old.variable_id = v.id and ${inBatch('old.patient_id', batch)}
        and not exists (
          select 1 from deviations d where d.patient_id = old.patient_id and d.time_stamp = old.time_stamp)
      returning 1
    )
    select (select count(*) from stored) + (select count(*) from removed) as changed`.execute(db);
  return rows[0]?.changed ?? 0;
}

/**
 * Points each measured variable's latest value (and DWDEV's) at its newest stored value, with
 * days since it was taken, and writes the day's DSLM (days since the last measurement).
 */
async function followNewestValues(db: Db, job: DayComputation): Promise<ComputationResult> {
  const { rows } = await sql<ComputationResult>`
    with patient_days as materialized (${patientDays(job.batch, job.asOf)}),
    followed as (select id, kind from patient_variable where kind = 'measured' or code = 'DWDEV'),
    newest as (
      select d.id as patient_id, f.id as variable_id, f.kind, n.value, n.time_stamp,
        greatest(0, d.today - (n.time_stamp at time zone d.tz)::date) as days_since
      from patient_days d cross join followed f
      cross join lateral (
        select x.value, x.time_stamp from variable_value x
        where x.patient_id = d.id and x.variable_id = f.id
        order by x.time_stamp desc limit 1
      ) n
    ),
    day_counter as (
      select d.id as patient_id, v.id as variable_id, d.day_start as time_stamp,
        (select min(n.days_since) from newest n where n.patient_id = d.id and n.kind = 'measured')::float8 as value
      from patient_days d join patient_variable v on v.code = ${MEASURED_MARKER}
    ),
    ${storeComputedValues('stored', 'day_counter')},
    counter_latest as (select patient_id, variable_id, value, time_stamp, 0 as days_since from day_counter),
    -- Measured values are followed whatever their age; only the day counter keeps a newer day.
    ${storeLatestValues('measured_latest', 'newest', false)},
    ${storeLatestValues('counter_latest_stored', 'counter_latest', job.keepNewerLatest)}
    select (select count(*) from patient_days) as patients,
      (select count(*) from stored) + (select count(*) from measured_latest)
        + (select count(*) from counter_latest_stored) as changed_rows`.execute(db);
  return rows[0] ?? { patients: 0, changedRows: 0 };
}

/**
 * Deletes latest values whose variable has no stored value any more (deleted or corrected away).
 * The newest value is looked up as `followNewestValues` does, ordered by time, so that the plan
 * walks the patient's series index whatever the statistics say.
 */
async function removeOrphanedLatest(db: Db, batch: PatientBatch): Promise<number> {
  const result = await sql`
    delete from patient_variable_latest l using patient_variable f
    where f.id = l.variable_id and (f.kind = 'measured' or f.code = 'DWDEV') and ${inBatch('l.patient_id', batch)}
      and (select x.time_stamp from variable_value x
        where x.patient_id = l.patient_id and x.variable_id = l.variable_id
        order by x.time_stamp desc limit 1) is null`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The generic flavour's derived values for a batch, in one transaction: DWDEV from weights and
 * dry weights, then the latest values of measured variables and the day's DSLM.
 */
export async function computeMeasuredLatest(db: Db, job: DayComputation): Promise<ComputationResult> {
  return inComputeTransaction(db, async (trx) => {
    const deviations = await deriveDryWeightDeviations(trx, job.batch, job.asOf);
    const latest = await followNewestValues(trx, job);
    const orphaned = await removeOrphanedLatest(trx, job.batch);
    return { patients: latest.patients, changedRows: latest.changedRows + deviations + orphaned };
  });
}
