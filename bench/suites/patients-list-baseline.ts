import { sql } from 'kysely';
import {
  generalLimitByGenderAndAge,
  limitInForce,
  patientAgeSql,
  statusRankSql,
  statusSql,
} from '../../apps/server/src/features/patient-status/index.ts';

/**
 * The baseline: the same page (count, 100 rows, their facts and every window variable's status
 * with its limit) as ONE hand-written SQL statement, no application in between. Sorting by a
 * variable ranks every patient in scope with the same set-based limit lookup as the server; the
 * page's cells pick each limit by `distinct on` over the few general limits.
 */
export function baselinePage(options: {
  clinicId: number;
  variableIds: number[];
  sortVariableId: number | null;
  today: string;
}) {
  const { today } = options;
  const order =
    options.sortVariableId === null
      ? sql`s.latest_risk_score desc nulls last, s.id`
      : sql`${statusRankSql(statusSql(sql`sort_value.value`, limitInForce('sort_own', 'sort_general')))}, sort_value.value nulls last, s.id`;
  const sortJoin =
    options.sortVariableId === null
      ? sql``
      : sql`left join patient_variable_latest sort_value on sort_value.patient_id = s.id and sort_value.variable_id = ${options.sortVariableId}
            left join limit_user sort_own on sort_own.patient_id = s.id and sort_own.variable_id = ${options.sortVariableId}
            left join ${generalLimitByGenderAndAge(sql`${options.sortVariableId}`)} sort_general
              on sort_general.patient_gender = s.gender and sort_general.age = ${patientAgeSql('s', today)}`;
  const age = patientAgeSql('page', today);
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
    ), general as (
      select distinct on (page.id, g.variable_id) page.id as patient_id, g.*
      from page join limit_general g on g.variable_id = any(${options.variableIds}::int[])
        and (g.gender = 'ALL' or (g.gender = 'MEN' and page.gender = 'Male') or (g.gender = 'WOMEN' and page.gender = 'Female'))
        and ((g.age_lower is null and g.age_upper is null)
          or (${age} >= 0 and (g.age_lower is null or g.age_lower <= ${age}) and (g.age_upper is null or ${age} < g.age_upper)))
      order by page.id, g.variable_id,
        (case when g.gender = 'ALL' then 10000 else 0 end) + coalesce(g.age_upper, 1000) - coalesce(g.age_lower, 0)
    ), cells as (
      select page.id as patient_id, json_object_agg(v.id, json_build_object(
          'status', ${statusSql(sql`latest.value`, limitInForce('own', 'general'))}, 'value', latest.value,
          'limit', coalesce(own.alert_low, general.alert_low), 'patientLimit', own.id is not null)) as danger
      from page cross join unnest(${options.variableIds}::int[]) v(id)
      left join patient_variable_latest latest on latest.patient_id = page.id and latest.variable_id = v.id
      left join limit_user own on own.patient_id = page.id and own.variable_id = v.id
      left join general on general.patient_id = page.id and general.variable_id = v.id
      group by page.id
    )
    select page.id, page.first_name, page.last_name, page.gender, page.date_of_birth, page.prediction_id, page.risk_score,
      (select count(*) from scoped) as total,
      array(select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id where pc.patient_id = page.id) as clinics,
      cells.danger
    from page join cells on cells.patient_id = page.id`;
}
