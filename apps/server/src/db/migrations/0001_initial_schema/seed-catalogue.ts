import { sql, type Kysely } from 'kysely';
import { VARIABLE_CATALOGUE } from '@vigil/domain';
import { AI_TASKS } from './enumerations.ts';

/**
 * Reference rows. The variable catalogue and its default limits come from @vigil/domain, copied
 * into rows when this migration runs: editing the catalogue later does not touch databases
 * already migrated, so such an edit ships as a new migration that updates the rows (idempotent,
 * because a database created after the edit already has the new values from here).
 */
export async function seedCatalogue(db: Kysely<unknown>): Promise<void> {
  await sql`insert into patient_variable (code, variable_name, units, flavour, kind, sort_order) values ${sql.join(
    VARIABLE_CATALOGUE.map(
      (variable, index) =>
        sql`(${variable.code}, ${variable.name}, ${variable.units}, ${variable.flavour}, ${variable.kind}, ${(index + 1) * 10})`,
    ),
  )}`.execute(db);

  const limits = VARIABLE_CATALOGUE.flatMap((variable) =>
    variable.defaultLimits.map(
      (limit) =>
        sql`((select id from patient_variable where code = ${variable.code}), ${limit.gender}, ${limit.ageLower},
          ${limit.ageUpper}, ${limit.alertLow}, ${limit.abnormalLow}, ${limit.lowerLimitNormal},
          ${limit.upperLimitNormal}, ${limit.abnormalHigh}, ${limit.alertHigh})`,
    ),
  );
  await sql`insert into limit_general (variable_id, gender, age_lower, age_upper, alert_low, abnormal_low,
    lower_limit_normal, upper_limit_normal, abnormal_high, alert_high) values ${sql.join(limits)}`.execute(
    db,
  );

  // The predefined pages (user null) for users who have not arranged their own, in catalogue order.
  const priorities = VARIABLE_CATALOGUE.flatMap((variable, index) =>
    variable.defaultWindow === null
      ? []
      : [
          sql`((select id from patient_variable where code = ${variable.code}), ${variable.defaultWindow}, ${index})`,
        ],
  );
  await sql`insert into variable_priority (variable_id, window_number, priority) values ${sql.join(priorities)}`.execute(
    db,
  );

  await sql`insert into ai_task_result (task) values ${sql.join(AI_TASKS.map((task) => sql`(${task})`))}`.execute(
    db,
  );
}
