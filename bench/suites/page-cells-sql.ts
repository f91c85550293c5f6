import { sql, type RawBuilder } from 'kysely';
import { limitInForce, patientAgeSql, statusSql } from './status-sql.ts';

/**
 * The baselines' CTEs `general` and `cells` after a CTE `page` of patient rows: each page patient's
 * status for each variable with its limit, as one JSON object per patient (`cells.danger`). Each
 * general limit is picked by `distinct on` over the few general limits of the variables.
 */
export function pageCellsCtes(variableIds: readonly number[], today: string): RawBuilder<unknown> {
  const age = patientAgeSql('page', today);
  return sql`general as (
      select distinct on (page.id, g.variable_id) page.id as patient_id, g.*
      from page join limit_general g on g.variable_id = any(${[...variableIds]}::int[])
        and (g.gender = 'ALL' or (g.gender = 'MEN' and page.gender = 'Male') or (g.gender = 'WOMEN' and page.gender = 'Female'))
        and ((g.age_lower is null and g.age_upper is null)
          or (${age} >= 0 and (g.age_lower is null or g.age_lower <= ${age}) and (g.age_upper is null or ${age} < g.age_upper)))
      order by page.id, g.variable_id,
        (case when g.gender = 'ALL' then 10000 else 0 end) + coalesce(g.age_upper, 1000) - coalesce(g.age_lower, 0)
    ), cells as (
      select page.id as patient_id, json_object_agg(v.id, json_build_object(
          'status', ${statusSql(sql`latest.value`, limitInForce('own', 'general'))}, 'value', latest.value,
          'limit', coalesce(own.alert_low, general.alert_low), 'patientLimit', own.id is not null)) as danger
      from page cross join unnest(${[...variableIds]}::int[]) v(id)
      left join patient_variable_latest latest on latest.patient_id = page.id and latest.variable_id = v.id
      left join limit_user own on own.patient_id = page.id and own.variable_id = v.id
      left join general on general.patient_id = page.id and general.variable_id = v.id
      group by page.id
    )`;
}
