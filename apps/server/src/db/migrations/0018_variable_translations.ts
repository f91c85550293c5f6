import { sql, type Kysely } from 'kysely';
import { variableTranslationRows } from '@vigil/domain';

/*
 * The catalogue's names, column headings and units in every interface language
 * (packages/domain/src/variables/translations). Rows are upserted, so a later edit of the
 * translations ships as a migration that runs this again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table variable_name_translation add column units text`.execute(db);
  await upsertVariableTranslations(db);
}

async function upsertVariableTranslations(db: Kysely<unknown>): Promise<void> {
  const rows = variableTranslationRows().map(
    (row) =>
      sql`((select id from patient_variable where code = ${row.code}), ${row.language}, ${row.name},
        ${row.acronym}, ${row.units})`,
  );
  await sql`insert into variable_name_translation (variable_id, language, variable_name, acronym, units)
    values ${sql.join(rows)}
    on conflict (variable_id, language) do update
      set variable_name = excluded.variable_name, acronym = excluded.acronym, units = excluded.units`.execute(
    db,
  );
}
