import { sql } from 'kysely';
import {
  limitInForce,
  statusRankSql,
  statusSql,
} from '../../apps/server/src/features/patient-status/index.ts';

/**
 * The baseline: the same page (count, 100 rows, their facts and every window variable's status
 * with its limit) as ONE hand-written SQL statement, no application in between. It uses the same
 * SQL fragments for the limit in force and the status as the server, so both do the same work.
 */
export function baselinePage(options: {
  clinicId: number;
  variableIds: number[];
  sortVariableId: number | null;
  today: string;
}) {
  const order =
    options.sortVariableId === null
      ? sql`s.latest_risk_score desc nulls last, s.id`
      : sql`${statusRankSql(statusSql(sql`sort_value.value`, 'sort_limit'))}, sort_value.value nulls last, s.id`;
  const sortJoin =
    options.sortVariableId === null
      ? sql``
      : sql`left join patient_variable_latest sort_value on sort_value.patient_id = s.id and sort_value.variable_id = ${options.sortVariableId}
            left join lateral ${limitInForce('s', sql`${options.sortVariableId}`, options.today)} sort_limit on true`;
  return sql`
    with scoped as (
      select p.* from patient p
      where p.inactive = false
        and exists (select 1 from patient_clinic pc where pc.patient_id = p.id and pc.clinic_id = ${options.clinicId})
    ), page as (
      select s.*, ai.id as prediction_id, ai.risk_score, ai.risk_score_rank
      from scoped s
      left join ai_prediction ai on ai.id = s.latest_prediction_id
      ${sortJoin}
      order by ${order}
      limit 100
    )
    select page.id, page.first_name, page.last_name, page.gender, page.date_of_birth, page.prediction_id, page.risk_score,
      (select count(*) from scoped) as total,
      array(select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id where pc.patient_id = page.id) as clinics,
      (select json_object_agg(v.id, json_build_object('status', ${statusSql(sql`latest.value`, 'lim')}, 'value', latest.value,
                'limit', lim.alert_low, 'patientLimit', lim.is_patient_limit))
         from unnest(${options.variableIds}::int[]) v(id)
         left join patient_variable_latest latest on latest.patient_id = page.id and latest.variable_id = v.id
         left join lateral ${limitInForce('page', sql`v.id`, options.today)} lim on true) as danger
    from page`;
}
