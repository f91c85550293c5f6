import { sql, type Kysely } from 'kysely';

const TODAY = `(now() at time zone 'UTC')::date`;

/** The statuses of the latest rows chosen by `filter`, written where they changed (as in 0008). */
const refreshWhere = (filter: string) => `
      update patient_variable_latest latest set status = fresh.status, status_age = fresh.age
      from (
        select target.patient_id, target.variable_id, aged.age,
          variable_status(target.patient_id, target.variable_id, target.value, aged.age) as status
        from patient_variable_latest target
        cross join lateral (select patient_age_on(target.patient_id, ${TODAY}) as age) aged
        where ${filter}
      ) fresh
      where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
        and (latest.status, latest.status_age) is distinct from (fresh.status, fresh.age);`;

/*
 * One statement per case instead of `(p is null or patient_id = any(p))`: a plan made for any
 * argument could not use the primary key, so a write about one patient (an own limit, a birth
 * date, a registration form) scanned every patient's latest values. Each branch below has its
 * own plan: by patient through the primary key, by variable through the status index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function refresh_variable_statuses(p_patients integer[], p_variables integer[])
    returns void language plpgsql volatile as $$
    begin
      if p_patients is not null then
        ${refreshWhere('target.patient_id = any(p_patients) and (p_variables is null or target.variable_id = any(p_variables))')}
      elsif p_variables is not null then
        ${refreshWhere('target.variable_id = any(p_variables)')}
      else
        ${refreshWhere('true')}
      end if;
    end $$`,
    )
    .execute(db);
}
