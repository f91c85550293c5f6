import { pageCellsCtes } from './page-cells-sql.ts';
import { sql } from 'kysely';
import {
  generalLimitByGenderAndAge,
  limitInForce,
  patientAgeSql,
  statusRankSql,
  statusSql,
} from './status-sql.ts';

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
    ), ${pageCellsCtes(options.variableIds, today)}
    select page.id, page.first_name, page.last_name, page.gender, page.date_of_birth, page.prediction_id, page.risk_score,
      (select count(*) from scoped) as total,
      array(select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id where pc.patient_id = page.id) as clinics,
      cells.danger
    from page join cells on cells.patient_id = page.id`;
}
