import { pageCellsCtes } from './page-cells-sql.ts';
import { sql } from 'kysely';

/**
 * The baseline: the same page (count, 100 rows, their facts and every window variable's status
 * with its limit) as ONE hand-written SQL statement over the same stored columns and indexes the
 * server has, no application in between — what a strong PostgreSQL engineer would write. The page
 * walks an index in list order and stops at 100 rows: by AI score the patient's kept latest score,
 * by a variable the stored status rank (patients without a value follow, read only if the valued
 * ones end before the page does). The total comes from the kept counters (patient_count). The
 * page's cells pick each limit by `distinct on` over the few general limits.
 */
export function baselinePage(options: {
  clinicId: number;
  variableIds: number[];
  sortVariableId: number | null;
  today: string;
}) {
  const { clinicId, sortVariableId } = options;
  const inClinic = (alias: string) =>
    sql`${sql.ref(`${alias}.inactive`)} = false and exists (select 1 from patient_clinic pc
      where pc.patient_id = ${sql.ref(`${alias}.id`)} and pc.clinic_id = ${clinicId})`;
  const ordered =
    sortVariableId === null
      ? sql`select p.id, row_number() over () as position from (
          select p.id from patient p where ${inClinic('p')}
          order by p.latest_risk_score desc nulls last, p.id limit 100) p`
      : sql`select page_ids.id, row_number() over () as position from (
          (select l.patient_id as id from patient_variable_latest l join patient p on p.id = l.patient_id
            where l.variable_id = ${sortVariableId} and l.value is not null and ${inClinic('p')}
            order by l.status_rank, l.value, l.patient_id limit 100)
          union all
          (select p.id from patient p where ${inClinic('p')} and not exists (
              select 1 from patient_variable_latest l where l.patient_id = p.id
                and l.variable_id = ${sortVariableId} and l.value is not null)
            order by p.id limit 100)
          limit 100) page_ids`;
  return sql<{ id: number; position: number; total: number }>`
    with ordered as materialized (${ordered}),
    page as (
      select p.*, ordered.position, ai.id as prediction_id, ai.risk_score, ai.risk_score_rank
      from ordered join patient p on p.id = ordered.id
      left join ai_prediction ai on ai.id = p.latest_prediction_id
    ), ${pageCellsCtes(options.variableIds, options.today)}
    select page.id, page.position, page.first_name, page.last_name, page.gender, page.date_of_birth,
      page.prediction_id, page.risk_score,
      (select coalesce(sum(c.active), 0) from patient_count c where c.clinic_ids && array[${clinicId}]::integer[]) as total,
      array(select c.name from patient_clinic pc join clinic c on c.id = pc.clinic_id where pc.patient_id = page.id) as clinics,
      cells.danger
    from page join cells on cells.patient_id = page.id
    order by page.position`;
}
